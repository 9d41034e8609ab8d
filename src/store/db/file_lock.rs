//! One process per SQLite file. SQLite lets any number of processes open a file, but two
//! processes running the same games would each resume them, search twice, post twice and time
//! them out twice; so the store takes an exclusive lock on a file beside the database,
//! `<database>-lock`, when it opens it, and holds it for as long as any store of the process
//! has it open. Another process opening the same database is refused with the holder's pid
//! (written into the lock file), at once: the operating system lets the lock go the moment its
//! holder dies, even by `kill -9`, so a held lock is a process that runs. The lock file stays
//! behind; it means nothing while no process holds it.
//!
//! The lock is std's (`File::try_lock`: `flock` on Unix, `LockFileEx` on Windows). Such a lock
//! belongs to one open file, not to the process: the same process opening the file again and
//! asking again is refused like a stranger. Stores of one process share the lock instead (a test
//! opens the file beside its service, a benchmark reopens it): the locks held are kept in a table
//! by the lock file's canonical path.

use super::super::error::StoreError;
use std::collections::BTreeMap;
use std::fs::{File, OpenOptions, TryLockError};
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, Weak};

/// The lock on one database file, held while any store of this process has the file open.
#[derive(Debug)]
pub(super) struct FileLock {
    // Held for the lock: closing the file lets it go.
    _file: File,
}

/// The locks this process holds, by the lock file's canonical path. A std Mutex: held for a
/// look-up and an insert, never across an await.
static HELD: Mutex<BTreeMap<PathBuf, Weak<FileLock>>> = Mutex::new(BTreeMap::new());

/// The lock file of the database at `database`: the same name with `-lock` added, beside it.
pub(super) fn lock_path(database: &Path) -> PathBuf {
    let mut name = database.file_name().unwrap_or_default().to_owned();
    name.push("-lock");
    database.with_file_name(name)
}

/// Takes (or, in this process, shares) the lock on the database file at `database`.
///
/// # Errors
/// [`StoreError::Held`] when another process holds it, naming the database and the holder's
/// pid; [`StoreError::Database`] (a configuration error, not transient) when the lock file
/// cannot be made or locked at all.
pub(super) fn lock_database(database: &Path) -> Result<Arc<FileLock>, StoreError> {
    let path = lock_path(database);
    let cannot = |e: std::io::Error| {
        StoreError::from(sqlx::Error::Configuration(
            format!("cannot lock the database: {}: {e}", path.display()).into(),
        ))
    };
    let mut file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(&path)
        .map_err(cannot)?;
    let key = std::fs::canonicalize(&path).map_err(cannot)?;
    let mut held = HELD.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(lock) = held.get(&key).and_then(Weak::upgrade) {
        return Ok(lock);
    }
    match file.try_lock() {
        Ok(()) => {}
        Err(TryLockError::WouldBlock) => {
            let mut text = String::new();
            let _ = file.read_to_string(&mut text);
            let holder = match text.trim().parse::<u32>() {
                Ok(pid) => format!("pid {pid}"),
                Err(_) => "its pid unknown".to_owned(),
            };
            return Err(StoreError::Held(format!(
                "the database file {} is in use by another process ({holder}, lock file {}): \
                 one process at a time may use a SQLite database",
                database.display(),
                path.display()
            )));
        }
        Err(TryLockError::Error(e)) => return Err(cannot(e)),
    }
    // The holder's pid, for whoever is refused next (a failure to write it only makes that
    // message vaguer).
    let _ = file
        .set_len(0)
        .and_then(|()| file.rewind())
        .and_then(|()| writeln!(file, "{}", std::process::id()));
    let lock = Arc::new(FileLock { _file: file });
    held.retain(|_, weak| weak.strong_count() > 0);
    held.insert(key, Arc::downgrade(&lock));
    Ok(lock)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lock_file_sits_beside_the_database() {
        assert_eq!(
            lock_path(Path::new("/var/lib/hexbot/hexbot.db")),
            Path::new("/var/lib/hexbot/hexbot.db-lock")
        );
        assert_eq!(
            lock_path(Path::new("hexbot.db")),
            Path::new("hexbot.db-lock")
        );
    }

    #[test]
    fn stores_of_one_process_share_the_lock_and_it_goes_with_the_last() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("hexbot.db");
        let first = lock_database(&db).unwrap();
        let second = lock_database(&db).unwrap();
        assert!(Arc::ptr_eq(&first, &second));
        // Why the table: std's lock is the open file's, so this same process opening the file
        // again is refused while the lock is held.
        let again = File::options()
            .read(true)
            .write(true)
            .open(lock_path(&db))
            .unwrap();
        assert!(matches!(again.try_lock(), Err(TryLockError::WouldBlock)));
        drop(again);
        let text = std::fs::read_to_string(lock_path(&db)).unwrap();
        assert_eq!(text.trim(), std::process::id().to_string());
        drop((first, second));
        // Let go: a fresh open file takes it (as another process would).
        let file = File::options()
            .read(true)
            .write(true)
            .open(lock_path(&db))
            .unwrap();
        file.try_lock().unwrap();
    }
}
