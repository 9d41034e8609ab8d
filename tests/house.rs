//! The house's rules, checked on the source tree itself (CI runs this first, before the long tests):
//!
//! - **No circle of files.** Each file of `src/` imports items from other files (`use crate::…`,
//!   `use super::…`, `use hexbot::…` in the binary, a child module's name, and the same paths
//!   written inline in code); an import is followed through re-exports (`pub use`) to the file
//!   that defines the item. A re-export itself is a module's public face, not a use by its own
//!   code, so it is no arrow: a `mod.rs` may define what its children share and still re-export
//!   them. A file also depends on the files whose methods it calls, where a method is defined in
//!   an `impl` block away from its type (`impl Inner { … }` in `play.rs`, for the `Inner` of
//!   `inner.rs`): such a call is an arrow too, though the file imports only the type. No set of
//!   files may import or call each other in a loop.
//! - **No giant file.** No file over [`MAX_LINES`] lines, none of `src/service/` over
//!   [`MAX_SERVICE_LINES`], except the files in [`EXCEPTIONS`], each with its reason.
//! - **A complete spec index.** Every module of the integration tests (`tests/it/main.rs`) is
//!   named in the index that opens that file.
//!
//! The first two hold for the product's tree, `src/`, and the lab's, `lab/src/` ([`TREES`]).
//!
//! The checker is our own small reader of Rust source: comments, strings and `#[cfg(test)]` items
//! are set aside, then the `mod`, `use`, item and `impl` declarations, the inline paths and the
//! method calls are read as tokens. Modules are found by following `mod name;` from `src/lib.rs`
//! and `src/main.rs`.
//!
//! **How a method call finds its file.** Only inherent methods count (`impl Type { fn m … }`):
//! a trait's methods (`fmt`, `from`, `clone`, and our own traits') are reached through the trait,
//! which is imported. A call's receiver is typed where the code says the type: `self` and `Self`
//! (the `impl`'s type), `Type::m(…)`, a parameter or `let` of a written type, a field of a typed
//! receiver (its declared type), what a method of a typed receiver returns (its written return
//! type; after `?`, its first type argument), and a `let` of any of these; `&`, `Arc`, `Rc` and
//! `Box` are seen through. A typed call goes to the file(s) defining that type's method of that
//! name, and nowhere if the type has none (a trait's method, or a type not ours). Any other
//! receiver (a closure's argument, a free function's result) is guessed by the method's name,
//! cautiously: a name of std's ([`tree::COMMON_METHODS`]) or of any trait of ours is never
//! guessed, nor one that several types of ours define (a name types share says nothing of
//! which type it is); a name only one type of ours defines goes to it if the file names that
//! type (imports, defines or implements it, or holds it in a field), else nowhere. A wrong
//! guess could invent a circle; a guess not made only leaves an arrow out. `cargo test --test
//! house -- --ignored --nocapture` prints each type's methods and files, how the calls were
//! resolved (with every arrow a guess drew), and the circles through method calls alone.
//!
//! Run it alone with `cargo test --test house`.

#[path = "house/read.rs"]
mod read;
#[path = "house/tree.rs"]
mod tree;

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;
use tree::{CallCount, House, ModPath, TypeKey, relative, rust_files};

/// The longest a file of `src/` may be.
const MAX_LINES: usize = 800;
/// The longest a file of the game service (`src/service/`) may be.
const MAX_SERVICE_LINES: usize = 500;
/// Files allowed over the limits, with why. Empty: every file is within them.
const EXCEPTIONS: &[(&str, &str)] = &[];

/// The source trees the rules hold for: the product's (the library and `hexbot`) and the lab's
/// (`hexbot-lab`, beside it).
const TREES: [&str; 2] = ["src", "lab/src"];

#[test]
fn no_circle_of_files_in_src() {
    for tree in TREES {
        let house = House::read(Path::new(env!("CARGO_MANIFEST_DIR")).join(tree).as_path());
        let circles = house.circles();
        assert!(
            circles.is_empty(),
            "{tree}: circles of files that import each other or call each other's methods:\n{}",
            circles.join("\n")
        );
    }
}

