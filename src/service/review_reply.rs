//! What a review says, worked out from its stored positions: how much each move cost its player
//! (their chance of winning before it, less their chance after it), each player's one-line
//! summary and three costliest moves with the computer's preferred stone, the biggest swings, and
//! the pictures (the graph, and a small board per costly move marking both stones).

use super::error::{Res, ServiceError, refuse};
use super::ids::GameId;
use super::messages::{Arg, Key, Message, count};
use super::renders::Renders;
use super::reply::{Attachment, BoardImage, Reply};
use super::state::State;
use crate::hex::{Cell, Color, Game, Move};
use crate::render::{self, BoardView, ReviewGraph};
use crate::store::{ReviewedPosition, Seat, StoredReview};
use tokio::sync::OwnedSemaphorePermit;

/// A move that lowers its player's chance of winning by at least this much (20 percentage points)
/// is a serious mistake.
pub(crate) const SERIOUS_MISTAKE: f32 = 0.20;

/// How many of each player's costliest moves a review lists.
const MISTAKES_SHOWN: usize = 3;

/// How many of the biggest swings the graph rings.
const SWINGS_MARKED: usize = 3;

/// A move that costs less than this (2 points) is within the search's noise and not listed.
const COSTLY: f32 = 0.02;

/// One move as the review judges it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct MoveCost {
    /// 1 for the first move.
    pub number: usize,
    pub mv: Move,
    /// The seat that made it and the colour it played.
    pub seat: Seat,
    pub color: Color,
    /// The mover's chance of winning before and after it.
    pub before: f32,
    pub after: f32,
    /// The stone the computer preferred.
    pub best: Option<Cell>,
    /// What it cost the mover (0 when it was the preferred stone or gained).
    pub lost: f32,
}

impl MoveCost {
    /// Whether the move turned the game against its player: winning (at least even) before,
    /// losing after.
    pub(crate) fn turned(&self) -> bool {
        self.before >= 0.5 && self.after < 0.5
    }
}

/// A player's side of the review.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct SeatSummary {
    pub seat: Seat,
    /// Moves judged (resignations are not moves on the board).
    pub moves: usize,
    /// Average chance lost per move (0 to 1).
    pub average_lost: f32,
    /// Moves that lost at least [`SERIOUS_MISTAKE`].
    pub serious: usize,
    /// The costliest moves, most costly first (at most [`MISTAKES_SHOWN`], each over [`COSTLY`]).
    pub worst: Vec<MoveCost>,
}

/// The whole judgement of a game.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Analysis {
    /// Red's chance of winning at each position, the start first.
    pub red_chance: Vec<f32>,
    /// Every move, in order.
    pub moves: Vec<MoveCost>,
    /// Red's seat first.
    pub seats: [SeatSummary; 2],
    /// The move numbers of the biggest swings, in game order.
    pub swings: Vec<usize>,
}

/// Judges the moves of `game` (made for `seats`, one per move) from its reviewed `positions`.
pub(crate) fn analyse(game: &Game, seats: &[Seat], positions: &[ReviewedPosition]) -> Analysis {
    let red_chance: Vec<f32> = positions.iter().map(|p| p.red_chance).collect();
    let mut replay = Game::new(game.settings());
    let mut moves = Vec::new();
    for (i, &mv) in game.moves().iter().enumerate() {
        let color = replay.to_move();
        let (Some(before), Some(after)) = (positions.get(i), positions.get(i + 1)) else {
            break;
        };
        let mine = |p: &ReviewedPosition| match color {
            Color::Red => p.red_chance,
            Color::Blue => 1.0 - p.red_chance,
        };
        let (b, a) = (mine(before), mine(after));
        let preferred = matches!(mv, Move::Place(c) if Some(c) == before.best);
        moves.push(MoveCost {
            number: i + 1,
            mv,
            seat: seats.get(i).copied().unwrap_or(Seat::Red),
            color,
            before: b,
            after: a,
            best: before.best,
            lost: if preferred { 0.0 } else { (b - a).max(0.0) },
        });
        if replay.play(mv).is_err() {
            break;
        }
    }
    let seats = Seat::BOTH.map(|seat| {
        let mine: Vec<&MoveCost> = moves
            .iter()
            .filter(|m| m.seat == seat && !matches!(m.mv, Move::Resign(_)))
            .collect();
        let total: f32 = mine.iter().map(|m| m.lost).sum();
        let mut worst: Vec<MoveCost> = mine
            .iter()
            .filter(|m| m.lost >= COSTLY)
            .map(|&m| m.clone())
            .collect();
        // The moves that turned the game (from winning to losing) first, then the most costly;
        // the earlier move first among equals (stable sort).
        worst.sort_by(|a, b| b.turned().cmp(&a.turned()).then(b.lost.total_cmp(&a.lost)));
        worst.truncate(MISTAKES_SHOWN);
        SeatSummary {
            seat,
            moves: mine.len(),
            average_lost: if mine.is_empty() {
                0.0
            } else {
                total / mine.len() as f32
            },
            serious: mine.iter().filter(|m| m.lost >= SERIOUS_MISTAKE).count(),
            worst,
        }
    });
    let mut by_swing: Vec<(usize, f32)> = red_chance
        .windows(2)
        .enumerate()
        .filter(|(i, _)| !matches!(game.moves().get(*i), Some(Move::Resign(_))))
        .map(|(i, w)| (i + 1, (w[1] - w[0]).abs()))
        .filter(|&(_, d)| d >= COSTLY)
        .collect();
    by_swing.sort_by(|a, b| b.1.total_cmp(&a.1));
    let mut swings: Vec<usize> = by_swing
        .into_iter()
        .take(SWINGS_MARKED)
        .map(|(n, _)| n)
        .collect();
    swings.sort_unstable();
    Analysis {
        red_chance,
        moves,
        seats,
        swings,
    }
}

