//! Opening a board: from an empty board, setup stones, a move list, an SGF record, a link (a
//! HexWorld board, or one of our own game pages) or a stored game. Anything that does not read
//! is refused privately, saying what and where, and nothing is stored.

use super::{Analyses, BOARDS_KEPT, Loaded};
use crate::hex::TextPos;
use crate::hex::{BoardSize, Cell, Color, Game, Settings, SwapRule, Variant};
use crate::service::access::visible_game;
use crate::service::command::AnalyzeOptions;
use crate::service::error::{Res, refuse};
use crate::service::ids::{Actor, GameId};
use crate::service::limits::{BOARD_SIZES, LINK_LIFETIME};
use crate::service::messages::{Key, Message};
use crate::service::reply::{Link, Reply};
use crate::store::GameStatus;
use crate::study::{self, ImportError, MoveListOptions, NodeId, Opened, Tree};

impl Analyses {
    /// `/hex-study analyze`: a new board for `actor` from `options`, shown at its end (a game's or a
    /// record's last move; `at_move` for a stored game).
    pub(in crate::service) async fn open(
        &self,
        actor: &Actor,
        options: &AnalyzeOptions,
    ) -> Res<Reply> {
        let (tree, shown) = self.read_source(actor, options).await?;
        let stored = self
            .db
            .store()
            .open_board(
                actor.user,
                actor.guild,
                &study::write_tree_sgf(&tree),
                shown.get(),
                BOARDS_KEPT,
                self.clock.now(),
            )
            .await?;
        let loaded = Loaded { stored, tree };
        let lines = vec![Message::new(Key::AnalysisOpened)];
        let mut reply = self.show(actor, &loaded, shown, lines).await?;
        reply.links.extend(self.web_link(actor, &loaded));
        Ok(reply)
    }

    /// The tree `options` name and the node to show (its end; `at_move` of a stored game), or
    /// the refusal that says what does not read and where. Nothing is stored.
    pub(super) async fn read_source(
        &self,
        actor: &Actor,
        options: &AnalyzeOptions,
    ) -> Res<(Tree, NodeId)> {
        let sources = [
            options.moves.is_some(),
            options.record.is_some(),
            options.link.is_some(),
            options.game.is_some(),
            options.red.is_some() || options.blue.is_some(),
        ];
        if sources.iter().filter(|&&s| s).count() > 1 {
            return refuse(Key::AnalysisOneSource);
        }
        if let Some(size) = options.size
            && !BOARD_SIZES.contains(&size)
        {
            return refuse(size_refusal());
        }
        let (tree, shown) = if let Some(game) = options.game {
            self.stored_game(actor, game, options.at_move).await?
        } else if let Some(link) = &options.link {
            match study::read_any(link) {
                Ok(Opened::Board(tree, node)) if link.trim_start().starts_with("http") => {
                    (tree, node)
                }
                Ok(Opened::Game(found)) if self.is_ours(link) => {
                    self.stored_game(actor, GameId(found.game), options.at_move)
                        .await?
                }
                Ok(_) => return refuse(Key::AnalysisNotALink),
                Err(e) => return refuse(import_refusal(&e)),
            }
        } else if let Some(record) = &options.record {
            match study::read_tree_sgf(record) {
                Ok(tree) => at_end(tree),
                Err(e) => return refuse(import_refusal(&e)),
            }
        } else if let Some(moves) = &options.moves {
            let list = MoveListOptions {
                size: options.size.and_then(|n| BoardSize::new(n).ok()),
                variant: options.variant.unwrap_or(Variant::Hex),
                swap: options.swap.unwrap_or(SwapRule::Mirror),
            };
            match study::read_moves(moves, list) {
                Ok(tree) => at_end(tree),
                Err(e) => return refuse(import_refusal(&e)),
            }
        } else {
            at_end(setup_tree(options)?)
        };
        if !BOARD_SIZES.contains(&u32::from(tree.settings().size.get())) {
            return refuse(size_refusal());
        }
        Ok((tree, shown))
    }

    /// The link that opens `loaded` on the web for its owner (a signed token in it), when this
    /// bot serves pages and signs links.
    fn web_link(&self, actor: &Actor, loaded: &Loaded) -> Option<Link> {
        let (url, signer) = (self.web_url.as_ref()?, self.signer.as_ref()?);
        let board = loaded.stored.id.0;
        let token = signer.sign_board(&crate::weblink::Grant {
            guild: actor.guild.0,
            game: board,
            user: actor.user.0,
            expires: self.clock.now().plus(LINK_LIFETIME).0,
        });
        Some(Link {
            label: Message::new(Key::ButtonAnalysisWeb),
            url: format!("{url}/board/{board}?key={token}"),
        })
    }

