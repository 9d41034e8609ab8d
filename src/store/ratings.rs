//! Glicko-2 through the `skillratings` crate: one game is one rating period.

use super::records::Rating;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

fn to_glicko(r: Rating) -> Glicko2Rating {
    Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

fn from_glicko(r: Glicko2Rating) -> Rating {
    Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

/// Both players' ratings after one game between them (`first_won` from the first's side).
pub fn rate(first: Rating, second: Rating, first_won: bool) -> (Rating, Rating) {
    let outcome = if first_won {
        Outcomes::WIN
    } else {
        Outcomes::LOSS
    };
    let (a, b) = glicko2(
        &to_glicko(first),
        &to_glicko(second),
        &outcome,
        &Glicko2Config::new(),
    );
    (from_glicko(a), from_glicko(b))
}
