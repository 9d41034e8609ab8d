//! Settings, as a spec: the store keeps each server's defaults and each user's preferences; the
//! service applies a server's defaults to commands without options (Easy keeps swap off), refuses
//! members who may not manage the server, states the swap form in challenge and start texts,
//! turns a game's pictures as it was started and a private board as its viewer prefers, and lets a
//! rematch keep its starter; `hexbot local` mirrors the commands.

use crate::support::service::{CHANNEL, GUILD, T0, ann, bob, budget, open_service, send};
use crate::support::{assert_key, png_size};
use hexbot::hex::{BoardSize, SwapRule, Variant};
use hexbot::orientation::Orientation;
use hexbot::service::{
    Action, Actor, AiOptions, ChallengeOptions, Command, ConfigOptions, Key, Level, ManualClock,
    Person, PreferenceOptions, RematchStarter, Reply, Service, Timestamp, TurnTimer,
};
use hexbot::store::{GuildSettings, Store, UserId, UserSettings};
use std::sync::Arc;
use std::time::Duration;
use tempfile::TempDir;

fn admin() -> Actor {
    let mut a = Actor::new(GUILD, CHANNEL, 100, "Ann");
    a.can_manage_guild = true;
    a
}

// ---- the store ----

#[tokio::test]
async fn the_store_keeps_a_servers_settings_and_a_users_preferences() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("hexbot.db");
    let store = Store::open_path(&path).await.unwrap();
    let guild = hexbot::store::GuildId(5);
    assert_eq!(store.guild_settings(guild).await.unwrap(), None);
    assert_eq!(store.user_settings(UserId(9)).await.unwrap(), None);
    let mut settings = GuildSettings {
        size: BoardSize::new(13).unwrap(),
        variant: Variant::Rex,
        swap: SwapRule::Seat,
        turn_timer: Some(Duration::from_secs(30)),
        rematch: RematchStarter::Same,
        orientation: Orientation::Rotated,
        vacation_days: 12,
        open_tournaments: 7,
        updated_by: UserId(9),
        updated_at: Timestamp(1_000),
    };
    store.set_guild_settings(guild, &settings).await.unwrap();
    settings.turn_timer = None;
    settings.updated_at = Timestamp(2_000);
    store.set_guild_settings(guild, &settings).await.unwrap();
    let prefs = UserSettings {
        orientation: Orientation::Rotated,
        notify: hexbot::store::Notify::Dm,
        updated_at: Timestamp(3_000),
    };
    store.set_user_settings(UserId(9), &prefs).await.unwrap();
    store.close().await;

    let store = Store::open_path(&path).await.unwrap();
    assert_eq!(store.guild_settings(guild).await.unwrap(), Some(settings));
    assert_eq!(
        store
            .guild_settings(hexbot::store::GuildId(6))
            .await
            .unwrap(),
        None,
        "settings are per server"
    );
    assert_eq!(store.user_settings(UserId(9)).await.unwrap(), Some(prefs));
}

// ---- the service ----

struct Harness {
    _dir: TempDir,
    svc: Service,
}

async fn harness() -> Harness {
    let dir = TempDir::new().unwrap();
    let clock = Arc::new(ManualClock::new(T0));
    let svc = open_service(budget(&dir, 1, 32, 7), clock).await;
    Harness { _dir: dir, svc }
}

impl Harness {
    async fn send(&self, actor: &Actor, cmd: Command) -> Reply {
        send(&self.svc, actor, cmd).await
    }

    async fn press(&self, actor: &Actor, reply: &Reply, action: Action) -> Reply {
        let id = reply.button(action).expect("the button").id;
        self.send(actor, Command::Button { id, input: None }).await
    }
}

fn config(f: impl FnOnce(&mut ConfigOptions)) -> Command {
    let mut o = ConfigOptions::default();
    f(&mut o);
    Command::Config(o)
}

fn picture_size(r: &Reply) -> (u32, u32) {
    png_size(&r.board.as_ref().expect("a board").png)
}

#[tokio::test]
async fn config_shows_to_anyone_and_changes_only_for_server_managers() {
    let h = harness().await;
    let r = h
        .send(&bob(), Command::Config(ConfigOptions::default()))
        .await;
    assert!(r.is_private() && !r.refused);
    assert_key(&r, Key::ConfigShown);
    assert!(r.english().contains("Hex on an 11×11 board; swap: mirror; turn timer: no timer; rematches: the other player starts; board pictures: normal (wide)"), "{}", r.english());

    // Moderating messages is not enough; nothing is stored.
    let mut messages_only = ann();
    messages_only.can_manage_messages = true;
    let r = h.send(&messages_only, config(|o| o.size = Some(9))).await;
    assert!(r.refused);
    assert_key(&r, Key::ConfigNotModerator);
    let r = h
        .send(&bob(), Command::Config(ConfigOptions::default()))
        .await;
    assert!(r.english().contains("11×11"), "{}", r.english());

    // A size the bot does not offer is refused as everywhere else.
    let r = h.send(&admin(), config(|o| o.size = Some(25))).await;
    assert_key(&r, Key::SizeOutOfRange);

    let r = h
        .send(
            &admin(),
            config(|o| {
                o.size = Some(9);
                o.timer = Some(TurnTimer::Secs60);
            }),
        )
        .await;
    assert_key(&r, Key::ConfigChanged);
    // Options left out keep their value.
    let r = h
        .send(&admin(), config(|o| o.variant = Some(Variant::Rex)))
        .await;
    assert!(
        r.english().contains("Rex on a 9×9 board") && r.english().contains("60 s per move"),
        "{}",
        r.english()
    );
}

