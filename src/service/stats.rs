//! The guild's standings: the leaderboards (two-player games, the computer ladder where each
//! level has a fixed rating, and puzzles; all by conservative rating, ten a page) and a player's
//! profile (the ratings, record, best win, recent games).

use super::access::may_see;
use super::command::Ladder;
use super::error::{Res, refuse};
use super::ids::{Actor, Person, SharedClock, UserId};
use super::messages::{Arg, Key, Message, count, level_arg};
use super::parts::Parts;
use super::persist::Db;
use super::puzzles::{Streaks, streaks_now};
use super::rating_plot::rating_plot;
use super::reply::Reply;
use crate::store::{GameStatus, Player};

/// The ladders wing: the leaderboards and the profiles, read from the store (which rates the
/// games and puzzles as they end).
pub(super) struct Ladders {
    db: Db,
    clock: SharedClock,
}

/// A player's profile as the reply shows it.
struct ProfileView {
    rating: f64,
    deviation: f64,
    provisional: bool,
    games: u32,
    wins: u32,
    losses: u32,
    streak: i32,
    /// The computer ladder: rating, deviation, provisional, wins, losses (`None` before the
    /// first rated game against the computer).
    computer: Option<(f64, f64, bool, u32, u32)>,
    /// The puzzle ladder, the same way (`None` before the first rated puzzle).
    puzzles: Option<(f64, f64, bool, u32, u32)>,
    /// The daily puzzle's streaks (shown once the player solved one).
    daily: Streaks,
    /// The best win's opponent and their rating then.
    best_win: Option<(String, f64)>,
    /// Most recent first: opponent and whether won (`None`: no winner).
    recent: Vec<(Arg, Option<bool>)>,
}

impl Ladders {
    /// The wing of a service opening with `parts`.
    pub(super) fn new(parts: &Parts) -> Self {
        Self {
            db: parts.db.clone(),
            clock: parts.clock.clone(),
        }
    }

    /// A user's profile, or `None` if they have played no game in this guild.
    async fn profile_of(&self, actor: &Actor, user: UserId) -> Res<Option<ProfileView>> {
        let guild = actor.guild;
        let store = self.db.store();
        let p = store.profile(guild, user).await?;
        let recent = store.recent_games(guild, user, 5).await?;
        let (puzzles, _) = store.puzzle_standing(guild, user).await?;
        let daily = streaks_now(store, self.clock.now(), guild, user).await?;
        if p.rating.games == 0
            && p.computer.games == 0
            && puzzles.games == 0
            && daily.best == 0
            && recent.is_empty()
        {
            return Ok(None);
        }
        // Only the games the asker may see (their own, this channel's, or as a manager).
        let mut shown = Vec::new();
        for r in recent
            .into_iter()
            .filter(|r| r.status == GameStatus::Finished && may_see(actor, r))
        {
            let mine = r.seat_of(user);
            let other = mine.map_or(r.blue, |s| r.player(s.other()));
            let name: Arg = match other {
                Player::Human(u) => Arg::User(u, self.db.name(guild, u).await),
                Player::Computer(l) => Message::new(Key::ComputerWithLevel)
                    .arg("level", level_arg(l))
                    .into(),
            };
            shown.push((name, r.winner_seat.zip(mine).map(|(w, m)| w == m)));
        }
        let best_win = match p.best_win {
            Some(b) => Some((self.db.name(guild, b.opponent).await, b.opponent_rating)),
            None => None,
        };
        let standing = |r: &crate::store::PlayerRating| {
            (r.games > 0).then(|| {
                let (rating, deviation) = (r.rating.rating, r.rating.deviation);
                (rating, deviation, r.provisional(), r.wins, r.losses)
            })
        };
        Ok(Some(ProfileView {
            rating: p.rating.rating.rating,
            deviation: p.rating.rating.deviation,
            provisional: p.provisional,
            games: p.rating.games,
            wins: p.rating.wins,
            losses: p.rating.losses,
            streak: p.rating.streak,
            computer: standing(&p.computer),
            puzzles: standing(&puzzles),
            daily,
            best_win,
            recent: shown,
        }))
    }