/// A chance as whole per cent.
fn percent(p: f32) -> i64 {
    (p.clamp(0.0, 1.0) * 100.0).round() as i64
}

/// The file name of a costly move's picture.
fn picture_name(id: GameId, number: usize) -> String {
    format!("review-{}-move-{number}.png", id.0)
}

/// The reply showing `review` of `state`: the title, a summary and the costliest moves per
/// player, the graph as the picture and a small board per costly move as attachments, drawn
/// within the drawing permits of `renders` (refused, [`Key::RenderBusy`], when they and their
/// queue are all taken).
pub(super) async fn review_reply(
    renders: &Renders,
    state: &State,
    review: &StoredReview,
) -> Res<Reply> {
    let seats: Vec<Seat> = state.moves.iter().map(|m| m.seat).collect();
    let analysis = analyse(&state.game, &seats, &review.positions);
    let id = state.id();
    let mut lines = vec![review_title(state)];
    for summary in &analysis.seats {
        lines.extend(summary_lines(state, summary));
    }
    lines.push(Message::new(Key::ReviewBudget).arg("playouts", review.playouts as i64));
    let swings = Arg::List(analysis.swings.iter().map(|&n| (n as i64).into()).collect());
    let Some(permit) = renders.permit().await else {
        return refuse(Key::RenderBusy);
    };
    let (graph, pictures) = draw_review(state, &analysis, permit)
        .await
        .ok_or(ServiceError::Drawing(id))?;
    let start = analysis.red_chance.first().copied().unwrap_or(0.5);
    let end = analysis.red_chance.last().copied().unwrap_or(0.5);
    let moves = i64::try_from(state.ply()).unwrap_or(i64::MAX);
    let mut reply = Reply::public_lines(lines);
    reply.game = Some(id);
    reply.board = Some(BoardImage {
        png: graph,
        caption: Message::new(Key::ReviewCaption).arg("swings", swings.clone()),
        alt: Message::new(Key::ReviewAlt)
            .arg("moves", count(moves, Key::Moves))
            .arg("start", percent(start))
            .arg("end", percent(end))
            .arg("swings", swings),
    });
    reply.attachments = pictures
        .into_iter()
        .map(|(number, bytes)| Attachment {
            name: picture_name(id, number),
            bytes,
        })
        .collect();
    Ok(reply)
}

fn review_title(state: &State) -> Message {
    let result: Arg = match state.result() {
        Some((winner, reason)) => Message::new(Key::ExportResult)
            .arg("winner", state.color_arg(winner))
            .arg("color", winner)
            .arg("reason", state.end_reason(reason))
            .into(),
        None => Key::ExportAborted.into(),
    };
    Message::new(Key::ReviewTitle)
        .arg("game", state.id().0)
        .arg("red", state.seat_label(Seat::Red))
        .arg("blue", state.seat_label(Seat::Blue))
        .arg("result", result)
}

/// The small board of a costly move: the position after it (the move ringed as the last stone)
/// with the computer's preferred stone as a ghost in the mover's colour.
fn mistake_png(game: &Game, m: &MoveCost, orientation: render::Orientation) -> Vec<u8> {
    let Ok(after) = Game::replay(game.settings(), &game.moves()[..m.number]) else {
        return Vec::new();
    };
    let view = BoardView::from_game(&after)
        .with_suggestion(m.best.map(|c| (c, m.color)))
        .with_orientation(orientation);
    render::render_png(&view)
}