#[tokio::test]
async fn commands_without_options_take_the_servers_defaults() {
    let h = harness().await;
    h.send(
        &admin(),
        config(|o| {
            o.size = Some(9);
            o.swap = Some(SwapRule::Seat);
            o.timer = Some(TurnTimer::Secs30);
            o.orientation = Some(Orientation::Rotated);
        }),
    )
    .await;
    let r = h
        .send(
            &ann(),
            Command::Challenge(ChallengeOptions::to(Person::new(101, "Bob"))),
        )
        .await;
    assert_key(&r, Key::ChallengeIssued);
    assert!(r.has(Key::SwapNoteSeat), "{}", r.english());
    assert!(
        r.english().contains("9×9") && r.english().contains("30 s per move"),
        "{}",
        r.english()
    );
    let r = h.send(&bob(), Command::Accept).await;
    assert!(r.has(Key::SwapNoteSeat));
    let (w, hgt) = picture_size(&r);
    assert!(hgt > w, "turned for phones: {w}×{hgt}");
    // An option of the command wins over the server's.
    h.send(&ann(), Command::Resign).await;
    h.send(&ann(), Command::ConfirmResign).await;
    let mut o = ChallengeOptions::to(Person::new(101, "Bob"));
    o.swap = Some(SwapRule::Off);
    o.orientation = Some(Orientation::Normal);
    let r = h.send(&ann(), Command::Challenge(o)).await;
    assert!(r.has(Key::SwapNoteOff), "{}", r.english());
    let r = h.send(&bob(), Command::Accept).await;
    let (w, hgt) = picture_size(&r);
    assert!(w > hgt);
}

#[tokio::test]
async fn the_computer_keeps_easy_without_swap_and_takes_the_servers_form_otherwise() {
    let h = harness().await;
    h.send(&admin(), config(|o| o.swap = Some(SwapRule::Seat)))
        .await;
    let easy = AiOptions {
        level: Some(Level::Easy),
        size: Some(7),
        ..AiOptions::default()
    };
    let r = h.send(&ann(), Command::Ai(easy)).await;
    assert!(r.has(Key::SwapNoteEasy), "{}", r.english());
    assert!(r.english().contains("Easy is played without swap"));
    h.send(&ann().moderator(), Command::Abort).await;
    let hard = AiOptions {
        level: Some(Level::Hard),
        size: Some(7),
        ..AiOptions::default()
    };
    let r = h.send(&ann(), Command::Ai(hard.clone())).await;
    assert!(r.has(Key::SwapNoteSeat), "{}", r.english());
    h.send(&ann().moderator(), Command::Abort).await;
    h.send(&admin(), config(|o| o.swap = Some(SwapRule::Off)))
        .await;
    let r = h.send(&ann(), Command::Ai(hard)).await;
    assert!(r.has(Key::SwapNoteOff), "{}", r.english());
}

#[tokio::test]
async fn a_private_board_follows_the_viewers_own_orientation() {
    let h = harness().await;
    let mut o = AiOptions {
        size: Some(7),
        ..AiOptions::default()
    };
    o.orientation = Some(Orientation::Rotated);
    let r = h.send(&ann(), Command::Ai(o)).await;
    let (w, hgt) = picture_size(&r);
    assert!(hgt > w);
    let r = h.send(&bob(), Command::BoardPrivately).await;
    assert!(r.is_private() && r.buttons.is_empty());
    let (w, hgt) = picture_size(&r);
    assert!(w > hgt, "Bob has not asked for turned boards");
    let r = h
        .send(&bob(), Command::Settings(PreferenceOptions::default()))
        .await;
    assert_key(&r, Key::SettingsShown);
    let r = h
        .send(
            &bob(),
            Command::Settings(PreferenceOptions {
                orientation: Some(Orientation::Rotated),
                ..PreferenceOptions::default()
            }),
        )
        .await;
    assert_key(&r, Key::SettingsChanged);
    let r = h.send(&bob(), Command::BoardPrivately).await;
    let (w, hgt) = picture_size(&r);
    assert!(hgt > w);
    // The public board (a player's to show; Bob only looks on) stays the game's.
    let r = h.send(&ann(), Command::Board).await;
    assert!(!r.is_private());
    let (w, hgt) = picture_size(&r);
    assert!(hgt > w);
}