    /// Whether `link` points at this bot's own web pages.
    fn is_ours(&self, link: &str) -> bool {
        self.web_url
            .as_deref()
            .is_some_and(|base| link.trim().starts_with(base.trim_end_matches('/')))
    }

    /// A stored game's moves as a tree, shown at move `at_move` (default its end), for a player
    /// who may see it (a game still being played opens too: exploring by hand is open; the
    /// engine is not).
    async fn stored_game(
        &self,
        actor: &Actor,
        id: GameId,
        at_move: Option<u32>,
    ) -> Res<(Tree, NodeId)> {
        let st = visible_game(&self.db, actor, id).await?;
        if !matches!(
            st.status(),
            GameStatus::Active | GameStatus::Finished | GameStatus::Aborted
        ) {
            return refuse(Message::new(Key::NeverPlayed).arg("game", id.0));
        }
        let tree = Tree::from_game(&st.game);
        let line = tree.main_line(tree.root());
        let shown = match at_move {
            Some(k) => line.get(k as usize).or(line.last()),
            None => line.last(),
        };
        let shown = shown.copied().unwrap_or(tree.root());
        Ok((tree, shown))
    }
}

/// The refusal of a size the bot does not offer.
fn size_refusal() -> Message {
    Message::new(Key::SizeOutOfRange)
        .arg("min", i64::from(*BOARD_SIZES.start()))
        .arg("max", i64::from(*BOARD_SIZES.end()))
}

/// A tree shown at the end of its main line.
fn at_end(tree: Tree) -> (Tree, NodeId) {
    let end = tree.main_line(tree.root()).last().copied();
    let end = end.unwrap_or(tree.root());
    (tree, end)
}

/// An empty board of the size asked, or the stones set up with the side to move.
fn setup_tree(options: &AnalyzeOptions) -> Res<Tree> {
    let Ok(size) = BoardSize::new(
        options
            .size
            .unwrap_or(crate::service::limits::DEFAULT_BOARD_SIZE),
    ) else {
        return refuse(size_refusal());
    };
    let settings = Settings {
        size,
        variant: options.variant.unwrap_or(Variant::Hex),
        swap: options.swap.unwrap_or(SwapRule::Mirror),
    };
    let mut stones = Vec::new();
    for (color, text) in [(Color::Red, &options.red), (Color::Blue, &options.blue)] {
        for word in text
            .as_deref()
            .unwrap_or("")
            .split(|c: char| c.is_whitespace() || c == ',')
        {
            if word.is_empty() {
                continue;
            }
            match Cell::parse(word, size) {
                Ok(cell) => stones.push((cell, color)),
                Err(_) => {
                    return refuse(
                        Message::new(Key::AnalysisBadStone)
                            .arg("text", super::clip(word))
                            .arg("color", color),
                    );
                }
            }
        }
    }
    let reds = stones.iter().filter(|s| s.1 == Color::Red).count();
    let to_move = options.to_move.unwrap_or(if reds > stones.len() - reds {
        Color::Blue
    } else {
        Color::Red
    });
    match Game::from_setup(settings, &stones, to_move) {
        Ok(game) => Ok(Tree::from_game(&game)),
        Err(e) => refuse(Message::new(Key::AnalysisBadSetup).arg("detail", e.to_string())),
    }
}

/// The refusal of an input that does not read: where (the line and column, the move's number
/// and text), in the reader's language, and what (the reader's own words).
pub(super) fn import_refusal(e: &ImportError) -> Message {
    let at = |at: &TextPos| {
        Message::new(Key::AnalysisAt)
            .arg("line", i64::try_from(at.line).unwrap_or(i64::MAX))
            .arg("column", i64::try_from(at.column).unwrap_or(i64::MAX))
    };
    let (place, detail) = match e {
        ImportError::TooLarge(_) => return Message::new(Key::AnalysisRecordTooLarge),
        ImportError::TooManyNodes => {
            return Message::new(Key::AnalysisTreeFull)
                .arg("max", i64::try_from(study::MAX_NODES).unwrap_or(i64::MAX));
        }
        ImportError::Syntax { at: pos, message } | ImportError::Header { at: pos, message } => {
            (at(pos), message.clone())
        }
        ImportError::Move {
            at: pos,
            number,
            text,
            message,
        } => (
            Message::new(Key::AnalysisAtMove)
                .arg("number", i64::try_from(*number).unwrap_or(i64::MAX))
                .arg("text", text.clone())
                .arg("place", at(pos)),
            message.clone(),
        ),
        other => (Message::new(Key::AnalysisAtWhole), other.to_string()),
    };
    Message::new(Key::AnalysisBadImport)
        .arg("where", place)
        .arg("detail", detail)
}
