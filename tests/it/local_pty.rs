//! `hexbot local` in a pseudo-terminal, as a person at a keyboard gets it: a whole line written at
//! once (a paste, or typing faster than the terminal reads) must run as soon as its Enter arrives.
//! The line editor once showed only the first character of such a line until another key came
//! (issue 13, item 10); this test writes each line in one `write` and waits for its answer.

use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// How long to wait for an answer before the test fails. Only a bound for a failing run: a
/// passing run goes on as soon as the answer is there.
const PATIENCE: Duration = Duration::from_secs(60);

/// The binary running on the slave side of a new pseudo-terminal (80×24), and the master side.
struct Terminal {
    child: Child,
    master: File,
    output: Receiver<Vec<u8>>,
    seen: String,
}

impl Terminal {
    fn spawn(mut command: Command) -> Terminal {
        let (mut master, mut slave) = (0, 0);
        let size = libc::winsize {
            ws_row: 24,
            ws_col: 80,
            ws_xpixel: 0,
            ws_ypixel: 0,
        };
        // SAFETY: openpty writes the two descriptors it opens into `master` and `slave`; the
        // name and termios pointers may be null and the size is a valid winsize.
        let rc = unsafe {
            libc::openpty(
                &mut master,
                &mut slave,
                std::ptr::null_mut(),
                std::ptr::null(),
                &size,
            )
        };
        assert_eq!(rc, 0, "openpty: {}", std::io::Error::last_os_error());
        // SAFETY: both descriptors were just opened by openpty and are owned by nobody else.
        let (master, slave) =
            unsafe { (OwnedFd::from_raw_fd(master), OwnedFd::from_raw_fd(slave)) };
        let slave_fd = slave.as_raw_fd();
        command
            .stdin(Stdio::from(slave.try_clone().unwrap()))
            .stdout(Stdio::from(slave.try_clone().unwrap()))
            .stderr(Stdio::from(slave));
        // SAFETY: between fork and exec the closure calls only async-signal-safe functions
        // (setsid, ioctl) to give the child the terminal as its controlling terminal.
        unsafe {
            command.pre_exec(move || {
                if libc::setsid() < 0 {
                    return Err(std::io::Error::last_os_error());
                }
                if libc::ioctl(slave_fd, libc::TIOCSCTTY, 0) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let child = command.spawn().expect("hexbot starts");
        drop(command); // closes the parent's copies of the slave side
        let master = File::from(master);
        let mut reader = master.try_clone().unwrap();
        let (tx, output) = channel();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            // The read fails (EIO) once the child has closed the terminal.
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                    break;
                }
            }
        });
        Terminal {
            child,
            master,
            output,
            seen: String::new(),
        }
    }

    /// Writes `bytes` to the terminal in one write, as a paste does.
    fn paste(&mut self, bytes: &str) {
        self.master.write_all(bytes.as_bytes()).unwrap();
        self.master.flush().unwrap();
    }

    /// Waits until the output since the last wait contains `needle`; panics with what was seen
    /// if it does not come.
    fn expect(&mut self, needle: &str) {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(at) = self.seen.find(needle) {
                self.seen.drain(..at + needle.len());
                return;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            match self.output.recv_timeout(left) {
                Ok(bytes) => self.seen.push_str(&String::from_utf8_lossy(&bytes)),
                Err(RecvTimeoutError::Timeout) => {
                    panic!("waited for {needle:?}; the terminal shows:\n{}", self.seen)
                }
                Err(RecvTimeoutError::Disconnected) => {
                    panic!(
                        "the terminal closed before {needle:?}; it showed:\n{}",
                        self.seen
                    )
                }
            }
        }
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[test]
fn a_line_written_at_once_runs_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_hexbot"));
    command
        .current_dir(dir.path())
        .env_remove("DATABASE_URL")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8")
        .env("NO_COLOR", "1")
        .env("TERM", "xterm")
        .arg("local")
        .arg("--db")
        .arg(format!(
            "sqlite://{}",
            dir.path().join("hexbot.db").display()
        ))
        .args(["--boards", "boards", "--files", "files", "--name", "alice"])
        .args(["--ai-playouts", "40", "--seed", "7"]);
    let mut term = Terminal::spawn(command);
    term.expect("Type help for the commands");
    term.expect("alice> ");

    // A whole command and its Enter in one write: the help must come without another key.
    term.paste("help\r");
    term.expect("Type the bot's slash commands as text");
    term.expect("alice> ");

    // A game against the computer, then a move pasted while the service is announcing: the
    // external printer and the editor share the terminal.
    term.paste("/hex ai level:easy size:7\r");
    term.expect("alice> ");
    term.paste("d4\r");
    term.expect("d4");
    term.expect("alice> ");

    term.paste("quit\r");
    // The terminal closes when hexbot exits: read to its end, then take the exit status.
    let deadline = Instant::now() + PATIENCE;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match term.output.recv_timeout(left) {
            Ok(_) => {}
            Err(RecvTimeoutError::Disconnected) => break,
            Err(RecvTimeoutError::Timeout) => panic!("hexbot local did not quit"),
        }
    }
    let status = term.child.wait().unwrap();
    assert!(status.success(), "hexbot local exited with {status}");
}
