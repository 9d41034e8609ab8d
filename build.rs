//! Rebuild when a migration is added: `sqlx::migrate!()` embeds `migrations/sqlite/` and `migrations/postgres/` at compile time.

fn main() {
    println!("cargo:rerun-if-changed=migrations/sqlite");
    println!("cargo:rerun-if-changed=migrations/postgres");
}