#[test]
fn no_file_over_the_size_limits() {
    let mut over = Vec::new();
    for tree in TREES {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join(tree);
        for file in rust_files(&src) {
            let name = format!("{tree}/{}", relative(&src, &file));
            let lines = fs::read_to_string(&file).unwrap().lines().count();
            let limit = if name.starts_with("src/service/") {
                MAX_SERVICE_LINES
            } else {
                MAX_LINES
            };
            if lines > limit && !EXCEPTIONS.iter().any(|(f, _)| *f == name) {
                over.push(format!(
                    "{name}: {lines} lines (limit {limit}): split it by concern"
                ));
            }
        }
    }
    assert!(over.is_empty(), "{}", over.join("\n"));
}

#[test]
fn every_exception_names_a_file_still_over_its_limit() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (file, why) in EXCEPTIONS {
        assert!(
            !why.trim().is_empty(),
            "{file}: an exception needs its reason"
        );
        let lines = fs::read_to_string(root.join(file))
            .unwrap_or_else(|e| panic!("{file}: {e}"))
            .lines()
            .count();
        let limit = if file.starts_with("src/service/") {
            MAX_SERVICE_LINES
        } else {
            MAX_LINES
        };
        assert!(
            lines > limit,
            "{file} is within its limit now: drop its exception"
        );
    }
}

/// The spec index that opens `tests/it/main.rs` names every module of the integration tests,
/// so a reader finds each subject there.
#[test]
fn the_spec_index_names_every_integration_test_module() {
    let main =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/main.rs")).unwrap();
    let index: Vec<&str> = main.lines().filter(|l| l.starts_with("//!")).collect();
    let index = index.join("\n");
    let modules: Vec<&str> = main
        .lines()
        .filter_map(|l| {
            let l = l.trim();
            l.strip_prefix("pub ")
                .unwrap_or(l)
                .strip_prefix("mod ")?
                .strip_suffix(';')
        })
        .collect();
    assert!(!modules.is_empty(), "no `mod` read from tests/it/main.rs");
    let missing: Vec<&&str> = modules
        .iter()
        .filter(|m| !index.contains(&format!("`{m}`")))
        .collect();
    assert!(
        missing.is_empty(),
        "tests/it/main.rs: modules its opening index does not name (add each, in backticks, \
         to its subject's line): {missing:?}"
    );
}

