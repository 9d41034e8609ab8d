//! A terminal session over the service: each line becomes a command for a simulated user, each
//! reply is printed (text from the catalogue, the board as text, the picture saved as a PNG,
//! buttons as numbered choices, attachments saved as files), and what the service says on its own
//! (the computer's moves, timers) is printed as it arrives.

use super::parse::{Line, clean_name, parse_line, user_id};
use super::term::{Style, draw_board};
use crate::service::{
    Action, Actor, Arg, BOARD_SIZES, BoardImage, Button, ChannelId, Command, DatabaseUrl, GameId,
    Key, LOCAL_GUILD, Locale, Message, Outgoing, Reply, Scope, Service, ServiceConfig,
    ServiceError, SystemClock, TextValue, text,
};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The guild every local command is played in: the terminal's own, which no Discord server is.
const GUILD: u64 = LOCAL_GUILD;

/// How long the computer may think before the spinner shows.
const SPINNER_AFTER: Duration = Duration::from_millis(500);
/// How long to wait for the computer's move with no sign of a search before giving up on it.
const GIVE_UP_AFTER: Duration = Duration::from_secs(120);

/// Settings of a terminal session.
#[derive(Clone, Debug)]
pub struct LocalConfig {
    /// The database (`hexbot local`'s own, [`super::LOCAL_DATABASE_URL`], unless told
    /// otherwise); opened with one try.
    pub database_url: DatabaseUrl,
    /// Where board pictures go (`NNN.png`).
    pub boards_dir: PathBuf,
    /// Where attached files (exported records) go.
    pub files_dir: PathBuf,
    /// The channel to play in (one game at a time per channel; default 1).
    pub channel: u64,
    /// The name of the terminal's own user (commands without `as NAME:`).
    pub user: String,
    /// ANSI colours (the caller decides: a terminal and no `NO_COLOR`).
    pub color: bool,
    /// Show a spinner while the computer thinks (a terminal only).
    pub spinner: bool,
    /// A fixed playout budget for the computer (tests; `None`: the levels' own).
    pub ai_playouts: Option<u64>,
    /// Seed of the service (`None`: from the clock).
    pub seed: Option<u64>,
    /// The language of everything shown (`--lang`, else `LANG`, else English).
    pub locale: Locale,
}

