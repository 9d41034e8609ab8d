//! The languages hexbot speaks, as players meet them: the reviewable renders of the catalogues
//! are current; `hexbot local --lang id` plays a whole game in Indonesian (and the language
//! comes from `LANG` without `--lang`); on the fake Discord a Portuguese user gets private
//! replies in Portuguese while the public boards of a German server read German, alt text
//! included, and the command registration carries the localisations.

use crate::support::*;
use hexbot::i18n::{Locale, render_catalogue};
use serde_json::{Value, json};
use std::path::Path;
use std::process::{Command, Output};

#[test]
fn the_committed_catalogue_renders_are_current() {
    for locale in Locale::ALL {
        let tag = locale.tag();
        let path = format!(
            "{}/tests/data/catalogue-{tag}.txt",
            env!("CARGO_MANIFEST_DIR")
        );
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == render_catalogue(locale),
            "{path} is stale; regenerate it with \
             `cargo run -- catalogue --lang {tag} > tests/data/catalogue-{tag}.txt`"
        );
    }
}

/// Ana (Red) challenges Budi to 7×7, Budi accepts, Ana runs down column a while Budi answers in
/// column g, and Ana connects her two red sides; then the history and the export.
fn two_player_script() -> String {
    let mut script = String::from("/hex challenge @budi size:7\nas budi: accept\n");
    for row in 1..=7 {
        script.push_str(&format!("a{row}\n"));
        if row < 7 {
            script.push_str(&format!("as budi: g{row}\n"));
        }
    }
    script.push_str("history\nexport game:1\n");
    script
}

fn local(dir: &Path, lang: Option<&str>, env_lang: &str, script: &str) -> Output {
    let file = dir.join("script.txt");
    std::fs::write(&file, script).unwrap();
    let db = dir.join("hexbot.db");
    let mut c = Command::new(env!("CARGO_BIN_EXE_hexbot"));
    c.current_dir(dir)
        .env_remove("DATABASE_URL")
        .env_remove("HEXBOT_AI_PLAYOUTS")
        .env_remove("HEXBOT_SEED")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", env_lang)
        .env("NO_COLOR", "1")
        .arg("local")
        .arg("--script")
        .arg(&file)
        .arg("--db")
        .arg(format!("sqlite://{}", db.display()))
        .args(["--boards", "boards", "--files", "files", "--name", "ana"]);
    if let Some(lang) = lang {
        c.args(["--lang", lang]);
    }
    c.output().unwrap()
}

#[test]
fn hexbot_local_lang_id_plays_a_whole_game_in_indonesian() {
    let dir = tempfile::tempdir().unwrap();
    let out = local(dir.path(), Some("id"), "C.UTF-8", &two_player_script());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    for words in [
        "ana menantang budi bermain Hex di papan 7×7",
        "budi menerima tantangan. ana bermain merah dan menang dengan menghubungkan kedua sisi merah",
        "ana (merah) menaruh batu di a1.",
        "budi (biru) menaruh batu di g6.",
        "Langkah 2 · giliran budi (biru) · terakhir: a1",
        "menghubungkan kedua sisi merah dan menang!",
        "M (merah) menghubungkan kedua sisi merah",
        "tombol: [1] Melangkah",
        "Permainan terakhir ana:",
        "Hex 7×7 · 13 langkah",
        "Langkah: 1. a1 2. g1",
    ] {
        assert!(text.contains(words), "no {words:?} in:\n{text}");
    }
    // Nothing is left in English.
    for english in [
        " played ",
        " wins",
        "to play",
        "buttons:",
        "Move ",
        "challenges",
        "board picture",
    ] {
        assert!(!text.contains(english), "{english:?} in:\n{text}");
    }
}

#[test]
fn hexbot_local_takes_its_language_from_lang_and_refuses_an_unknown_one() {
    let dir = tempfile::tempdir().unwrap();
    let out = local(
        dir.path(),
        None,
        "de_DE.UTF-8",
        "/hex challenge @budi size:7\nrules\n",
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("ana fordert budi zu einer Partie Hex auf einem 7×7-Brett heraus"),
        "{text}"
    );
    assert!(
        text.contains("**Brücke:**") || text.contains("Brücke:"),
        "{text}"
    );

    let out = local(dir.path(), Some("fr"), "C", "rules\n");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("unknown language \"fr\""), "{err}");
}

const USER: u8 = 6;
const INTEGER: u8 = 4;

