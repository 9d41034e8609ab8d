//! The challenges the end-to-end tests open their games with.

use serde_json::{Value, json};

use super::{Answer, CREATE_PUBLIC_THREADS, Player, Sent, Table};

/// Discord's option types.
const USER: u8 = 6;
const INTEGER: u8 = 4;
const BOOLEAN: u8 = 5;

impl Table {
    /// `/hex challenge` from `challenger` to `opponent` on a 7×7 board, with `more` options
    /// after those two (as for [`Table::slash`]): the challenge's answer.
    pub async fn challenge_7x7(
        &self,
        challenger: &Player,
        opponent: &Player,
        more: &[(&str, u8, Value)],
    ) -> Answer {
        let mut options = vec![
            ("opponent", USER, json!(opponent.id.to_string())),
            ("size", INTEGER, json!(7)),
        ];
        options.extend_from_slice(more);
        let sent = self.slash(challenger, "challenge", &options, &[opponent]);
        self.answer(&sent).await
    }

    /// `/hex challenge thread:true` from `challenger` to `opponent` in [`Table::channel`], the
    /// challenger allowed to make threads and the bot holding every permission: the
    /// interaction, sent.
    pub fn thread_challenge(&self, challenger: &Player, opponent: &Player) -> Sent {
        self.slash_as(
            self.channel,
            challenger,
            "challenge",
            &[
                ("opponent", USER, json!(opponent.id.to_string())),
                ("thread", BOOLEAN, json!(true)),
            ],
            &[opponent],
            CREATE_PUBLIC_THREADS,
            "2147483647",
        )
    }
}