/// A small source tree of a checker's test, in a directory of its own, removed after.
struct Scratch(std::path::PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("hexbot-house-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        Scratch(dir)
    }

    /// Writes a file of the tree (`src/` as its root), replacing what was there.
    fn write(&self, name: &str, text: &str) {
        let path = self.0.join(name);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// The checker itself sees a circle where there is one: two files through a re-export, and a
/// loop of three; and none in a tree whose arrows point one way (a parent re-exporting its
/// children, children importing each other one way, a test module importing anything).
#[test]
fn the_checker_finds_circles_through_reexports_and_loops() {
    let tree = Scratch::new("reexports");
    let (dir, write) = (&tree.0, |name: &str, text: &str| tree.write(name, text));
    write("lib.rs", "pub mod a;\npub mod b;\n");
    write(
        "a/mod.rs",
        "mod x;\nmod y;\npub use x::X;\npub use y::Y;\npub fn shared() {}\n",
    );
    write("a/x.rs", "use super::{Y, shared};\npub struct X;\n");
    write(
        "a/y.rs",
        "pub struct Y;\n#[cfg(test)]\nmod tests { use super::super::X; }\n// use crate::a::X;\nconst S: &str = \"crate::a::X\";\n",
    );
    write(
        "b.rs",
        "use crate::a::{X, Y as Z};\npub fn f() -> crate::a::X { X }\n",
    );
    assert_eq!(House::read(dir).circles(), Vec::<String>::new());

    // y now names X inline: x and y import each other, through the re-export in a/mod.rs.
    write("a/y.rs", "pub struct Y;\nfn g(_: crate::a::X) {}\n");
    let circles = House::read(dir).circles();
    assert_eq!(circles.len(), 1, "{circles:?}");
    assert!(
        circles[0].contains("a/x.rs") && circles[0].contains("a/y.rs"),
        "{circles:?}"
    );

    // A loop of three: b -> c -> d -> b.
    write("a/y.rs", "pub struct Y;\n");
    write("lib.rs", "pub mod a;\npub mod b;\npub mod c;\npub mod d;\n");
    write("b.rs", "use crate::c::f;\npub struct B;\n");
    write("c.rs", "pub fn f() { let _ = super::d::D; }\n");
    write("d.rs", "pub struct D(crate::b::B);\n");
    let circles = House::read(dir).circles();
    assert_eq!(circles.len(), 1, "{circles:?}");
    for f in ["b.rs", "c.rs", "d.rs"] {
        assert!(circles[0].contains(f), "{circles:?}");
    }
}

/// The checker sees a circle through methods: two files that each add methods to a type
/// defined in a third and call each other's, through `self`, a typed parameter, a field of
/// `self`, a method's result, a `let` and `Type::m(…)`; and it draws no arrow for std's and
/// traits' methods, nor for a method name two types share where the code does not say which
/// type it is.
#[test]
fn the_checker_finds_circles_through_methods() {
    let tree = Scratch::new("methods");
    let (dir, write) = (&tree.0, |name: &str, text: &str| tree.write(name, text));
    // The types: `Core` and `Board`, with methods of their own beside them.
    write(
        "core.rs",
        "use std::sync::Arc;\npub struct Core { pub n: u32 }\n\
         impl Core { pub fn base(&self) -> u32 { self.n } }\n\
         pub struct Door { pub core: Arc<Core> }\n",
    );
    write(
        "board.rs",
        "pub struct Board;\nimpl Board {\n\
             pub fn show(&self) {}\n\
             pub fn len(&self) -> usize { 0 }\n\
             pub fn core(&self) -> Option<&crate::core::Core> { None }\n\
         }\n",
    );
    // `clock` extends `Core`, and calls std's and traits' methods, and a `show` whose receiver's
    // type it does not say: `Board` has one, and so does `Core`, in `play`.
    write(
        "clock.rs",
        "use crate::core::Core;\nuse crate::board::Board;\nuse std::fmt;\n\
         impl Core {\n\
             pub fn tick(&self) -> u32 { let v = vec![1]; v.len() as u32 + self.n.clone() }\n\
             pub fn boards(&self, all: &[Board]) { all.iter().for_each(|b| b.show()); }\n\
         }\n\
         pub struct Shown;\n\
         impl fmt::Display for Shown {\n\
             fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result { write!(f, \"{}\", String::new()) }\n\
         }\n",
    );
    write(
        "play.rs",
        "use crate::core::Core;\n\
         impl Core {\n\
             pub fn play(&self) -> u32 { self.tick() + self.base() }\n\
             pub fn show(&self) {}\n\
             pub fn len(&self) -> usize { 1 }\n\
             pub fn fmt(&self) {}\n\
         }\n",
    );
    // `door` reaches `Core`'s methods through a field, a typed parameter, and what a method
    // returns (unwrapped by `?`), without naming `Core` for the last.
    write(
        "door.rs",
        "use crate::core::{Core, Door};\n\
         impl Door { pub fn open(&self) -> u32 { self.core.play() } }\n\
         pub fn knock(core: &Core) -> u32 { core.tick() }\n",
    );
    write(
        "lib.rs",
        "pub mod core;\npub mod board;\npub mod play;\npub mod clock;\npub mod door;\npub mod seen;\n",
    );
    write(
        "seen.rs",
        "use crate::board::Board;\n\
         pub fn seen(board: &Board) -> Option<u32> { Some(board.core()?.tick()) }\n",
    );
    let house = House::read(dir);
    assert_eq!(house.circles(), Vec::<String>::new());
    // The arrows it drew: to the file that defines the method, never to the type's own file.
    let arrows = house.arrows();
    let arrow = |from: &str, to: &str| {
        arrows
            .iter()
            .any(|(f, tos)| house.name(f) == from && tos.keys().any(|t| house.name(t) == to))
    };
    assert!(arrow("play.rs", "clock.rs"), "self.tick()");
    assert!(
        !arrows
            .values()
            .flat_map(|to| to.values())
            .flatten()
            .any(|n| n.contains("base")),
        "self.base() is beside its type: no arrow of its own"
    );
    assert!(arrow("door.rs", "play.rs"), "self.core.play()");
    assert!(
        arrow("door.rs", "clock.rs"),
        "core.tick() on a typed parameter"
    );
    assert!(arrow("seen.rs", "clock.rs"), "board.core()?.tick()");
    assert!(
        !arrow("clock.rs", "play.rs"),
        "b.show(), v.len(), fmt: no arrow"
    );

    // `clock` now calls `play` on a `let` it knows the type of: a circle of two.
    write(
        "clock.rs",
        "use crate::core::Core;\nimpl Core {\n\
             pub fn tick(&self) -> u32 { let me = self.clone(); me.n }\n\
             pub fn again(&self) -> u32 { let me = self; me.play() }\n\
         }\n",
    );
    let circles = House::read(dir).circles();
    assert_eq!(circles.len(), 1, "{circles:?}");
    assert!(
        circles[0].contains("circle of 2 files: clock.rs, play.rs")
            && circles[0].contains("Core::play()")
            && circles[0].contains("Core::tick()"),
        "{circles:?}"
    );

    // Through `Type::m(…)` from a free function, and from the type's own file, a circle of
    // three: core -> clock (tick), clock -> play (Core::play), play -> core (the import).
    write(
        "clock.rs",
        "use crate::core::Core;\nimpl Core { pub fn tick(&self) -> u32 { 1 } }\n\
         pub fn later(c: &crate::core::Core) -> u32 { Core::play(c) }\n",
    );
    write(
        "core.rs",
        "pub struct Core { pub n: u32 }\nimpl Core { pub fn base(&self) -> u32 { self.tick() } }\n\
         pub struct Door { pub core: std::sync::Arc<Core> }\n",
    );
    let circles = House::read(dir).circles();
    assert_eq!(circles.len(), 1, "{circles:?}");
    assert!(
        circles[0].contains("circle of 3 files: clock.rs, core.rs, play.rs")
            && circles[0].contains("core.rs -> clock.rs: Core::tick()")
            && circles[0].contains("clock.rs -> play.rs: Core::play()"),
        "{circles:?}"
    );
}

/// Prints each type's inherent methods and the files of its `impl` blocks (largest first), how
/// the tree's method calls were resolved, and the circles through method calls alone (all
/// types', then each type's):
/// `cargo test --test house -- --ignored --nocapture`.
#[test]
#[ignore = "a report, not a check"]
fn report_types_methods_and_calls() {
    let house = House::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("src").as_path());
    let methods = house.methods();
    let mut types: Vec<(&TypeKey, usize, &BTreeSet<ModPath>)> = methods
        .impl_files
        .iter()
        .map(|(ty, files)| (ty, methods.of_type.get(ty).map_or(0, |m| m.len()), files))
        .collect();
    types.sort_by(|a, b| (b.1, b.2.len()).cmp(&(a.1, a.2.len())).then(a.0.cmp(b.0)));
    println!("types by inherent methods (methods, files of impl blocks):");
    for (ty, count, files) in types.iter().take(25) {
        let names: Vec<String> = files.iter().map(|f| house.name(f)).collect();
        println!(
            "  {} ({}): {count} methods in {} files: {}",
            ty.1,
            house.name(&ty.0),
            files.len(),
            names.join(", ")
        );
    }
    if !methods.unread.is_empty() {
        println!("impl blocks whose type was not found: {:?}", methods.unread);
    }
    let mut count = CallCount::default();
    let arrows = house.method_arrows(&methods, &mut count);
    let ambiguous: usize = count.ambiguous.values().sum();
    println!(
        "method calls: {} typed, {} by name, {} std's or a trait's, {} not ours, {} of a type \
         the file does not name, {ambiguous} ambiguous {:?}",
        count.typed, count.by_name, count.common, count.not_ours, count.unseen, count.ambiguous
    );
    println!("arrows drawn by a guess from the name:");
    for arrow in &count.guessed {
        println!("  {arrow}");
    }
    println!(
        "arrows through method calls: {}",
        arrows.values().map(|to| to.len()).sum::<usize>()
    );
    println!("circles through method calls alone:");
    for circle in house.circles_of(&arrows) {
        println!("{circle}");
    }
    // Each type whose methods are spread over several files, alone.
    for (ty, _, files) in types.iter().filter(|(_, _, files)| files.len() > 1) {
        let prefix = format!("{}::", ty.1);
        let mut own = arrows.clone();
        for to in own.values_mut() {
            for names in to.values_mut() {
                names.retain(|n| n.starts_with(&prefix));
            }
            to.retain(|_, names| !names.is_empty());
        }
        for circle in house.circles_of(&own) {
            let head = circle.lines().next().unwrap_or_default();
            println!(
                "through {}'s methods alone ({} files of impl blocks): {head}",
                ty.1,
                files.len()
            );
        }
    }
}