#[tokio::test]
async fn rematches_alternate_unless_the_players_or_the_server_keep_the_starter() {
    let h = harness().await;
    let mut o = ChallengeOptions::to(Person::new(101, "Bob"));
    o.size = Some(7);
    h.send(&ann(), Command::Challenge(o)).await;
    h.send(&bob(), Command::Accept).await;
    h.send(&bob(), Command::Resign).await;
    let done = h.send(&bob(), Command::ConfirmResign).await;
    assert!(done.button(Action::Rematch).is_some());

    // Bob asks for the same starter: Ann starts again, and the offer says so.
    let r = h.press(&bob(), &done, Action::RematchSame).await;
    assert_key(&r, Key::RematchOffered);
    assert!(r.has(Key::RematchSameStarter), "{}", r.english());
    assert!(
        r.english().contains("this time Ann plays Red"),
        "{}",
        r.english()
    );
    // Ann's own request for a rematch accepts the standing offer.
    let r = h.send(&ann(), Command::Rematch).await;
    assert_key(&r, Key::ChallengeAccepted);
    assert!(r.english().contains("Ann plays Red"), "{}", r.english());

    // Plain rematch: colours alternate.
    h.send(&ann(), Command::Resign).await;
    h.send(&ann(), Command::ConfirmResign).await;
    let r = h.send(&ann(), Command::Rematch).await;
    assert!(r.has(Key::RematchAlternates), "{}", r.english());
    assert!(r.english().contains("Bob plays Red"), "{}", r.english());
    h.send(&ann(), Command::Withdraw).await;

    // The server's setting keeps the starter for a plain rematch too.
    h.send(&admin(), config(|o| o.rematch = Some(RematchStarter::Same)))
        .await;
    let r = h.send(&ann(), Command::Rematch).await;
    assert!(r.has(Key::RematchSameStarter), "{}", r.english());
    assert!(r.english().contains("Ann plays Red"), "{}", r.english());
}

#[tokio::test]
async fn a_rematch_against_the_computer_can_keep_the_starter() {
    let h = harness().await;
    let o = AiOptions {
        size: Some(7),
        level: Some(Level::Easy),
        ..AiOptions::default()
    };
    h.send(&ann(), Command::Ai(o)).await;
    h.send(&ann(), Command::Resign).await;
    h.send(&ann(), Command::ConfirmResign).await;
    let r = h.send(&ann(), Command::RematchSameStarter).await;
    assert_key(&r, Key::RematchStarted);
    assert!(r.has(Key::RematchSameStarter));
    assert!(r.english().contains("Ann plays Red"), "{}", r.english());
    assert!(r.has(Key::SwapNoteOff), "{}", r.english());
}

// ---- hexbot local ----

fn run_local(dir: &std::path::Path, script: &str) -> (bool, String) {
    let file = dir.join("script.txt");
    std::fs::write(&file, script).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_hexbot"))
        .current_dir(dir)
        .env_remove("DATABASE_URL")
        .env("LANG", "C.UTF-8")
        .env("NO_COLOR", "1")
        .arg("local")
        .arg("--script")
        .arg(&file)
        .arg("--db")
        .arg(format!("sqlite://{}", dir.join("hexbot.db").display()))
        .args(["--boards", "boards", "--files", "files", "--name", "alice"])
        .args(["--ai-playouts", "40", "--seed", "7"])
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

fn saved_board(dir: &std::path::Path, n: u32) -> (u32, u32) {
    let png = std::fs::read(dir.join(format!("boards/{n:03}.png"))).expect("a saved board");
    png_size(&png)
}

#[test]
fn local_mirrors_config_settings_swap_forms_orientation_and_rematch_starters() {
    let dir = TempDir::new().unwrap();
    let (ok, text) = run_local(
        dir.path(),
        "/hex config size:7 swap:seat orientation:rotated rematch:same\n\
         /hex config\n\
         /hex challenge @bob\n\
         as bob: accept\n\
         c3\n\
         as bob: swap\n\
         as bob: /hex settings orientation:normal\n\
         as bob: board private:yes\n\
         resign\n\
         confirm\n\
         rematch starter:same\n",
    );
    assert!(ok, "{text}");
    assert!(text.contains("Saved. This server's settings"), "{text}");
    assert!(
        text.contains("Swap: seat. Blue may answer"),
        "the texts say the swap form: {text}"
    );
    assert!(text.contains("bob swapped seats"), "{text}");
    assert!(text.contains("Same starter"), "{text}");
    let (w, h) = saved_board(dir.path(), 1);
    assert!(h > w, "the game's board is turned: {w}×{h}");
    // The boards saved in order: accept, c3, swap, bob's private board (normal), …
    let (w, h) = saved_board(dir.path(), 4);
    assert!(w > h, "bob's private board follows his setting: {w}×{h}");
}
