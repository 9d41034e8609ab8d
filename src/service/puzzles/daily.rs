//! The daily puzzle: one puzzle a day per server, the same for everyone there. A server's day
//! starts at its hour (UTC, `/hex config puzzle-hour:`); when it has a puzzle channel, the day's
//! puzzle is posted there at that hour, with a Solve button that opens it privately. The post
//! counts its solvers and names the first three, edited as they come. `/hex-study puzzle daily`
//! shows today's to anyone, posted or not.
//!
//! Exactly one post a day per server: the day's puzzle is chosen once (the first to store it
//! wins), the post is claimed once in the store (one process, one claim), and the front end
//! reports the post's message back. A claim never reported (the process died between them) is
//! posted again when the process starts, and the front end first looks for the post in the
//! channel. A day whose hour passed while the bot was down is posted when it starts; a day
//! whose hour came before the channel was set is not.
//!
//! A player's streak is the run of consecutive days whose puzzle they solved without a hint;
//! it lasts through today until today's is done.

use super::Puzzles;
use super::open::open_at;
use crate::puzzle::{Puzzle, by_number, library};
use crate::render::{BoardView, render_png};
use crate::service::calendar::date_text;
use crate::service::custom_id::Action;
use crate::service::error::{Res, refuse};
use crate::service::ids::{Actor, ChannelId, GameId, GuildId, Timestamp, UserId};
use crate::service::messages::{Arg, Key, Message};
use crate::service::reply::{BoardImage, Button, DailyPost, Outgoing, Reply};
use crate::service::settings::defaults;
use crate::service::state::alt_text_of;
use crate::service::watch::watch;
use crate::store::{DailyPuzzle, PuzzleAttempt, Store};
use std::sync::Arc;

const HOUR_MS: i64 = 3_600_000;
const DAY_MS: i64 = 24 * HOUR_MS;

/// How many solvers the post names.
const NAMED_SOLVERS: u32 = 3;

/// The daily puzzles are drawn from those rated within this range (the library's middle), while
/// the server has not had them all.
const DAILY_RATINGS: std::ops::RangeInclusive<u16> = 1300..=1800;

/// The day (days since 1970-01-01) that `at` falls in, for a server whose days start at `hour`.
pub(crate) fn day_of(at: Timestamp, hour: u8) -> i64 {
    (at.0 - i64::from(hour) * HOUR_MS).div_euclid(DAY_MS)
}

/// When `day` starts (and its puzzle is posted) for a server whose days start at `hour`.
pub(crate) fn day_start(day: i64, hour: u8) -> Timestamp {
    Timestamp(day * DAY_MS + i64::from(hour) * HOUR_MS)
}

/// A player's daily streaks: the current run (through `today`, or through yesterday while
/// today's is not solved) and the longest.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Streaks {
    pub current: u32,
    pub best: u32,
}

/// The streaks of a player who solved the puzzles of `days` (ascending), on `today`.
pub(crate) fn streaks(days: &[i64], today: i64) -> Streaks {
    let mut best = 0;
    let mut run = 0;
    let mut last = None;
    for &d in days {
        run = if last == Some(d - 1) {
            run + 1
        } else if last == Some(d) {
            run
        } else {
            1
        };
        best = best.max(run);
        last = Some(d);
    }
    let current = match last {
        Some(l) if l == today || l == today - 1 => run,
        _ => 0,
    };
    Streaks { current, best }
}

/// The puzzle for `guild`'s `day` (drawn by the server and the day, mixed as the computer's
/// per-move seeds are): one it has not had, rated in the library's middle if any
/// is left, else any it has not had, else any.
fn pick(guild: GuildId, day: i64, used: &[u32]) -> Option<&'static Puzzle> {
    let fresh: Vec<&Puzzle> = library()
        .iter()
        .filter(|p| !used.contains(&p.number))
        .collect();
    let middle: Vec<&Puzzle> = fresh
        .iter()
        .copied()
        .filter(|p| DAILY_RATINGS.contains(&p.rating))
        .collect();
    let all: Vec<&Puzzle> = library().iter().collect();
    let pool = [middle, fresh, all].into_iter().find(|p| !p.is_empty())?;
    let i = usize::try_from(crate::ai::move_seed(guild.0, day.cast_unsigned()) % pool.len() as u64)
        .unwrap_or(0);
    pool.get(i).copied()
}

