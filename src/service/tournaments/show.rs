//! What players read of a tournament: a round's pairings, the standings with their tiebreaks,
//! and the TRF file.

use super::Running;
use super::Tournaments;
use super::signup::named;
use crate::service::error::Res;
use crate::service::ids::Actor;
use crate::service::messages::{Arg, Key, Message, count};
use crate::service::reply::{Attachment, Reply};
use crate::store::TournamentId;
use crate::tournament::{BoardResult, Colour, EventFormat, Pairing, write_trf};

impl Tournaments {
    /// Round `round`'s heading and its boards: games, forfeits and byes (the games' players
    /// mentioned when `ping`).
    pub(super) fn round_lines(&self, run: &Running, round: u32, ping: bool) -> Vec<Message> {
        let mut lines = vec![
            named(Message::new(Key::TournamentRound), &run.stored)
                .arg("round", i64::from(round))
                .arg("rounds", i64::from(run.event.planned_rounds())),
        ];
        let Some(boards) = run.event.rounds.get(round as usize - 1) else {
            return lines;
        };
        for (b, number) in boards.iter().zip(1i64..) {
            let line = match (b.pairing, b.result) {
                (Pairing::Bye(player), _) => {
                    let key = match run.event.format {
                        EventFormat::Swiss { .. } => Key::TournamentByeSwiss,
                        EventFormat::RoundRobin(_) => Key::TournamentByeIdle,
                        EventFormat::Knockout => Key::TournamentByeThrough,
                    };
                    Message::new(key).arg("user", run.player(player, false))
                }
                (Pairing::Game { white, black }, BoardResult::Forfeit(Some(winner))) => {
                    let (won, lost) = if winner == Colour::White {
                        (white, black)
                    } else {
                        (black, white)
                    };
                    Message::new(Key::TournamentForfeit)
                        .arg("board", number)
                        .arg("winner", run.player(won, false))
                        .arg("loser", run.player(lost, false))
                }
                (Pairing::Game { white, black }, BoardResult::Forfeit(None)) => {
                    Message::new(Key::TournamentForfeitBoth)
                        .arg("board", number)
                        .arg("red", run.player(white, false))
                        .arg("blue", run.player(black, false))
                }
                (Pairing::Game { white, black }, _) => Message::new(Key::TournamentPairing)
                    .arg("board", number)
                    .arg("red", run.player(white, ping))
                    .arg("blue", run.player(black, ping)),
            };
            lines.push(line);
        }
        lines
    }

    /// The standings after the complete rounds: a heading, a line per player, and what the
    /// tiebreaks' abbreviations mean.
    pub(super) fn standings_lines(&self, run: &Running) -> Vec<Message> {
        let complete = run.event.complete_rounds();
        if complete == 0 {
            return vec![named(
                Message::new(Key::TournamentStandingsNone),
                &run.stored,
            )];
        }
        let mut lines = vec![
            named(Message::new(Key::TournamentStandingsTitle), &run.stored)
                .arg("round", i64::from(complete))
                .arg("rounds", i64::from(run.event.planned_rounds())),
        ];
        let tiebreak_names: &[Key] = match run.event.format {
            EventFormat::Swiss { .. } => &[
                Key::TournamentTbBuchholzCut1,
                Key::TournamentTbBuchholz,
                Key::TournamentTbSonnebornBerger,
                Key::TournamentTbDirect,
            ],
            EventFormat::RoundRobin(_) => {
                &[Key::TournamentTbSonnebornBerger, Key::TournamentTbDirect]
            }
            EventFormat::Knockout => &[],
        };
        for s in run.event.standings() {
            let user = run.player(s.number, false);
            if run.event.format == EventFormat::Knockout {
                lines.push(
                    Message::new(Key::TournamentStandingsKnockout)
                        .arg("rank", i64::from(s.rank))
                        .arg("user", user)
                        .arg("wins", i64::from(s.points.0 / 100)),
                );
                continue;
            }
            let tiebreaks: Vec<Arg> = tiebreak_names
                .iter()
                .zip(&s.tiebreaks)
                .map(|(&key, value)| {
                    Message::new(Key::TournamentTiebreak)
                        .arg("name", Message::new(key))
                        .arg("value", value.to_string())
                        .into()
                })
                .collect();
            lines.push(
                Message::new(Key::TournamentStandingsRow)
                    .arg("rank", i64::from(s.rank))
                    .arg("user", user)
                    .arg("points", s.points.to_string())
                    .arg("tiebreaks", Arg::List(tiebreaks))
                    .arg(
                        "games",
                        count(i64::from(s.games), Key::TournamentGamesCount),
                    ),
            );
        }
        match run.event.format {
            EventFormat::Swiss { .. } => lines.push(Message::new(Key::TournamentTbLegendSwiss)),
            EventFormat::RoundRobin(_) => {
                lines.push(Message::new(Key::TournamentTbLegendRoundRobin));
            }
            EventFormat::Knockout => {}
        }
        lines
    }

    /// `/hex-tournament standings`.
    pub(super) async fn tournament_standings(
        &self,
        actor: &Actor,
        id: Option<TournamentId>,
    ) -> Res<Reply> {
        let stored = self.named_or_here(actor, id).await?;
        let run = self.running(stored).await;
        let mut reply = Reply::public_lines(self.standings_lines(&run));
        reply
            .attachments
            .extend(super::picture::standings_picture(&run));
        Ok(reply)
    }

    /// `/hex-tournament export`: the complete rounds as a TRF file (Red is White).
    pub(super) async fn export_tournament(
        &self,
        actor: &Actor,
        id: Option<TournamentId>,
    ) -> Res<Reply> {
        let stored = self.named_or_here(actor, id).await?;
        let run = self.running(stored).await;
        let trf = write_trf(&run.event.tournament());
        let mut reply =
            Reply::public(Message::new(Key::TournamentExported).arg("id", run.stored.record.id.0));
        reply.attachments.push(Attachment {
            name: format!("hexbot-tournament-{}.trf", run.stored.record.id.0),
            bytes: trf.into_bytes(),
        });
        Ok(reply)
    }
}
