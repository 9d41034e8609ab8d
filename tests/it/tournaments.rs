//! Tournaments through the service, as players and a front end meet them: created, joined,
//! started, each game in a thread the front end makes when asked, played out (the lower-numbered
//! player wins every game, the other resigning after a stone each), paired round after round by
//! the bot itself, and announced at the end — for a 6-player Swiss of 3 rounds, a 4-player round
//! robin and a 5-player knockout; a restart in the middle; withdrawals and refusals; Swiss
//! tournaments by the Dutch rules of 2017 (asked for) and of 2025 (the default), each round
//! paired by its own.

use crate::support::service::{GUILD, Harness, config};
use hexbot::service::{
    Actor, ChannelId, Command, Key, Outgoing, SwapRule, TournamentAction, TournamentFormat,
    TournamentId, TournamentOptions,
};
use hexbot::tournament::{DutchRules, Pairing, RoundResult, pair_dutch, read_trf};

const CHANNEL: u64 = 40;

fn player(n: u64) -> Actor {
    Actor::new(GUILD, CHANNEL, 300 + n, format!("P{n}"))
}

fn boss() -> Actor {
    let mut a = player(0);
    a.can_manage_guild = true;
    a
}

fn tournament(action: TournamentAction) -> Command {
    Command::Tournament(action)
}

fn options(format: TournamentFormat) -> TournamentOptions {
    let mut o = TournamentOptions::new("Winter Cup", format);
    o.size = Some(7);
    o.swap = Some(SwapRule::Off);
    o
}

/// Creates a tournament and has players `0..players` join it; its number.
async fn with_players(h: &Harness, options: TournamentOptions, players: u64) -> TournamentId {
    let created = h
        .send(&boss(), tournament(TournamentAction::Create(options)))
        .await;
    assert!(!created.is_private(), "{}", created.english());
    assert!(created.has(Key::TournamentCreated));
    let id = number_in(&created.english());
    for n in 0..players {
        let joined = h
            .send(&player(n), tournament(TournamentAction::Join(None)))
            .await;
        assert!(joined.has(Key::TournamentJoined), "{}", joined.english());
    }
    id
}

/// The tournament's number in its announcement (`(#12)`).
fn number_in(text: &str) -> TournamentId {
    let id = text
        .split("(#")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .and_then(|n| n.parse().ok());
    TournamentId(id.unwrap_or_else(|| panic!("a number in {text}")))
}

/// The front end's part for one thread request: makes thread `thread`, opens the board's game
/// there, and plays it out: a stone each, then the higher-numbered player resigns.
async fn play_board(h: &Harness, request: &Outgoing, thread: u64) -> (u64, u64) {
    let ask = request.thread.as_ref().expect("a thread request");
    let opened = h
        .svc
        .open_board(request.guild, ChannelId(thread), ask.board)
        .await
        .unwrap();
    assert!(!opened.refused, "{}", opened.english());
    assert!(opened.has(Key::TournamentGame));
    assert!(opened.board.is_some());
    // "Winter Cup · 1.2 · P3 – P1": White (Red) first.
    let names = ask.name.rsplit(" · ").next().unwrap();
    let (red, blue) = names.split_once(" – ").unwrap();
    let number = |name: &str| name.trim_start_matches('P').parse::<u64>().unwrap();
    let (red, blue) = (number(red), number(blue));
    let at = |n: u64| Actor::new(GUILD, thread, 300 + n, format!("P{n}"));
    let r = h.send(&at(red), Command::Move("a1".into())).await;
    assert!(!r.is_private(), "{}", r.english());
    let r = h.send(&at(blue), Command::Move("g7".into())).await;
    assert!(!r.is_private(), "{}", r.english());
    let loser = red.max(blue);
    h.send(&at(loser), Command::Resign).await;
    let done = h.send(&at(loser), Command::ConfirmResign).await;
    assert!(!done.is_private(), "{}", done.english());
    (red, blue)
}