/// `user`'s daily streaks in `guild` at `now`.
pub(crate) async fn streaks_now(
    store: &Store,
    now: Timestamp,
    guild: GuildId,
    user: UserId,
) -> Res<Streaks> {
    let settings = store.daily_settings(guild).await?;
    let days = store.daily_days_solved(guild, user).await?;
    Ok(streaks(&days, day_of(now, settings.hour)))
}

impl Puzzles {
    /// `guild`'s day now, by its settings.
    async fn today(&self, guild: GuildId) -> Res<i64> {
        let settings = self.db.store().daily_settings(guild).await?;
        Ok(day_of(self.clock.now(), settings.hour))
    }

    /// The puzzle of `guild`'s `day`, chosen now if it has none.
    async fn daily_of(&self, guild: GuildId, day: i64) -> Res<(DailyPuzzle, &'static Puzzle)> {
        let store = self.db.store();
        let daily = match store.daily_puzzle(guild, day).await? {
            Some(d) => d,
            None => {
                let used = store.daily_puzzles_used(guild).await?;
                let Some(p) = pick(guild, day, &used) else {
                    return refuse(Key::PuzzleNoLibrary);
                };
                store
                    .choose_daily_puzzle(guild, day, p.number, self.clock.now())
                    .await?
            }
        };
        let Some(puzzle) = by_number(daily.puzzle) else {
            tracing::error!(
                puzzle = daily.puzzle,
                "a daily puzzle is not in the library"
            );
            return refuse(Key::PuzzleNoLibrary);
        };
        Ok((daily, puzzle))
    }

    /// `/hex-study puzzle daily` and the Solve button: the day's puzzle for the actor, privately —
    /// their attempt at it (opened now if they have none), or how they did.
    pub(super) async fn open_daily(&self, actor: &Actor, pressed: Option<i64>) -> Res<Reply> {
        let today = self.today(actor.guild).await?;
        if let Some(day) = pressed.filter(|&d| d != today) {
            return refuse(Message::new(Key::PuzzleDailyOld).arg("date", day_text(day)));
        }
        let (_, puzzle) = self.daily_of(actor.guild, today).await?;
        let store = self.db.store();
        let view = self.puzzle_view(actor).await?;
        let attempt = match store.daily_attempt(actor.guild, actor.user, today).await? {
            Some(a) if !a.is_open() => return self.daily_done(actor, &a, today).await,
            Some(a) => a,
            None => {
                if let Some(other) = store.open_puzzle(actor.guild, actor.user).await? {
                    return refuse(
                        Message::new(Key::PuzzleDailyFinishFirst)
                            .arg("number", i64::from(other.puzzle)),
                    );
                }
                let tried = store
                    .puzzles_tried(actor.guild, actor.user)
                    .await?
                    .iter()
                    .any(|(p, _)| *p == puzzle.number);
                let started = store
                    .start_puzzle(
                        actor.guild,
                        actor.user,
                        puzzle.number,
                        !tried,
                        Some(today),
                        self.clock.now(),
                    )
                    .await?;
                match started {
                    Some(a) => a,
                    None => return refuse(Key::PuzzleBusy),
                }
            }
        };
        let open = open_at(attempt, puzzle)?;
        let mut reply = view.board(&open, super::view::Verdict::Start).await;
        reply.lines.insert(
            1,
            Message::new(Key::PuzzleDailyOf).arg("date", day_text(today)),
        );
        Ok(reply)
    }

    /// How the actor did at the day's puzzle, with their streak.
    async fn daily_done(&self, actor: &Actor, a: &PuzzleAttempt, today: i64) -> Res<Reply> {
        let solved = a.solved == Some(true) && !a.hinted;
        let mut reply = Reply::private(
            Message::new(if solved {
                Key::PuzzleDailySolvedAlready
            } else {
                Key::PuzzleDailyTriedAlready
            })
            .arg("date", day_text(today))
            .arg("number", i64::from(a.puzzle)),
        );
        reply.lines.push(self.streak_line(actor, today).await?);
        Ok(reply)
    }

    /// The actor's daily streak as a line.
    async fn streak_line(&self, actor: &Actor, today: i64) -> Res<Message> {
        let s = self.daily_streaks(actor.guild, actor.user, today).await?;
        Ok(Message::new(Key::PuzzleDailyStreak)
            .arg("current", i64::from(s.current))
            .arg("best", i64::from(s.best)))
    }

    /// `user`'s daily streaks in `guild` on `today`.
    pub(crate) async fn daily_streaks(
        &self,
        guild: GuildId,
        user: UserId,
        today: i64,
    ) -> Res<Streaks> {
        let days = self.db.store().daily_days_solved(guild, user).await?;
        Ok(streaks(&days, today))
    }