/// The alt text Discord reads for the board picture of an answer.
fn alt_text(data: &Value) -> String {
    data["attachments"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|a| a["filename"] == json!("board.png"))
        .and_then(|a| a["description"].as_str())
        .unwrap_or_default()
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_portuguese_player_in_a_german_server_reads_portuguese_privately_and_german_boards() {
    let mut table = Table::start().await;
    table.guild_locale = "de".to_owned();
    let mut ana = Player::new(&table.fake, "ana");
    ana.locale = "pt-BR".to_owned();
    let mut bruno = Player::new(&table.fake, "bruno");
    bruno.locale = "es-419".to_owned();

    // The registration carries the localisations of descriptions and choices.
    let calls = table.fake.calls();
    let registration = calls
        .iter()
        .find(|c| c.method == "PUT" && c.path.ends_with("/commands"))
        .expect("command registration");
    let hex = &registration.body[0];
    assert_eq!(hex["name"], "hex", "command names stay English");
    assert_eq!(
        hex["description_localizations"]["pt-BR"],
        "Jogue Hex (ou Rex) neste canal"
    );
    assert_eq!(
        hex["description_localizations"]["es-419"],
        "Juega a Hex (o Rex) en este canal"
    );
    let ai = hex["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "ai")
        .unwrap();
    assert_eq!(ai["description_localizations"]["id"], "Main melawan CPU");
    let level = ai["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "level")
        .unwrap();
    assert_eq!(
        level["description_localizations"]["de"],
        "Wie stark der Computer spielt (Standard: Mittel)"
    );
    assert_eq!(level["choices"][0]["name"], "easy");
    assert_eq!(level["choices"][0]["name_localizations"]["de"], "Leicht");
    assert_eq!(
        level["choices"][2]["name_localizations"]["pt-BR"],
        "difícil"
    );

    // A private refusal speaks the user's language.
    let refused = table.answer(&table.slash(&ana, "swap", &[], &[])).await;
    assert!(refused.ephemeral);
    assert!(
        refused.text().contains("não há partida neste canal"),
        "{}",
        refused.text()
    );

    // The challenge and the board are public: German, alt text included.
    let sent = table.slash(
        &ana,
        "challenge",
        &[
            ("opponent", USER, json!(bruno.id.to_string())),
            ("size", INTEGER, json!(7)),
        ],
        &[&bruno],
    );
    let challenge = table.answer(&sent).await;
    assert!(!challenge.ephemeral);
    assert!(
        challenge
            .text()
            .contains("ana fordert bruno zu einer partie hex auf einem 7×7-brett heraus"),
        "{}",
        challenge.text()
    );
    let accept = challenge.button("accept").unwrap();
    let board = table.answer(&table.click(&bruno, &accept, 1)).await;
    assert!(!board.ephemeral);
    assert!(
        board
            .text()
            .contains("bruno hat die herausforderung angenommen"),
        "{}",
        board.text()
    );
    let buttons: Vec<&str> = board.data["components"][0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["label"].as_str().unwrap())
        .collect();
    assert!(
        buttons.contains(&"Ziehen") && buttons.contains(&"Aufgeben"),
        "{buttons:?}"
    );
    let alt = alt_text(&board.data);
    assert!(
        alt.starts_with("Partie auf einem 7×7-Brett. ana (Rot) macht den ersten Zug. Keine roten Steine. Keine blauen Steine."),
        "{alt}"
    );

    let moved = table
        .answer(&table.slash(&ana, "move", &[("cell", 3, json!("d4"))], &[]))
        .await;
    assert!(!moved.ephemeral);
    assert!(
        moved.text().contains("ana (rot) hat d4 gesetzt."),
        "{}",
        moved.text()
    );
    let footer = moved.data["embeds"][0]["footer"]["text"].as_str().unwrap();
    assert_eq!(footer, "Zug 2 · am Zug: bruno (Blau) · zuletzt: d4");
    let alt = alt_text(&moved.data);
    assert!(alt.contains("Ein roter Stein: d4."), "{alt}");
    assert!(alt.len() <= 1024);

    // Not her turn: a private refusal, in Portuguese; Bruno's own refusal is in Spanish.
    let refused = table
        .answer(&table.slash(&ana, "move", &[("cell", 3, json!("e5"))], &[]))
        .await;
    assert!(refused.ephemeral);
    assert!(
        refused.text().contains("agora quem joga é bruno (azul)."),
        "{}",
        refused.text()
    );
    let refused = table
        .answer(&table.slash(&bruno, "move", &[("cell", 3, json!("d4"))], &[]))
        .await;
    assert!(refused.ephemeral);
    assert!(
        refused.text().contains("la casilla d4 ya está ocupada."),
        "{}",
        refused.text()
    );

    // The Move button opens a modal in the presser's language.
    let button = moved.button("move").unwrap();
    let modal = table.answer(&table.click(&bruno, &button, 2)).await;
    assert_eq!(modal.callback_type, 9, "a modal");
    assert_eq!(modal.data["title"], "Tu jugada");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computers_move_is_announced_in_the_servers_language() {
    let mut table = Table::start().await;
    table.guild_locale = "de".to_owned();
    let mut ana = Player::new(&table.fake, "ana");
    ana.locale = "pt-BR".to_owned();
    let messages = format!("/api/v10/channels/{}/messages", table.channel);
    let since = table.fake.call_count();
    let sent = table.slash(
        &ana,
        "ai",
        &[
            ("level", INTEGER, json!(0)),
            ("size", INTEGER, json!(7)),
            ("first", INTEGER, json!(1)),
        ],
        &[],
    );
    let started = table.answer(&sent).await;
    assert!(
        started
            .text()
            .contains("ana spielt gegen den computer (leicht): hex auf einem 7×7-brett."),
        "{}",
        started.text()
    );
    // Posted by the service on its own, after the search: the server's language too.
    let computer = table
        .fake
        .wait_call(since, "the computer's first move", |c| {
            c.method == "POST" && c.path == messages
        })
        .await;
    let text = computer.body.to_string();
    assert!(text.contains("Der Computer (Rot) hat "), "{text}");
    let alt = alt_text(&computer.body);
    assert!(alt.contains("Ein roter Stein: "), "{alt}");
    assert!(alt.contains("am Zug: ana (Blau)"), "{alt}");
}