    pub(super) async fn leaderboard(
        &self,
        actor: &Actor,
        page: Option<u32>,
        kind: Ladder,
    ) -> Res<Reply> {
        const PER_PAGE: u32 = 10;
        let page = page.unwrap_or(1).max(1);
        let store = self.db.store();
        let offset = (page - 1).saturating_mul(PER_PAGE);
        let (total, rows, empty, title) = match kind {
            Ladder::Players => (
                store.leaderboard_len(actor.guild).await?,
                store.leaderboard(actor.guild, offset, PER_PAGE).await?,
                Key::LeaderboardEmpty,
                Key::LeaderboardTitle,
            ),
            Ladder::Computer => (
                store.computer_leaderboard_len(actor.guild).await?,
                store
                    .computer_leaderboard(actor.guild, offset, PER_PAGE)
                    .await?,
                Key::ComputerLeaderboardEmpty,
                Key::ComputerLeaderboardTitle,
            ),
            Ladder::Puzzles => (
                store.puzzle_leaderboard_len(actor.guild).await?,
                store
                    .puzzle_leaderboard(actor.guild, offset, PER_PAGE)
                    .await?,
                Key::PuzzleLeaderboardEmpty,
                Key::PuzzleLeaderboardTitle,
            ),
        };
        if total == 0 {
            return Ok(Reply::public(Message::new(empty)));
        }
        let pages = total.div_ceil(PER_PAGE);
        if rows.is_empty() {
            return refuse(
                Message::new(Key::LeaderboardPageEmpty)
                    .arg("page", i64::from(page))
                    .arg("pages", i64::from(pages)),
            );
        }
        let mut lines = vec![
            Message::new(title)
                .arg("page", i64::from(page))
                .arg("pages", i64::from(pages)),
        ];
        for r in &rows {
            let user = r.player.user;
            let provisional: Arg = if r.provisional {
                Key::Provisional.into()
            } else {
                "".into()
            };
            lines.push(
                Message::new(Key::LeaderboardLine)
                    .arg("rank", i64::from(r.rank))
                    .arg(
                        "player",
                        Arg::User(user, self.db.name(actor.guild, user).await),
                    )
                    .arg("rating", r.player.rating.rating.round() as i64)
                    .arg("provisional", provisional)
                    .arg("wins", i64::from(r.player.wins))
                    .arg("losses", i64::from(r.player.losses)),
            );
        }
        Ok(Reply::public_lines(lines))
    }

    pub(super) async fn profile(&self, actor: &Actor, user: Option<Person>) -> Res<Reply> {
        // The asker was remembered at the door (nickname and account name apart); someone
        // named in the command comes with their account's name.
        if let Some(who) = &user {
            self.db
                .remember(
                    actor.guild,
                    who.id,
                    (&who.name, &who.name),
                    self.clock.now(),
                )
                .await;
        }
        let who = user.unwrap_or_else(|| actor.person());
        let player = Arg::User(who.id, who.name.clone());
        // Outside servers, the ladders are those of the games played outside servers.
        let outside = actor.answers_only;
        let Some(p) = self.profile_of(actor, who.id).await? else {
            let key = if outside {
                Key::ProfileEmptyOutside
            } else {
                Key::ProfileEmpty
            };
            return Ok(Reply::private(Message::new(key).arg("player", player)));
        };
        let provisional: Arg = if p.provisional {
            Key::Provisional.into()
        } else {
            "".into()
        };
        let mut lines = if p.games == 0 && (p.computer.is_some() || p.puzzles.is_some()) {
            // Only games against the computer or puzzles so far: no two-player rating to show.
            let key = if outside {
                Key::ProfileNoPlayerGamesOutside
            } else {
                Key::ProfileNoPlayerGames
            };
            vec![Message::new(key).arg("player", player)]
        } else {
            vec![
                Message::new(Key::ProfileTitle)
                    .arg("player", player)
                    .arg("rating", p.rating.round() as i64)
                    .arg("deviation", p.deviation.round() as i64)
                    .arg("provisional", provisional),
                Message::new(Key::ProfileRecord)
                    .arg("games", count(i64::from(p.games), Key::RatedGames))
                    .arg("wins", i64::from(p.wins))
                    .arg("losses", i64::from(p.losses))
                    .arg("streak", streak_arg(i64::from(p.streak))),
            ]
        };
        for (key, standing) in [
            (Key::ProfileComputer, p.computer),
            (Key::ProfilePuzzles, p.puzzles),
        ] {
            let Some((rating, deviation, provisional, wins, losses)) = standing else {
                continue;
            };
            let provisional: Arg = if provisional {
                Key::Provisional.into()
            } else {
                "".into()
            };
            lines.push(
                Message::new(key)
                    .arg("rating", rating.round() as i64)
                    .arg("deviation", deviation.round() as i64)
                    .arg("provisional", provisional)
                    .arg("wins", i64::from(wins))
                    .arg("losses", i64::from(losses)),
            );
        }
        if outside {
            lines.insert(0, Message::new(Key::ProfileOutside));
        }
        if p.daily.best > 0 {
            lines.push(
                Message::new(Key::ProfileDailyStreak)
                    .arg("current", i64::from(p.daily.current))
                    .arg("best", i64::from(p.daily.best)),
            );
        }
        if let Some((name, rating)) = p.best_win {
            lines.push(
                Message::new(Key::ProfileBestWin)
                    .arg("opponent", name)
                    .arg("rating", rating.round() as i64),
            );
        }
        if !p.recent.is_empty() {
            let games = p
                .recent
                .iter()
                .map(|(opponent, won)| {
                    let key = match won {
                        Some(true) => Key::RecentWon,
                        Some(false) => Key::RecentLost,
                        None => Key::RecentUnfinished,
                    };
                    Message::new(key).arg("opponent", opponent.clone()).into()
                })
                .collect::<Vec<Arg>>();
            lines.push(Message::new(Key::ProfileRecent).arg("games", Arg::List(games)));
        }
        let mut reply = Reply::public_lines(lines);
        reply.board = rating_plot(self.db.store(), actor.guild, who.id).await?;
        Ok(reply)
    }
}

/// The current run of results in words: a positive streak counts wins, a negative one losses.
fn streak_arg(streak: i64) -> Arg {
    match streak {
        0 => Key::StreakNone.into(),
        n if n > 0 => count(n, Key::StreakWon),
        n => count(-n, Key::StreakLost),
    }
}