    /// After an attempt ended: for a daily puzzle, the streak line for the reply, and the
    /// post's new count of solvers when it was solved.
    pub(super) async fn daily_ended(&self, actor: &Actor, a: &PuzzleAttempt) -> Res<Vec<Message>> {
        let Some(day) = a.daily else {
            return Ok(Vec::new());
        };
        if a.solved == Some(true) && !a.hinted {
            self.update_daily_post(actor.guild, day).await?;
        }
        Ok(vec![self.streak_line(actor, day).await?])
    }

    /// Edits the day's post with its solvers now (when it was posted).
    async fn update_daily_post(&self, guild: GuildId, day: i64) -> Res<()> {
        let Some(daily) = self.db.store().daily_puzzle(guild, day).await? else {
            return Ok(());
        };
        let (Some(channel), Some(message)) = (daily.channel, daily.message) else {
            return Ok(());
        };
        let Some(puzzle) = by_number(daily.puzzle) else {
            return Ok(());
        };
        let reply = self.daily_post(guild, day, puzzle).await?;
        self.outbox.send(Outgoing {
            guild,
            channel,
            reply,
            direct: None,
            thread: None,
            edit: Some(message),
            daily: None,
        });
        Ok(())
    }

    /// The public post of `guild`'s puzzle of `day`: the task, the picture, the solvers so
    /// far, and the Solve button.
    async fn daily_post(&self, guild: GuildId, day: i64, puzzle: &'static Puzzle) -> Res<Reply> {
        let (count, firsts) = self
            .db
            .store()
            .daily_solvers(guild, day, NAMED_SOLVERS)
            .await?;
        let mut names = Vec::with_capacity(firsts.len());
        for u in firsts {
            names.push(Arg::User(u, self.db.name(guild, u).await));
        }
        let attacker = puzzle.solver_color();
        let solvers = if count == 0 {
            Message::new(Key::PuzzleDailyNobody)
        } else {
            Message::new(Key::PuzzleDailySolvers)
                .arg("count", i64::from(count))
                .arg("names", Arg::List(names))
                .arg("more", i64::from(count.saturating_sub(NAMED_SOLVERS)))
        };
        let game = puzzle.position().map_err(|e| {
            tracing::error!(
                puzzle = puzzle.number,
                "a daily puzzle does not replay: {e}"
            );
            crate::service::error::Fail::Refused(Message::new(Key::PuzzleNoLibrary))
        })?;
        let orientation = defaults(self.db.store(), guild).await?.orientation;
        let picture = BoardView::from_game(&game).with_orientation(orientation);
        let caption = Message::new(Key::PuzzleCaption)
            .arg("number", i64::from(puzzle.number))
            .arg("color", attacker);
        let alt = alt_text_of(&game, caption.clone());
        let png = tokio::task::spawn_blocking(move || render_png(&picture))
            .await
            .unwrap_or_default();
        let mut reply = Reply::public_lines(vec![
            Message::new(Key::PuzzleDailyPost)
                .arg("date", day_text(day))
                .arg("number", i64::from(puzzle.number))
                .arg("size", i64::from(puzzle.size.get()))
                .arg("rating", i64::from(puzzle.rating)),
            Message::new(Key::PuzzleDailyTask).arg("color", attacker),
            solvers,
        ]);
        reply.board = Some(BoardImage { png, caption, alt });
        reply.buttons = vec![Button::new(GameId(day), Action::PuzzleDaily, 0)];
        Ok(reply)
    }

    /// Hands the post of `daily` to the front end (which reports its message back).
    async fn send_daily_post(&self, daily: DailyPuzzle, channel: ChannelId) -> Res<()> {
        let Some(puzzle) = by_number(daily.puzzle) else {
            return Ok(());
        };
        let reply = self.daily_post(daily.guild, daily.day, puzzle).await?;
        self.outbox.send(Outgoing {
            guild: daily.guild,
            channel,
            reply,
            direct: None,
            thread: None,
            edit: None,
            daily: Some(DailyPost { day: daily.day }),
        });
        Ok(())
    }

