//! A new game from `hexbot web`'s start page: against the computer, or two people at one
//! screen (a challenge made and accepted at once), in a channel of its own.

use crate::service::{
    Actor, AiOptions, ChallengeOptions, Command, FirstMove, GameId, LOCAL_GUILD, Level, Locale,
    Person, Service, ServiceError, UserId, Variant, simulated_user_id, text,
};

/// A new game's choices on the start page.
#[derive(Clone, Debug, Default)]
pub struct NewGame {
    /// `easy`, `medium`, `hard`, or `two` (two people at one screen).
    pub opponent: String,
    /// The board's size (the service's default without one).
    pub size: Option<u32>,
    /// Hex or Rex.
    pub variant: Option<Variant>,
    /// Whether the computer plays Red and moves first.
    pub computer_first: bool,
}

/// Starts `new` for `name` in `channel` of the terminal's server: the game and the person at the
/// computer, or the service's refusal as text.
///
/// # Errors
/// The service failed.
pub async fn new_game(
    service: &Service,
    name: &str,
    channel: u64,
    new: &NewGame,
    locale: Locale,
) -> Result<Result<(GameId, UserId), String>, ServiceError> {
    let me = Person::new(simulated_user_id(name), name);
    let actor = Actor::new(LOCAL_GUILD, channel, me.id.0, name).moderator();
    let level = match new.opponent.as_str() {
        "easy" => Some(Level::Easy),
        "medium" => Some(Level::Medium),
        "hard" => Some(Level::Hard),
        _ => None,
    };
    let reply = if let Some(level) = level {
        let options = AiOptions {
            level: Some(level),
            size: new.size,
            variant: new.variant,
            first: Some(if new.computer_first {
                FirstMove::Computer
            } else {
                FirstMove::You
            }),
            ..AiOptions::default()
        };
        service.handle(&actor, Command::Ai(options)).await?
    } else {
        let second = text(locale, "web-second-player", &[]);
        let other = Person::new(simulated_user_id(&second), second.clone());
        let options = ChallengeOptions {
            size: new.size,
            variant: new.variant,
            ..ChallengeOptions::to(other.clone())
        };
        let challenged = service.handle(&actor, Command::Challenge(options)).await?;
        if challenged.refused {
            challenged
        } else {
            let them = Actor::new(LOCAL_GUILD, channel, other.id.0, second);
            service.handle(&them, Command::Accept).await?
        }
    };
    Ok(match reply.game {
        Some(game) if !reply.refused => Ok((game, me.id)),
        _ => Err(reply
            .lines
            .iter()
            .map(|m| m.format(locale))
            .collect::<Vec<_>>()
            .join(" ")),
    })
}
