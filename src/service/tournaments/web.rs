//! A server's running tournaments on its web page, as data: each one's current round (its
//! boards linked to their games' pages), its standings with their tiebreaks, and the crosstable
//! or bracket picture, all as `/hex-tournament standings` words them (the web formats the
//! messages in the reader's language).

use super::Tournaments;
use super::picture::standings_picture;
use crate::service::messages::Message;
use crate::store::{GameId, GuildId, StoreError, TournamentId, TournamentStatus};

/// How many running tournaments a server's page shows.
const TOURNAMENTS_SHOWN: usize = 5;

/// A running tournament on a server's page, as data.
#[derive(Clone, Debug)]
pub struct TournamentView {
    /// Its number.
    pub id: TournamentId,
    /// The current round's heading, then a line per board with the board's game (for a link
    /// to its page) when it has one.
    pub round: Vec<(Message, Option<GameId>)>,
    /// The standings after the complete rounds: a heading, a line per player, the tiebreaks'
    /// legend.
    pub standings: Vec<Message>,
    /// Whether it has a standings picture (a round robin's crosstable, a knockout's bracket).
    pub picture: bool,
}

impl Tournaments {
    /// `guild`'s running tournaments, newest first.
    pub(in crate::service) async fn web_tournaments(
        &self,
        guild: GuildId,
    ) -> Result<Vec<TournamentView>, StoreError> {
        let records = self
            .db
            .store()
            .tournaments_in(guild, &[TournamentStatus::Running])
            .await?;
        let mut shown = Vec::new();
        for record in records.into_iter().take(TOURNAMENTS_SHOWN) {
            let Some(stored) = self.db.store().load_tournament(record.id).await? else {
                continue;
            };
            let run = self.running(stored).await;
            let current = run.stored.record.current_round;
            let mut round = Vec::new();
            if current > 0 {
                let games = run
                    .stored
                    .boards
                    .iter()
                    .filter(|b| b.round == current)
                    .map(|b| b.game);
                let mut lines = self.round_lines(&run, current, false).into_iter();
                if let Some(heading) = lines.next() {
                    round.push((heading, None));
                }
                round.extend(lines.zip(games.chain(std::iter::repeat(None))));
            }
            let standings = self.standings_lines(&run);
            shown.push(TournamentView {
                id: run.stored.record.id,
                round,
                standings,
                picture: standings_picture(&run).is_some(),
            });
        }
        Ok(shown)
    }

    /// The standings picture (PNG) of `guild`'s tournament `id`, if it has one.
    pub(in crate::service) async fn web_tournament_picture(
        &self,
        guild: GuildId,
        id: TournamentId,
    ) -> Result<Option<Vec<u8>>, StoreError> {
        let Some(stored) = self.db.store().load_tournament(id).await? else {
            return Ok(None);
        };
        if stored.record.new.guild != guild {
            return Ok(None);
        }
        let run = self.running(stored).await;
        Ok(standings_picture(&run).map(|a| a.bytes))
    }
}
