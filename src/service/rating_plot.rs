//! The profile's plot of a player's rating over time, on both ladders when both have games
//! (drawn by [`crate::render::rating_plot_png`] from the store's rating history).

use super::calendar::date_text;
use super::error::Res;
use super::ids::{GuildId, UserId};
use super::messages::{Key, Message, count};
use super::reply::BoardImage;
use crate::render::{RatingPlot, RatingSeries, rating_plot_png};
use crate::store::{RatingPoint, Store, Timestamp};

/// A ladder's history as plot points: the rating before the first game, then after each.
fn series(points: &[RatingPoint], dashed: bool) -> RatingSeries {
    let mut out = Vec::with_capacity(points.len() + 1);
    if let Some(first) = points.first() {
        // The start, just before the first game.
        out.push((first.at.0 - 1, first.before));
    }
    out.extend(points.iter().map(|p| (p.at.0, p.after)));
    RatingSeries {
        points: out,
        dashed,
    }
}

/// The plot of `user`'s ratings in `guild` with its caption, or `None` without rated games.
pub(super) async fn rating_plot(
    store: &Store,
    guild: GuildId,
    user: UserId,
) -> Res<Option<BoardImage>> {
    let (players, computer) = store.rating_history(guild, user).await?;
    if players.is_empty() && computer.is_empty() {
        return Ok(None);
    }
    let caption = match (players.is_empty(), computer.is_empty()) {
        (false, false) => Key::ProfilePlotBoth,
        (false, true) => Key::ProfilePlotPlayers,
        _ => Key::ProfilePlotComputer,
    };
    let games = i64::try_from(players.len() + computer.len()).unwrap_or(i64::MAX);
    let plot = [series(&players, false), series(&computer, true)];
    let png = tokio::task::spawn_blocking(move || {
        let date = |ms: i64| date_text(Timestamp(ms));
        rating_plot_png(&RatingPlot {
            series: plot.to_vec(),
            date: &date,
        })
    })
    .await
    .unwrap_or_default();
    Ok(Some(BoardImage {
        png,
        caption: Message::new(Key::ProfilePlotCaption).arg("ladders", caption),
        alt: Message::new(Key::ProfilePlotAlt).arg("games", count(games, Key::RatedGames)),
    }))
}