/// Plays every round to the end; the final announcement's text.
async fn play_to_the_end(h: &mut Harness, first_thread: u64) -> String {
    let mut thread = first_thread;
    loop {
        let out = h.next().await;
        if out.thread.is_some() {
            thread += 1;
            play_board(h, &out, thread).await;
            continue;
        }
        let text = out.reply.english();
        if out.reply.has(Key::TournamentFinished) {
            return text;
        }
        assert!(out.reply.has(Key::TournamentRound), "{text}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_six_player_swiss_of_three_rounds_is_run_to_its_end_by_the_bot() {
    let mut h = Harness::new(config).await;
    let mut o = options(TournamentFormat::Swiss);
    o.rounds = Some(3);
    let id = with_players(&h, o, 6).await;
    let started = h
        .send(&boss(), tournament(TournamentAction::Start(Some(id))))
        .await;
    assert!(started.has(Key::TournamentStarted), "{}", started.english());
    assert_eq!(
        started
            .lines
            .iter()
            .filter(|m| m.key == Key::TournamentPairing)
            .count(),
        3
    );
    let end = play_to_the_end(&mut h, 1000).await;
    // P0 won every game.
    assert!(
        end.contains("The winner is @P0") || end.contains("The winner is P0"),
        "{end}"
    );
    assert!(end.contains("1. P0: 3"), "{end}");

    // The TRF file: three rounds, and each is what the Dutch engine pairs from the ones before.
    let export = h
        .send(&player(3), tournament(TournamentAction::Export(Some(id))))
        .await;
    let trf = String::from_utf8(export.attachments[0].bytes.clone()).unwrap();
    let t = read_trf(&trf).expect("our TRF reads");
    assert_eq!(t.rounds_played(), 3);
    for round in 1..=3usize {
        let cut = t.before_round(round);
        let paired = pair_dutch(&cut).unwrap();
        for p in &paired {
            if let Pairing::Game { white, black } = *p {
                let w = &t.players[white as usize - 1];
                assert_eq!(
                    w.result(round - 1).opponent(),
                    Some(black),
                    "round {round}:\n{trf}"
                );
            }
        }
    }
    let again = h
        .send(&boss(), tournament(TournamentAction::Start(Some(id))))
        .await;
    assert!(again.is_private());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_four_player_round_robin_and_a_five_player_knockout_end_with_their_winners() {
    let mut h = Harness::new(config).await;
    let rr = with_players(&h, options(TournamentFormat::RoundRobin), 4).await;
    h.send(&boss(), tournament(TournamentAction::Start(Some(rr))))
        .await;
    let end = play_to_the_end(&mut h, 2000).await;
    assert!(end.contains("P0"), "{end}");
    let standings = h
        .send(
            &player(2),
            tournament(TournamentAction::Standings(Some(rr))),
        )
        .await;
    let text = standings.english();
    assert!(text.contains("after round 3 of 3"), "{text}");
    assert!(text.contains("1. P0: 3"), "{text}");

    let ko = with_players(&h, options(TournamentFormat::Knockout), 5).await;
    let started = h
        .send(&boss(), tournament(TournamentAction::Start(Some(ko))))
        .await;
    assert_eq!(
        started
            .lines
            .iter()
            .filter(|m| m.key == Key::TournamentByeThrough)
            .count(),
        3,
        "{}",
        started.english()
    );
    let end = play_to_the_end(&mut h, 3000).await;
    assert!(
        end.contains("The winner is @P0") || end.contains("The winner is P0"),
        "{end}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_between_a_games_end_and_the_next_round_loses_nothing() {
    let mut h = Harness::new(config).await;
    let id = with_players(&h, options(TournamentFormat::RoundRobin), 3).await;
    h.send(&boss(), tournament(TournamentAction::Start(Some(id))))
        .await;
    // Round 1 of 3 players: one game and an idle player. The bot stops before the front end
    // made the game's thread.
    let request = h.next().await;
    assert!(request.thread.is_some());
    let mut h = h.reopen().await;
    // The restarted bot asks again for the thread of the game not made.
    let again = h.next().await;
    assert_eq!(
        again.thread.as_ref().map(|t| t.board),
        request.thread.as_ref().map(|t| t.board)
    );
    play_board(&h, &again, 4001).await;
    // The same request answered twice makes one game only.
    let twice = h
        .svc
        .open_board(
            again.guild,
            ChannelId(4002),
            again.thread.as_ref().unwrap().board,
        )
        .await
        .unwrap();
    assert!(twice.refused);
    let end = play_to_the_end(&mut h, 4100).await;
    assert!(end.contains("P0"), "{end}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_are_private_and_withdrawals_are_forfeits() {
    let mut h = Harness::new(config).await;
    let plain = h
        .send(
            &player(1),
            tournament(TournamentAction::Create(options(TournamentFormat::Swiss))),
        )
        .await;
    assert!(plain.is_private() && plain.has(Key::TournamentNeedsManager));
    let mut bad = options(TournamentFormat::Knockout);
    bad.rounds = Some(3);
    let r = h
        .send(&boss(), tournament(TournamentAction::Create(bad)))
        .await;
    assert!(r.has(Key::TournamentRoundsSwissOnly));
    let nothing = h
        .send(&player(1), tournament(TournamentAction::Join(None)))
        .await;
    assert!(nothing.has(Key::TournamentNoneHere));

    let id = with_players(&h, options(TournamentFormat::Swiss), 2).await;
    let twice = h
        .send(&player(1), tournament(TournamentAction::Join(Some(id))))
        .await;
    assert!(twice.is_private() && twice.has(Key::TournamentAlreadyJoined));
    let few = h
        .send(&boss(), tournament(TournamentAction::Start(Some(id))))
        .await;
    assert!(
        few.is_private() && few.has(Key::TournamentTooFew),
        "{}",
        few.english()
    );
    let unknown = h
        .send(
            &player(1),
            tournament(TournamentAction::Join(Some(TournamentId(999)))),
        )
        .await;
    assert!(unknown.has(Key::TournamentUnknown));
    for n in 2..4 {
        h.send(&player(n), tournament(TournamentAction::Join(Some(id))))
            .await;
    }
    let started = h
        .send(&boss(), tournament(TournamentAction::Start(Some(id))))
        .await;
    assert!(started.has(Key::TournamentStarted));
    let late = h
        .send(&player(5), tournament(TournamentAction::Join(Some(id))))
        .await;
    assert!(late.has(Key::TournamentNotOpen));
    // Two threads asked for; P3 withdraws before their game is made: their board is a forfeit.
    let first = h.next().await;
    let second = h.next().await;
    let left = h
        .send(&player(3), tournament(TournamentAction::Withdraw(Some(id))))
        .await;
    assert!(left.has(Key::TournamentWithdrawn), "{}", left.english());
    let again = h
        .send(&player(3), tournament(TournamentAction::Withdraw(Some(id))))
        .await;
    assert!(again.is_private());
    let mut thread = 5000;
    for request in [first, second] {
        thread += 1;
        let ask = request.thread.as_ref().unwrap();
        if ask.name.contains("P3") {
            let refused = h
                .svc
                .open_board(request.guild, ChannelId(thread), ask.board)
                .await;
            assert!(refused.unwrap().refused);
        } else {
            play_board(&h, &request, thread).await;
        }
    }
    let end = play_to_the_end(&mut h, 5100).await;
    assert!(end.contains("P0"), "{end}");
    let trf = h
        .send(&player(0), tournament(TournamentAction::Export(Some(id))))
        .await;
    let text = String::from_utf8(trf.attachments[0].bytes.clone()).unwrap();
    let t = read_trf(&text).unwrap();
    let p3 = t
        .players
        .iter()
        .find(|p| p.name == "P3")
        .expect("P3 in the file");
    // A forfeit loss in round 1, then not paired again.
    assert!(
        matches!(p3.result(0), RoundResult::Forfeit { won: false, .. }),
        "{text}"
    );
    assert!(
        (1..t.rounds_played()).all(|r| !p3.result(r).was_paired()),
        "{text}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_has_as_many_tournaments_open_as_its_config_says() {
    let h = Harness::new(config).await;
    let create = |name: &str| {
        let mut o = options(TournamentFormat::RoundRobin);
        o.name = name.to_owned();
        tournament(TournamentAction::Create(o))
    };
    for name in ["One", "Two", "Three"] {
        let made = h.send(&boss(), create(name)).await;
        assert!(made.has(Key::TournamentCreated), "{}", made.english());
    }
    let fourth = h.send(&boss(), create("Four")).await;
    assert!(
        fourth.is_private() && fourth.refused,
        "{}",
        fourth.english()
    );
    assert!(fourth.has(Key::TournamentTooMany), "{}", fourth.english());
    // A manager raises the limit to 4: the fourth is taken, a fifth is not.
    let more = hexbot::service::ConfigOptions {
        open_tournaments: Some(4),
        ..Default::default()
    };
    let set = h.send(&boss(), Command::Config(more)).await;
    assert!(set.has(Key::ConfigOpenTournaments), "{}", set.english());
    assert!(set.english().contains("at most: 4"), "{}", set.english());
    let fourth = h.send(&boss(), create("Four")).await;
    assert!(fourth.has(Key::TournamentCreated), "{}", fourth.english());
    let fifth = h.send(&boss(), create("Five")).await;
    assert!(fifth.has(Key::TournamentTooMany), "{}", fifth.english());
}

/// Each round of a tournament's TRF file is what the Dutch engine pairs from the rounds before,
/// by the rules the file names.
fn each_round_as_the_engine_pairs_it(trf: &str, rounds: usize) {
    let t = read_trf(trf).expect("our TRF reads");
    assert_eq!(t.rounds_played(), rounds, "{trf}");
    for round in 1..=rounds {
        let paired = pair_dutch(&t.before_round(round)).unwrap();
        for p in &paired {
            let (player, opponent) = match *p {
                Pairing::Game { white, black } => (white, Some(black)),
                Pairing::Bye(player) => (player, None),
            };
            let result = t.players[player as usize - 1].result(round - 1);
            assert_eq!(result.opponent(), opponent, "round {round}:\n{trf}");
            if opponent.is_none() {
                assert_eq!(result, RoundResult::PairingBye, "round {round}:\n{trf}");
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn swiss_tournaments_keep_the_dutch_rules_they_were_made_with() {
    let mut h = Harness::new(config).await;
    // A round robin takes no Dutch rules.
    let mut bad = options(TournamentFormat::RoundRobin);
    bad.rules = Some(DutchRules::Fide2017);
    let refused = h
        .send(&boss(), tournament(TournamentAction::Create(bad)))
        .await;
    assert!(refused.is_private() && refused.has(Key::TournamentRulesSwissOnly));

    let mut thread = 6000;
    for (asked, year) in [(Some(DutchRules::Fide2017), "2017"), (None, "2025")] {
        let mut o = options(TournamentFormat::Swiss);
        o.rounds = Some(3);
        o.rules = asked;
        // Five players: a bye each round.
        let created = h
            .send(&boss(), tournament(TournamentAction::Create(o)))
            .await;
        assert!(created.has(Key::TournamentPairingRules));
        let text = created.english();
        assert!(
            text.contains(&format!("FIDE Dutch rules of {year}.")),
            "{text}"
        );
        let id = number_in(&text);
        for n in 0..5 {
            h.send(&player(n), tournament(TournamentAction::Join(Some(id))))
                .await;
        }
        let started = h
            .send(&boss(), tournament(TournamentAction::Start(Some(id))))
            .await;
        assert!(
            started.has(Key::TournamentByeSwiss),
            "{}",
            started.english()
        );
        thread += 100;
        play_to_the_end(&mut h, thread).await;
        let export = h
            .send(&player(1), tournament(TournamentAction::Export(Some(id))))
            .await;
        let trf = String::from_utf8(export.attachments[0].bytes.clone()).unwrap();
        assert!(
            trf.contains(&format!("192 FIDE_DUTCH_{year}\n")),
            "the file names its rules: {trf}"
        );
        each_round_as_the_engine_pairs_it(&trf, 3);
    }
}
