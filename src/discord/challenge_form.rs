//! "Challenge to Hex", a user command (right-click a member, *Apps*): a form (a modal) with the
//! challenge's options — size, variant, swap, timer, who starts, each optional, the server's
//! defaults where left empty — and, once sent, the challenge as `/hex challenge` makes it.
//!
//! The form is collected here, by its custom id (`hexform:…`, which the buttons' handler leaves
//! alone), for [`FORM_TIME`]; the gate is not held while the member fills it in.

use std::time::Duration;

use futures_util::StreamExt;
use poise::serenity_prelude as serenity;
use serenity::{CreateActionRow, CreateInputText, CreateModal, InputTextStyle};

use super::door::{
    actor_of, enter_slash, installed_here, interaction, langs_of, person, remember_outside,
};
use super::interact::answer;
use super::respond::Responder;
use super::show::{FORM_PREFIX, show};
use super::types::{Context, Error};
use crate::service::{
    BOARD_SIZES, ChallengeOptions, Command, Key, Locale, Message, Reply, SwapRule, TurnTimer,
    Variant, WhoStarts,
};

/// How long a form may stay open.
const FORM_TIME: Duration = Duration::from_secs(15 * 60);

/// The form's fields: (custom id, label's key, placeholder).
const FIELDS: [(&str, Key, &str); 5] = [
    ("size", Key::ChallengeFormSize, "11"),
    ("variant", Key::ChallengeFormVariant, "hex, rex"),
    ("swap", Key::ChallengeFormSwap, "mirror, seat, off"),
    (
        "timer",
        Key::ChallengeFormTimer,
        "none, 30, 60, 1d, 2d, 3d, 7d",
    ),
    ("first", Key::ChallengeFormFirst, "me, them, random"),
];

/// "Challenge to Hex" (`menu-challenge-member`).
#[poise::command(
    context_menu_command = "Challenge to Hex",
    install_context = "Guild|User",
    interaction_context = "Guild|PrivateChannel"
)]
pub(super) async fn challenge_member(
    ctx: Context<'_>,
    member: serenity::User,
) -> Result<(), Error> {
    let custom_id = format!("{FORM_PREFIX}challenge:{}", interaction(&ctx).id);
    // Listening before the form is shown, so no quick answer slips past.
    let mut submits = std::pin::pin!(
        serenity::ModalInteractionCollector::new(ctx.serenity_context())
            .custom_ids(vec![custom_id.clone()])
            .timeout(FORM_TIME)
            .stream()
    );
    {
        let Some(mut slash) = enter_slash(&ctx) else {
            return Ok(());
        };
        let form = challenge_form(&custom_id, slash.langs.user, &member.name);
        slash.responder.modal(form).await?;
    }
    let Some(submit) = submits.next().await else {
        return Ok(());
    };
    let data = ctx.data();
    let Some(_pass) = data.gate.enter() else {
        return Ok(());
    };
    // The form's place is the menu command's (a modal's installations are not read).
    let made = interaction(&ctx);
    let actor = actor_of(
        installed_here(made.guild_id, &made.authorizing_integration_owners),
        submit.channel_id,
        &submit.user,
        submit.member.as_ref(),
    );
    let langs = langs_of(
        data,
        submit.guild_id,
        &submit.locale,
        submit.guild_locale.as_deref(),
    );
    remember_outside(data, &actor, &submit.token, langs);
    let mut responder = Responder::new(
        ctx.serenity_context().http.clone(),
        submit.id,
        &submit.token,
    );
    match read_form(&filled(&submit), &member) {
        Ok(options) => {
            let command = Command::Challenge(options);
            answer(&data.service, &actor, command, &mut responder, false, langs).await
        }
        Err(refusal) => {
            let reply = Reply::private(refusal);
            responder.send(show(&reply, false, langs.user)).await?;
            Ok(())
        }
    }
}

/// The form, in `locale`, for challenging `name`.
fn challenge_form(custom_id: &str, locale: Locale, name: &str) -> CreateModal {
    let rows = FIELDS
        .iter()
        .map(|(id, label, placeholder)| {
            let label = match label {
                Key::ChallengeFormSize => Message::new(*label)
                    .arg("min", i64::from(*BOARD_SIZES.start()))
                    .arg("max", i64::from(*BOARD_SIZES.end())),
                _ => Message::new(*label),
            };
            let input = CreateInputText::new(InputTextStyle::Short, label.format(locale), *id)
                .placeholder(*placeholder)
                .max_length(20)
                .required(false);
            CreateActionRow::InputText(input)
        })
        .collect();
    let title = Message::new(Key::ChallengeFormTitle)
        .arg("name", name.chars().take(24).collect::<String>())
        .format(locale);
    CreateModal::new(custom_id, title.chars().take(45).collect::<String>()).components(rows)
}

/// The fields a submitted form carries: (custom id, text), empty ones left out.
fn filled(submit: &serenity::ModalInteraction) -> Vec<(String, String)> {
    submit
        .data
        .components
        .iter()
        .flat_map(|row| &row.components)
        .filter_map(|c| match c {
            serenity::ActionRowComponent::InputText(input) => Some((
                input.custom_id.clone(),
                input.value.clone().unwrap_or_default(),
            )),
            _ => None,
        })
        .filter(|(_, text)| !text.trim().is_empty())
        .collect()
}

/// The challenge the form's `fields` ask for, to `member`; or the refusal quoting the first
/// field that does not read, with what it takes.
fn read_form(
    fields: &[(String, String)],
    member: &serenity::User,
) -> Result<ChallengeOptions, Message> {
    let mut options = ChallengeOptions::to(person(member));
    for (id, text) in fields {
        let text = text.trim();
        let bad = |expected: &str| {
            Message::new(Key::ChallengeFormBad)
                .arg("text", text.chars().take(20).collect::<String>())
                .arg("expected", expected.to_owned())
        };
        match id.as_str() {
            "size" => options.size = Some(text.parse().map_err(|_| bad("7–19"))?),
            "variant" => {
                options.variant = Some(text.parse::<Variant>().map_err(|_| bad("hex, rex"))?)
            }
            "swap" => {
                options.swap = Some(
                    text.parse::<SwapRule>()
                        .map_err(|_| bad("mirror, seat, off"))?,
                )
            }
            "timer" => {
                options.timer = Some(
                    text.parse::<TurnTimer>()
                        .map_err(|_| bad("none, 30, 60, 1d, 2d, 3d, 7d"))?,
                );
            }
            "first" => {
                options.first = Some(
                    text.parse::<WhoStarts>()
                        .map_err(|_| bad("me, them, random"))?,
                )
            }
            _ => {}
        }
    }
    Ok(options)
}