/// Why a session could not run.
#[derive(Debug, thiserror::Error)]
pub enum LocalError {
    /// The game service failed.
    #[error(transparent)]
    Service(#[from] ServiceError),
    /// A script file given to run could not be read.
    #[error("cannot read the script {path}: {source}")]
    Script {
        /// The script's path.
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
    /// A line of the input could not be read (not UTF-8 text, or an I/O error): the session
    /// stops there rather than take it for the end of the input.
    #[error("{0}")]
    Input(String),
    /// The line editor of the terminal could not start.
    #[error("terminal: {0}")]
    Terminal(String),
    /// A board picture could not be saved.
    #[error("cannot write {path}: {source}")]
    Write {
        /// The file the picture was to go to.
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
}

/// What running one line did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Done {
    /// The command was carried out (or needed no service).
    Accepted,
    /// Refused, malformed, or failed.
    Refused,
    Quit,
}

/// A session: the service, its announcements, and what the terminal remembers between lines.
struct Session {
    service: Service,
    rx: crate::service::Announcements,
    config: LocalConfig,
    style: Style,
    /// The buttons of the last reply that had any, numbered from 1.
    buttons: Vec<Button>,
    /// The number of the next board picture.
    next_board: u32,
    /// Where the next reply's file goes (`replay ID FILE`), instead of the files folder.
    save_as: Option<PathBuf>,
}

/// Runs `script`'s lines in order and returns whether every command was accepted.
///
/// # Errors
/// The database cannot be opened, or the script cannot be read.
pub async fn run_script(config: LocalConfig, script: &Path) -> Result<bool, LocalError> {
    let text = std::fs::read_to_string(script).map_err(|source| LocalError::Script {
        path: script.to_owned(),
        source,
    })?;
    let mut session = Session::open(config).await?;
    // What was due at start (a game ended for idleness) is told before the first line, and
    // each announcement before the line after it arrived.
    session.service.catch_up().await;
    let mut all_ok = true;
    for (number, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        session.drain_ready().await;
        session.print(&format!("hex:{}> {}", number + 1, line.trim()));
        match session.run_line(line).await {
            Done::Accepted => {}
            Done::Refused => all_ok = false,
            Done::Quit => break,
        }
    }
    session.drain_ready().await;
    session.service.close().await;
    Ok(all_ok)
}

/// The interactive session: line editing and history (rustyline) on a thread of its own, the
/// service's announcements printed above the prompt as they arrive.
///
/// # Errors
/// The database cannot be opened, or the terminal cannot be set up.
pub async fn run_interactive(
    config: LocalConfig,
    history: Option<PathBuf>,
) -> Result<(), LocalError> {
    use rustyline::error::ReadlineError;
    let mut session = Session::open(config).await?;
    let mut editor =
        rustyline::DefaultEditor::new().map_err(|e| LocalError::Terminal(e.to_string()))?;
    if let Some(h) = &history {
        let _ = editor.load_history(h);
    }
    let mut printer = editor.create_external_printer().ok();
    session.print(&session.tr(
        "local-welcome",
        &[("name", session.config.user.as_str().into())],
    ));
    // The editor thread sends each line and waits for the answer to be printed before prompting
    // again; `None` is the end of input.
    let (line_tx, mut line_rx) = tokio::sync::mpsc::channel::<Option<Result<String, String>>>(1);
    let (go_tx, go_rx) = std::sync::mpsc::channel::<bool>();
    let prompt = format!("{}> ", session.config.user);
    let reader = std::thread::spawn(move || {
        let mut number = 0usize;
        loop {
            number += 1;
            let line = match editor.readline(&prompt) {
                Ok(l) => {
                    if !l.trim().is_empty() {
                        let _ = editor.add_history_entry(l.as_str());
                    }
                    Some(Ok(l))
                }
                Err(ReadlineError::Interrupted) => Some(Ok(String::new())),
                Err(ReadlineError::Eof) => None,
                // Not the end: a line that cannot be read (not UTF-8 text, an I/O error) is
                // said, never taken for the end of the input.
                Err(e) => Some(Err(format!("cannot read line {number} of the input: {e}"))),
            };
            let end = matches!(line, None | Some(Err(_)));
            if line_tx.blocking_send(line).is_err() || end {
                break;
            }
            if !go_rx.recv().unwrap_or(false) {
                break;
            }
        }
        if let Some(h) = history {
            let _ = editor.save_history(&h);
        }
    });
    let mut failed = None;
    loop {
        tokio::select! {
            line = line_rx.recv() => {
                let Some(Some(line)) = line else { break };
                let line = match line {
                    Ok(line) => line,
                    Err(unreadable) => {
                        failed = Some(unreadable);
                        break;
                    }
                };
                let done = session.run_line(&line).await;
                let _ = go_tx.send(done != Done::Quit);
                if done == Done::Quit {
                    break;
                }
            }
            Some(out) = session.rx.recv() => {
                let text = session.show_outgoing(out).await;
                if text.is_empty() {
                    continue;
                }
                match printer.as_mut() {
                    Some(p) => {
                        use rustyline::ExternalPrinter as _;
                        if p.print(format!("{text}\n")).is_err() {
                            println!("{text}");
                        }
                    }
                    None => println!("{text}"),
                }
            }
        }
    }
    drop(go_tx);
    let _ = tokio::task::spawn_blocking(move || reader.join()).await;
    session.drain_ready().await;
    session.service.close().await;
    failed.map_or(Ok(()), |e| Err(LocalError::Input(e)))
}

impl Session {
    async fn open(config: LocalConfig) -> Result<Self, LocalError> {
        let mut sc = ServiceConfig::new(config.database_url.clone());
        // The terminal's own games only: a database the bot also uses keeps its games apart.
        sc.scope = Scope::Local;
        sc.ai_playouts = config.ai_playouts;
        sc.seed = config.seed;
        let (service, rx) = Service::open(sc, Arc::new(SystemClock)).await?;
        let next_board = first_free_number(&config.boards_dir);
        Ok(Self {
            service,
            rx,
            style: if config.color {
                Style::Color
            } else {
                Style::Plain
            },
            config,
            buttons: Vec::new(),
            next_board,
            save_as: None,
        })
    }

    /// A text of the terminal's own, in the session's language.
    fn tr(&self, id: &str, args: &[(&str, TextValue)]) -> String {
        text(self.config.locale, id, args)
    }

    fn print(&self, text: &str) {
        if text.is_empty() {
            return;
        }
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{text}");
        let _ = out.flush();
    }

    fn note(&self, text: &str) -> String {
        match self.style {
            Style::Color => format!("\x1b[33m{text}\x1b[0m"),
            Style::Plain => text.to_owned(),
        }
    }

    fn actor(&self, user: Option<&str>) -> Actor {
        let name = clean_name(user.unwrap_or(&self.config.user)).to_owned();
        // Whoever sits at the terminal owns the place: everyone may manage messages.
        Actor::new(GUILD, self.config.channel, user_id(&name), name).moderator()
    }

    /// Runs one line: parses it, sends the command, prints the reply, and waits for the
    /// computer's answer when it is the computer's turn.
    async fn run_line(&mut self, text: &str) -> Done {
        let line = match parse_line(text) {
            Ok(l) => l,
            Err(e) => {
                self.print(&self.note(&format!("? {}", e.text(self.config.locale))));
                return Done::Refused;
            }
        };
        let (user, command) = match line {
            Line::Empty => return Done::Accepted,
            Line::Help => {
                let min = i64::from(*BOARD_SIZES.start());
                let max = i64::from(*BOARD_SIZES.end());
                let help = self.tr("local-help", &[("min", min.into()), ("max", max.into())]);
                self.print(&help);
                return Done::Accepted;
            }
            Line::Quit => return Done::Quit,
            Line::Command { user, command } => (user, command),
            Line::Channel(number) => {
                self.config.channel = number;
                let note = self.tr(
                    "local-channel",
                    &[("number", number.to_string().as_str().into())],
                );
                self.print(&self.note(&note));
                return Done::Accepted;
            }
            Line::FromFile {
                user,
                mut command,
                file,
            } => match read_record(&file) {
                Ok(text) => {
                    match &mut command {
                        Command::Analyze(options) => options.record = Some(text),
                        Command::Diagram(options) => options.source.record = Some(text),
                        _ => {}
                    }
                    (user, command)
                }
                Err(e) => {
                    let e = self.tr(
                        "local-cannot-read",
                        &[
                            ("file", file.as_str().into()),
                            ("error", e.to_string().into()),
                        ],
                    );
                    self.print(&self.note(&format!("? {e}")));
                    return Done::Refused;
                }
            },
            Line::Replay { user, game, file } => {
                self.save_as = file.map(PathBuf::from);
                (user, Command::Replay { game })
            }
            Line::Press {
                user,
                number,
                input,
            } => match self.press(number, input) {
                Ok(c) => (user, c),
                Err(e) => {
                    self.print(&self.note(&format!("? {e}")));
                    return Done::Refused;
                }
            },
        };
        let actor = self.actor(user.as_deref());
        let handled = match command {
            Command::Review { game } => self.review(&actor, game).await,
            Command::Button { id, .. } if id.action == Action::Review => {
                self.review(&actor, id.game).await
            }
            command => self.service.handle(&actor, command).await,
        };
        let reply = match handled {
            Ok(r) => r,
            Err(e) => {
                let e = self.tr("local-went-wrong", &[("error", e.to_string().into())]);
                self.print(&self.note(&format!("! {e}")));
                return Done::Refused;
            }
        };
        let refused = reply.refused;
        let waits = reply.has(Key::ComputerThinks);
        let game = reply.game;
        // When the computer answers, its board shows both moves: one board per turn, as on
        // Discord (the words of the move are printed now, the board with the answer).
        let shown = if waits {
            Reply {
                board: None,
                buttons: Vec::new(),
                ..reply
            }
        } else {
            reply
        };
        let text = self.show(&shown, Some(&actor.name)).await;
        self.print(&text);
        if waits {
            self.await_computer(game).await;
        }
        if refused {
            Done::Refused
        } else {
            Done::Accepted
        }
    }

    /// A review, with a progress line while it is computed (when the spinner is on: an
    /// interactive terminal).
    async fn review(&self, actor: &Actor, game: GameId) -> Result<Reply, ServiceError> {
        let (tx, mut rx) = tokio::sync::watch::channel(0u8);
        let review = self.service.review(actor, game, Some(tx));
        tokio::pin!(review);
        let mut shown = false;
        loop {
            tokio::select! {
                reply = &mut review => {
                    if shown {
                        self.clear_spinner();
                    }
                    return reply;
                }
                changed = rx.changed() => {
                    if changed.is_err() {
                        // The service dropped its end: only the answer is left to wait for.
                        let reply = (&mut review).await;
                        if shown {
                            self.clear_spinner();
                        }
                        return reply;
                    }
                    let percent = i64::from(*rx.borrow_and_update());
                    if self.config.spinner {
                        let line = Message::new(Key::ReviewProgress)
                            .arg("percent", percent)
                            .format(self.config.locale);
                        let mut out = std::io::stdout().lock();
                        let _ = write!(out, "\r\x1b[K{line}");
                        let _ = out.flush();
                        shown = true;
                    }
                }
            }
        }
    }

    /// The command a numbered button stands for.
    fn press(&self, number: usize, input: Option<String>) -> Result<Command, String> {
        let Some(button) = number.checked_sub(1).and_then(|i| self.buttons.get(i)) else {
            return Err(if self.buttons.is_empty() {
                self.tr("local-no-buttons", &[])
            } else {
                let count = i64::try_from(self.buttons.len()).unwrap_or(i64::MAX);
                let number = i64::try_from(number).unwrap_or(i64::MAX);
                self.tr(
                    "local-no-such-button",
                    &[
                        ("number", number.to_string().as_str().into()),
                        ("count", count.into()),
                    ],
                )
            });
        };
        if matches!(
            button.id.action,
            Action::Move | Action::PuzzleMove | Action::AnalysisPlay
        ) && input.is_none()
        {
            let number = i64::try_from(number).unwrap_or(i64::MAX);
            return Err(self.tr(
                "local-button-needs-cell",
                &[
                    ("number", number.to_string().as_str().into()),
                    ("label", button.label.format(self.config.locale).into()),
                ],
            ));
        }
        Ok(Command::Button {
            id: button.id,
            input,
        })
    }

    /// Waits for the computer's move(s) in `game`, printing each as it comes, with a spinner when
    /// it takes more than half a second.
    async fn await_computer(&mut self, game: Option<GameId>) {
        let start = Instant::now();
        let mut last_sign = Instant::now();
        let mut frame = 0usize;
        let mut spinning = false;
        loop {
            match tokio::time::timeout(Duration::from_millis(100), self.rx.recv()).await {
                Ok(Some(out)) => {
                    if spinning {
                        self.clear_spinner();
                        spinning = false;
                    }
                    let more = out.reply.has(Key::ComputerThinks);
                    let text = self.show_outgoing(out).await;
                    self.print(&text);
                    if !more {
                        return;
                    }
                    last_sign = Instant::now();
                }
                Ok(None) => return,
                Err(_) => {
                    let progress = game.and_then(|g| self.service.search_progress(g));
                    if progress.is_some() {
                        last_sign = Instant::now();
                    } else if last_sign.elapsed() > GIVE_UP_AFTER {
                        self.print(&self.note(&self.tr("local-no-move", &[])));
                        return;
                    }
                    if self.config.spinner && start.elapsed() >= SPINNER_AFTER {
                        const FRAMES: [char; 10] =
                            ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
                        let mut out = std::io::stdout().lock();
                        let playouts = i64::try_from(progress.unwrap_or(0)).unwrap_or(i64::MAX);
                        let thinking = self.tr("local-spinner", &[("playouts", playouts.into())]);
                        let _ = write!(out, "\r\x1b[K{} {thinking}", FRAMES[frame % FRAMES.len()],);
                        let _ = out.flush();
                        frame += 1;
                        spinning = true;
                    }
                }
            }
        }
    }

    fn clear_spinner(&self) {
        let mut out = std::io::stdout().lock();
        let _ = write!(out, "\r\x1b[K");
        let _ = out.flush();
    }

    /// Prints announcements that have already arrived (end of a script).
    async fn drain_ready(&mut self) {
        while let Ok(out) = self.rx.try_recv() {
            let text = self.show_outgoing(out).await;
            self.print(&text);
        }
    }

    /// An announcement as text; a direct message is shown as seen by its reader alone. A
    /// tournament's request for a game's thread is answered with a channel of its own, numbered
    /// after its tournament, round and board, where its game is made and shown.
    async fn show_outgoing(&mut self, out: Outgoing) -> String {
        if out.edit.is_some() {
            // The terminal keeps no messages to edit: the change was said as it happened.
            return String::new();
        }
        if let Some(daily) = out.daily {
            // Shown once; the terminal keeps no message to edit (0).
            if let Err(e) = self.service.daily_posted(out.guild, daily.day, 0).await {
                return self.note(&self.tr("local-went-wrong", &[("error", e.to_string().into())]));
            }
        }
        if let Some(ask) = &out.thread {
            let b = ask.board;
            let number = u64::try_from(b.tournament.0)
                .unwrap_or(0)
                .saturating_mul(100_000)
                .saturating_add(u64::from(b.round) * 1000 + u64::from(b.board));
            let made = self
                .service
                .open_board(out.guild, ChannelId(number), b)
                .await;
            return match made {
                Ok(reply) if !reply.refused => {
                    let head = self.tr(
                        "local-thread",
                        &[
                            ("number", number.to_string().as_str().into()),
                            ("name", ask.name.as_str().into()),
                        ],
                    );
                    let shown = self.show(&reply, None).await;
                    format!("{}\n{shown}", self.note(&head))
                }
                Ok(_) => String::new(),
                Err(e) => {
                    self.note(&self.tr("local-went-wrong", &[("error", e.to_string().into())]))
                }
            };
        }
        let reader = out.direct.as_ref().and_then(|d| {
            d.fallback
                .lines
                .first()
                .and_then(|m| match m.get("player") {
                    Some(Arg::Mention(_, name)) => Some(name.clone()),
                    _ => None,
                })
        });
        self.show(&out.reply, reader.as_deref()).await
    }

    /// A reply as text; saves its picture and attachments and remembers its buttons.
    async fn show(&mut self, reply: &Reply, viewer: Option<&str>) -> String {
        let mut text = Vec::new();
        let private = reply.is_private();
        let locale = self.config.locale;
        for (i, m) in reply.lines.iter().enumerate() {
            let line = self.markdown(&m.format(locale));
            let line = match (i, private, reply.refused) {
                (0, _, true) => self.note(&format!("✗ {line}")),
                (0, true, false) => {
                    let name = viewer.unwrap_or(&self.config.user);
                    let only = self.tr("local-only-you", &[("name", name.into())]);
                    format!("{only} {line}")
                }
                _ => line,
            };
            text.push(line);
        }
        if let Some(board) = &reply.board {
            text.extend(self.show_board(board, reply.game).await);
        }
        text.extend(self.save_attachments(reply));
        if reply.board.is_some() || !reply.buttons.is_empty() {
            self.buttons = reply
                .buttons
                .iter()
                .filter(|b| !b.disabled)
                .cloned()
                .collect();
            if !self.buttons.is_empty() {
                let choices = self
                    .buttons
                    .iter()
                    .enumerate()
                    .map(|(i, b)| format!("[{}] {}", i + 1, b.label.format(locale)))
                    .collect::<Vec<_>>()
                    .join("  ");
                text.push(self.tr("local-buttons", &[("choices", choices.into())]));
            }
        }
        text.join("\n")
    }

    /// A reply's board: drawn as text, its caption, and where its picture was saved.
    async fn show_board(&mut self, board: &BoardImage, game: Option<GameId>) -> Vec<String> {
        let mut text = Vec::new();
        let locale = self.config.locale;
        if let Some(id) = game {
            match self.service.position(id).await {
                Ok(Some(pos)) => text.push(draw_board(&pos, self.style, locale)),
                Ok(None) => {}
                Err(e) => text.push(
                    self.note(&self.tr("local-cannot-draw", &[("error", e.to_string().into())])),
                ),
            }
        }
        text.push(board.caption.format(locale));
        match self.save_board(&board.png) {
            Ok(path) => text.push(self.tr(
                "local-board-picture",
                &[("path", path.display().to_string().into())],
            )),
            Err(e) => text.push(self.note(&e.to_string())),
        }
        text
    }

    /// Saves a reply's attachments (under the name the user chose for a replay, else in the
    /// files' folder) and says where.
    fn save_attachments(&mut self, reply: &Reply) -> Vec<String> {
        let mut text = Vec::new();
        let mut save_as = self.save_as.take();
        for file in &reply.attachments {
            let (dir, path) = match save_as.take() {
                Some(path) => (path.parent().map(Path::to_path_buf), path),
                None => (
                    Some(self.config.files_dir.clone()),
                    self.config.files_dir.join(&file.name),
                ),
            };
            let saved = dir
                .filter(|d| !d.as_os_str().is_empty())
                .map_or(Ok(()), std::fs::create_dir_all)
                .and_then(|()| std::fs::write(&path, &file.bytes));
            let shown = path.display().to_string();
            match saved {
                Ok(()) => text.push(self.tr("local-saved", &[("path", shown.into())])),
                Err(e) => text.push(self.note(&self.tr(
                    "local-cannot-write",
                    &[("path", shown.into()), ("error", e.to_string().into())],
                ))),
            }
        }
        text
    }

    /// `**bold**` as bold (or plain without colours).
    fn markdown(&self, s: &str) -> String {
        let mut out = String::new();
        for (i, part) in s.split("**").enumerate() {
            if i % 2 == 1 && self.style == Style::Color {
                out.push_str("\x1b[1m");
                out.push_str(part);
                out.push_str("\x1b[0m");
            } else {
                out.push_str(part);
            }
        }
        out
    }

    fn save_board(&mut self, png: &[u8]) -> Result<PathBuf, LocalError> {
        let dir = &self.config.boards_dir;
        let path = dir.join(format!("{:03}.png", self.next_board));
        std::fs::create_dir_all(dir)
            .and_then(|()| std::fs::write(&path, png))
            .map_err(|source| LocalError::Write {
                path: path.clone(),
                source,
            })?;
        self.next_board += 1;
        Ok(path)
    }
}

/// One more than the highest `NNN.png` already in `dir` (1 for a new folder), so a new session
/// does not overwrite the pictures of an earlier one.
fn first_free_number(dir: &Path) -> u32 {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| {
                    let name = e.ok()?.file_name().into_string().ok()?;
                    name.strip_suffix(".png")?.parse::<u32>().ok()
                })
                .max()
                .unwrap_or(0)
        })
        .unwrap_or(0)
        + 1
}

/// A game record from disk for `analyze file:PATH`: at most [`crate::service::MAX_RECORD_BYTES`] (a
/// larger file is refused before it is read whole).
fn read_record(path: &str) -> std::io::Result<String> {
    use std::io::Read as _;
    let file = std::fs::File::open(path)?;
    let mut text = String::new();
    let limit = crate::service::MAX_RECORD_BYTES as u64 + 1;
    file.take(limit).read_to_string(&mut text)?;
    if text.len() > crate::service::MAX_RECORD_BYTES {
        return Err(std::io::Error::other(format!(
            "larger than {} bytes",
            crate::service::MAX_RECORD_BYTES
        )));
    }
    Ok(text)
}
