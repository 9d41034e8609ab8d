//! The connection engine against exhaustive play on small boards, and against the old capped
//! H-search on larger ones.

use super::*;
use crate::ai::board::{BLUE, Pos, RED, board, color_of};
use crate::ai::small_boards::{random_open_positions, wins_anyway};
use crate::hex::{BoardSize, Cell, Color};

fn build(pos: &mut Pos, color: u8) -> Connections {
    let mut c = Connections::default();
    let t = Templates::new(pos.size());
    c.build(pos, color, Some(&t), None);
    c
}

fn slot(p: &Pos, n: u32, cell: &str) -> usize {
    p.slot(Cell::parse(cell, BoardSize::new(n).unwrap()).unwrap())
}

#[test]
fn side_connections_hold_against_every_defence_and_the_must_play_region_is_all_that_saves() {
    let (mut fulls, mut semis, mut pruned) = (0, 0, 0);
    for b in random_open_positions(0x5eed_c011_ec75_0001, 300, 11) {
        for code in [RED, BLUE] {
            let color = color_of(code);
            let mut pos = Pos::from_board(&b);
            let c = build(&mut pos, code);
            let stones = || b.stones().collect::<Vec<_>>();
            if c.side_full().is_some() {
                fulls += 1;
                assert!(
                    wins_anyway(&mut b.clone(), color, color.opponent()),
                    "false full connection for {color:?} in {:?}",
                    stones()
                );
                continue;
            }
            let Some(region) = c.side_semi_inter() else {
                continue;
            };
            semis += 1;
            assert!(
                wins_anyway(&mut b.clone(), color, color),
                "false semi connection for {color:?} in {:?}",
                stones()
            );
            for cell in b.empty_cells() {
                if region.contains(pos.slot(cell)) {
                    continue;
                }
                let mut after = b.clone();
                if after.place_unchecked(cell, color.opponent()) {
                    continue;
                }
                pruned += 1;
                assert!(
                    wins_anyway(&mut after, color, color),
                    "{cell} escapes {color:?}'s semi connections in {:?}",
                    stones()
                );
            }
        }
    }
    assert!(
        fulls > 40 && semis > 40 && pruned > 100,
        "{fulls} full, {semis} semi, {pruned} moves pruned"
    );
}

#[test]
fn the_ziggurat_and_a_fourth_row_stone_reach_their_side() {
    // c3 on 5×5 is on Red's third row from the top; c4, c5 join it to the bottom.
    let mut p = Pos::from_board(&board(5, &["c3", "c4", "c5"], &[]));
    assert!(build(&mut p, RED).side_full().is_some());
    // Blue on d2 leaves a semi connection with key c2 (then b1/c1 or c1/d1).
    let mut p = Pos::from_board(&board(5, &["c3", "c4", "c5"], &["d2"]));
    let c = build(&mut p, RED);
    assert!(c.side_full().is_none());
    let c2 = slot(&p, 5, "c2");
    assert!(c.side_semis().iter().any(|k| k.key == c2 as u16));
    // A lone stone on the fourth row of 9×9 is fully connected to the top side.
    let mut p = Pos::from_board(&board(9, &["e4"], &[]));
    let c = build(&mut p, RED);
    let (e4, top) = (slot(&p, 9, "e4"), usize::from(c.sides.0));
    let pair = c.pair(e4, top).expect("e4 and the top side are a pair");
    assert!(!pair.fulls.list.is_empty(), "no template IV for e4");
}

#[test]
fn the_engine_finds_every_side_connection_the_capped_h_search_finds() {
    // Random 7×7 and 9×9 positions: whatever the old H-search (capped lists, no templates)
    // proves, the new engine proves too.
    use crate::ai::vc::{Reach, VcScratch};
    let mut seed = 0x1234_5678_u64;
    let mut next = |k: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % k
    };
    let (mut old_decided, mut new_decided) = (0, 0);
    for round in 0..120 {
        let n = if round % 2 == 0 { 7 } else { 9 };
        let size = BoardSize::new(n).unwrap();
        let mut b = crate::hex::Board::new(size);
        let stones = 8 + next(16) as usize;
        let mut color = Color::Red;
        for _ in 0..stones {
            let empty: Vec<Cell> = b.empty_cells().collect();
            b.place_unchecked(empty[next(empty.len() as u64) as usize], color);
            color = color.opponent();
        }
        if b.connected(Color::Red) || b.connected(Color::Blue) {
            continue;
        }
        for code in [RED, BLUE] {
            let mut p = Pos::from_board(&b);
            let old = p.connections(code, &mut VcScratch::default());
            let c = build(&mut p, code);
            let new = if c.side_full().is_some() {
                Reach::Connected
            } else if c.side_semi_inter().is_some() {
                Reach::OneMove
            } else {
                Reach::Open
            };
            old_decided += usize::from(old != Reach::Open);
            new_decided += usize::from(new != Reach::Open);
            let rank = |r: Reach| match r {
                Reach::Connected => 2,
                Reach::OneMove => 1,
                Reach::Open => 0,
            };
            assert!(
                rank(new) >= rank(old),
                "old {old:?}, new {new:?} for {code} in {:?}",
                b.stones().collect::<Vec<_>>()
            );
        }
    }
    assert!(new_decided >= old_decided, "{new_decided} < {old_decided}");
}