    /// Posts the puzzles due now in this process's servers; returns when the next is due.
    async fn post_due_dailies(&self) -> Res<Option<Timestamp>> {
        let now = self.clock.now();
        let store = self.db.store();
        let mut next: Option<Timestamp> = None;
        for (guild, settings) in store.daily_posters(self.scope).await? {
            let Some(channel) = settings.channel else {
                continue;
            };
            let today = day_of(now, settings.hour);
            let tomorrow = day_start(today + 1, settings.hour);
            next = Some(next.map_or(tomorrow, |n| n.min(tomorrow)));
            if day_start(today, settings.hour) < settings.since {
                continue;
            }
            let (daily, _) = match self.daily_of(guild, today).await {
                Ok(d) => d,
                Err(crate::service::error::Fail::Refused(_)) => continue,
                Err(e) => return Err(e),
            };
            if !daily.claimed && store.claim_daily_post(guild, today, channel, now).await? {
                self.send_daily_post(daily, channel).await?;
            }
        }
        Ok(next)
    }

    /// Posts again the posts claimed but never reported (the process stopped between the
    /// claim and the report): the front end looks for each before it posts.
    async fn post_unreported_dailies(&self) -> Res<()> {
        let since = day_of(self.clock.now(), 0) - 1;
        for daily in self
            .db
            .store()
            .unreported_daily_posts(self.scope, since)
            .await?
        {
            if let Some(channel) = daily.channel {
                self.send_daily_post(daily, channel).await?;
            }
        }
        Ok(())
    }

    /// Posts each server's daily puzzle at its hour, until shutdown: sleeps until the next
    /// one is due (or the settings change).
    pub(in crate::service) fn watch_daily_puzzles(self: &Arc<Self>) {
        let puzzles = self.clone();
        watch(
            "daily puzzles",
            self.clock.clone(),
            self.shutdown.clone(),
            self.dailies_changed.clone(),
            move || {
                let puzzles = puzzles.clone();
                async move {
                    use std::sync::atomic::Ordering::SeqCst;
                    if !puzzles.dailies_resent.swap(true, SeqCst)
                        && let Err(e) = puzzles.post_unreported_dailies().await
                    {
                        // Tried again with the next step.
                        puzzles.dailies_resent.store(false, SeqCst);
                        return Err(e);
                    }
                    puzzles.post_due_dailies().await
                }
            },
        );
    }

    /// Remembers `message` as the post of `guild`'s daily puzzle of `day`.
    pub(in crate::service) async fn posted(
        &self,
        guild: GuildId,
        day: i64,
        message: u64,
    ) -> Result<(), crate::service::ServiceError> {
        Ok(self
            .db
            .store()
            .set_daily_message(guild, day, message)
            .await?)
    }
}

/// A day written as its date (the date its hour falls on).
fn day_text(day: i64) -> String {
    date_text(Timestamp(day * DAY_MS))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_start_at_the_servers_hour() {
        // 2026-12-04 12:53 UTC
        let at = Timestamp(1_796_388_780_000);
        let today = at.0.div_euclid(DAY_MS);
        assert_eq!(day_of(at, 0), today);
        assert_eq!(day_of(at, 12), today);
        assert_eq!(day_of(at, 13), today - 1);
        assert_eq!(
            day_start(today, 12),
            Timestamp(today * DAY_MS + 12 * HOUR_MS)
        );
        assert_eq!(day_of(day_start(today, 13), 13), today);
        assert_eq!(day_of(Timestamp(day_start(today, 13).0 - 1), 13), today - 1);
        assert_eq!(day_text(today), "2026-12-04");
    }

    #[test]
    fn streaks_last_until_a_day_is_missed() {
        assert_eq!(streaks(&[], 10), Streaks::default());
        let s = |current, best| Streaks { current, best };
        assert_eq!(streaks(&[8, 9, 10], 10), s(3, 3));
        // Today's is not solved yet: the run through yesterday still stands.
        assert_eq!(streaks(&[8, 9], 10), s(2, 2));
        // A day missed breaks it; the best stays.
        assert_eq!(streaks(&[3, 4, 5, 6, 9], 10), s(1, 4));
        assert_eq!(streaks(&[3, 4, 5], 10), s(0, 3));
        assert_eq!(streaks(&[5, 5, 6], 6), s(2, 2));
    }

    #[test]
    fn the_days_puzzle_is_fixed_and_fresh() {
        let guild = GuildId(42);
        let a = pick(guild, 100, &[]).expect("a puzzle").number;
        assert_eq!(pick(guild, 100, &[]).expect("a puzzle").number, a);
        let b = pick(guild, 100, &[a]).expect("a puzzle");
        assert_ne!(b.number, a);
        assert!(DAILY_RATINGS.contains(&b.rating));
    }
}
