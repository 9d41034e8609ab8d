//! Who gets White (Red) in a pair (FIDE C.04.3, section E), and the order in which pairs are
//! published.

use super::super::model::Colour;
use super::field::{Entrant, Field, preferences_agree};

/// The colour `player` gets against `opponent`, by the first rule that decides (E.1–E.5).
pub(super) fn colour_for(player: &Entrant, opponent: &Entrant, field: &Field) -> Colour {
    if let Some(colour) = by_preferences(player, opponent) {
        return colour;
    }
    let player_ranks_below = Field::ranks_below(player, opponent);
    match (player.preference, opponent.preference) {
        // E.4: the higher ranked player's preference.
        (Some(own), _) if !player_ranks_below => own,
        (Some(_), Some(theirs)) => theirs.opposite(),
        // E.5: the higher ranked player gets the initial colour if their pairing number is odd
        // (an even 0-based rank), the other colour if it is even.
        _ => {
            let higher = if player_ranks_below { opponent } else { player };
            let higher_colour = if higher.rank.is_multiple_of(2) {
                field.initial_colour
            } else {
                field.initial_colour.opposite()
            };
            if player_ranks_below {
                higher_colour.opposite()
            } else {
                higher_colour
            }
        }
    }
}

/// E.1–E.3: both preferences; the stronger one (the wider colour difference if both are
/// absolute); alternating back to the last round in which the two had different colours.
fn by_preferences(player: &Entrant, opponent: &Entrant) -> Option<Colour> {
    let (mine, theirs) = (player.preference, opponent.preference);
    if preferences_agree(mine, theirs) {
        return mine.or_else(|| theirs.map(Colour::opposite));
    }
    if player.absolute() && (player.imbalance > opponent.imbalance || !opponent.absolute()) {
        return mine;
    }
    if opponent.absolute() && (opponent.imbalance > player.imbalance || !player.absolute()) {
        return theirs.map(Colour::opposite);
    }
    if player.strong && !opponent.strong {
        return mine;
    }
    if opponent.strong && !player.strong {
        return theirs.map(Colour::opposite);
    }
    player
        .colours
        .iter()
        .rev()
        .zip(opponent.colours.iter().rev())
        .find(|(a, b)| a != b)
        .map(|(_, theirs_then)| *theirs_then)
}