/// What one seat's play came to in a review: the summary, then its costliest moves (or that it
/// made no serious mistake), each naming the picture attached for it.
fn summary_lines(state: &State, summary: &SeatSummary) -> Vec<Message> {
    let mut lines = vec![
        Message::new(Key::ReviewSummary)
            .arg("player", state.seat_label(summary.seat))
            .arg("moves", count(summary.moves as i64, Key::Moves))
            .arg("average", percent(summary.average_lost))
            .arg("serious", summary.serious as i64)
            .arg("threshold", percent(SERIOUS_MISTAKE)),
    ];
    if summary.worst.is_empty() {
        lines.push(Message::new(Key::ReviewNoMistakes));
    }
    for m in &summary.worst {
        let played: Arg = match m.mv {
            Move::Place(c) => c.into(),
            _ => Key::LastSwap.into(),
        };
        let best: Arg = m.best.map_or_else(|| "-".into(), Arg::from);
        lines.push(
            Message::new(Key::ReviewMistake)
                .arg("number", m.number as i64)
                .arg("cell", played)
                .arg("before", percent(m.before))
                .arg("after", percent(m.after))
                .arg("best", best)
                .arg("file", picture_name(state.id(), m.number)),
        );
    }
    lines
}

/// The review's pictures, drawn on the blocking pool with the drawing `permit` (given back when
/// they are drawn): the graph of Red's chances, and the board before each costliest move (by
/// its number). `None` if the drawing failed.
async fn draw_review(
    state: &State,
    analysis: &Analysis,
    permit: OwnedSemaphorePermit,
) -> Option<(Vec<u8>, Vec<(usize, Vec<u8>)>)> {
    let graph = ReviewGraph {
        red_chance: analysis.red_chance.clone(),
        marked: analysis.swings.clone(),
        red_moved: analysis
            .moves
            .iter()
            .map(|m| m.color == Color::Red)
            .collect(),
        red_won: state.game.outcome().map(|o| o.winner) == Some(Color::Red),
    };
    let worst: Vec<MoveCost> = analysis
        .seats
        .iter()
        .flat_map(|s| s.worst.iter().cloned())
        .collect();
    let game = state.game.clone();
    let orientation = state.record.orientation;
    let drawn = tokio::task::spawn_blocking(move || {
        let graph = render::review_graph_png(&graph);
        let pictures: Vec<(usize, Vec<u8>)> = worst
            .iter()
            .map(|m| (m.number, mistake_png(&game, m, orientation)))
            .collect();
        drop(permit);
        (graph, pictures)
    })
    .await;
    drawn.ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hex::{BoardSize, Settings};

    fn at(red_chance: f32, best: &str) -> ReviewedPosition {
        ReviewedPosition {
            red_chance,
            best: (best != "-").then(|| best.parse().unwrap()),
        }
    }

    #[test]
    fn each_move_costs_its_player_the_chance_it_lost_and_the_preferred_stone_costs_nothing() {
        let mut game = Game::new(Settings::hex(BoardSize::new(5).unwrap()));
        for cell in ["c3", "a1", "c2", "b2"] {
            game.play(game.parse_move(cell).unwrap()).unwrap();
        }
        let seats = [Seat::Red, Seat::Blue, Seat::Red, Seat::Blue];
        // Red's chance: 0.5 → 0.7 (Red's c3, preferred) → 0.95 (Blue's a1 cost 0.25, b3 was
        // better) → 0.6 (Red's c2 cost 0.35, d2 was better) → 0.62 (Blue's b2 gained).
        let positions = [
            at(0.5, "c3"),
            at(0.7, "b3"),
            at(0.95, "d2"),
            at(0.6, "b2"),
            at(0.62, "a2"),
        ];
        let a = analyse(&game, &seats, &positions);
        let lost: Vec<f32> = a.moves.iter().map(|m| (m.lost * 100.0).round()).collect();
        assert_eq!(lost, [0.0, 25.0, 35.0, 0.0]);
        let [red, blue] = &a.seats;
        assert_eq!((red.moves, red.serious), (2, 1));
        assert!((red.average_lost - 0.175).abs() < 1e-6);
        assert_eq!(red.worst.len(), 1);
        assert_eq!(red.worst[0].number, 3);
        assert_eq!(red.worst[0].best, Some("d2".parse().unwrap()));
        assert_eq!((blue.moves, blue.serious), (2, 1));
        assert_eq!(blue.worst[0].number, 2);
        assert_eq!(blue.worst[0].color, Color::Blue);
        // The biggest swings, in game order.
        assert_eq!(a.swings, [1, 2, 3]);
    }
}
