// hexbot's web companion: follows a game live (server-sent events) and, from a personal link,
// plays by clicks or by the keyboard (arrow keys to pick a cell, Enter to play it), and plans
// while the opponent is to move: a premove in a live game (a click queues the cell), lines of
// answers in a game of days per move (clicks make the line: their move, yours, and so on; Save
// sends it). No page carries a script of its own: this file is the only one.
"use strict";

(function () {
  let main = document.getElementById("game");
  if (!main) return;
  const id = main.dataset.game;
  let cursor = null; // the cell picked with the keyboard, as "f6"
  let resignArmed = false;
  let planLine = []; // the line being planned by clicks, as cells ("e5", "f4", ...)
  let planPly = main.dataset.ply;

  function note(text, isError) {
    const el = document.getElementById("note");
    if (!el) return;
    el.textContent = text;
    el.classList.toggle("error", !!isError);
  }

  // Puts the game of `html` (a page drawn by the server) in place of this one; without it,
  // fetches the page again first (the same address, so the same link, language, turn and
  // replay step).
  async function refresh(html) {
    try {
      if (typeof html !== "string") {
        const res = await fetch(location.href, { cache: "no-store" });
        if (!res.ok) return;
        html = await res.text();
      }
      const doc = new DOMParser().parseFromString(html, "text/html");
      const fresh = doc.getElementById("game");
      if (!fresh) return;
      // An answer that left before a newer one and came after it shows an older game: the
      // page keeps what it has (a game's ply only grows).
      if (Number(fresh.dataset.ply) < Number(main.dataset.ply)) return;
      // The same game as the one shown (the redraw when the live feed opens, mostly): the page
      // is left as it is, so a click under way (pressed on this board, not yet released) is
      // not lost to a board drawn again beneath it.
      const markup = fresh.outerHTML;
      if (markup === shown) {
        lastPly = fresh.dataset.ply;
        return;
      }
      // A keyboard player keeps the board's focus when the board is drawn again.
      const focused = document.activeElement && document.activeElement.id === "board";
      const kept = document.getElementById("note");
      const keptText = kept ? kept.textContent : "";
      const keptError = kept ? kept.classList.contains("error") : false;
      main.replaceWith(fresh);
      main = fresh;
      shown = markup;
      resignArmed = false;
      // A line planned for this position is kept; once the game moved on, it is dropped.
      if (fresh.dataset.ply !== planPly) {
        planLine = [];
        planPly = fresh.dataset.ply;
      }
      bind();
      markPlan();
      const board = document.getElementById("board");
      if (focused && board) board.focus();
      if (fresh.dataset.ply === lastPly) note(keptText, keptError);
      lastPly = fresh.dataset.ply;
      // The keyboard's cursor stays where it was while the player is to move.
      if (cursor && fresh.dataset.play === "1") mark(cursor);
    } catch (e) {
      // The next change tries again.
    }
  }
  let lastPly = main.dataset.ply;
  // The game as the server drew it last (before this script marked or changed anything).
  let shown = main.outerHTML;

  async function send(move) {
    const body = new URLSearchParams({
      key: main.dataset.key,
      ply: main.dataset.ply,
      move: move,
      lang: document.documentElement.lang,
    });
    note(main.dataset.sent, false);
    try {
      const res = await fetch("/game/" + id + "/play", { method: "POST", body: body });
      const text = await res.text();
      note(text, !res.ok);
      if (res.ok) lastPly = null;
      await refresh();
    } catch (e) {
      note(main.dataset.lost, true);
    }
  }

  // A plan's request: `action` is add (with `moves`), show or clear; the answer is the note.
  async function sendPlan(action, moves) {
    const body = new URLSearchParams({
      key: main.dataset.key,
      action: action,
      moves: moves || "",
      lang: document.documentElement.lang,
    });
    note(main.dataset.sent, false);
    try {
      const res = await fetch("/game/" + id + "/plan", { method: "POST", body: body });
      note(await res.text(), !res.ok);
      return res.ok;
    } catch (e) {
      note(main.dataset.lost, true);
      return false;
    }
  }

  // Marks the line being planned on the board: the opponent's cells and the answers apart.
  function markPlan() {
    cells().forEach(function (c) {
      const at = planLine.indexOf(c.dataset.cell);
      c.classList.toggle("plan-theirs", at >= 0 && at % 2 === 0);
      c.classList.toggle("plan-mine", at >= 0 && at % 2 === 1);
    });
    const out = document.getElementById("plan-line");
    if (out) out.textContent = planLine.join(" ");
  }

  function cells() {
    return Array.from(main.querySelectorAll("polygon[data-cell]"));
  }

  function mark(name) {
    cells().forEach(function (c) {
      c.classList.toggle("cursor", c.dataset.cell === name);
    });
    const el = main.querySelector('polygon[data-cell="' + name + '"]');
    const live = document.getElementById("caption");
    if (el && live) {
      const title = el.querySelector("title");
      const board = document.getElementById("board");
      if (board && title) board.setAttribute("aria-label", title.textContent);
    }
  }

  // The cell beside `name` in a direction of the grid (columns are letters, rows numbers).
  function step(name, dc, dr) {
    const size = Math.round(Math.sqrt(cells().length));
    let col = name.charCodeAt(0) - 97 + dc;
    let row = parseInt(name.slice(1), 10) - 1 + dr;
    col = Math.max(0, Math.min(size - 1, col));
    row = Math.max(0, Math.min(size - 1, row));
    return String.fromCharCode(97 + col) + (row + 1);
  }

  function bind() {
    const board = document.getElementById("board");
    const playable = main.dataset.play === "1";
    // Says the page answers clicks and keys (the browser tests wait for it).
    main.dataset.bound = "1";
    if (board && playable) {
      board.addEventListener("click", function (ev) {
        const cell = ev.target.closest("polygon[data-cell]");
        if (!cell || cell.dataset.stone !== "empty") return;
        cursor = cell.dataset.cell;
        send(cell.dataset.cell);
      });
      board.addEventListener("keydown", function (ev) {
        const moves = {
          ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1],
        };
        if (moves[ev.key]) {
          ev.preventDefault();
          // The first arrow shows the cursor on a1; the next ones move it.
          cursor = cursor ? step(cursor, moves[ev.key][0], moves[ev.key][1]) : "a1";
          mark(cursor);
        } else if ((ev.key === "Enter" || ev.key === " ") && cursor) {
          ev.preventDefault();
          send(cursor);
        }
      });
    }
    const planning = main.dataset.plan;
    if (board && planning) {
      board.addEventListener("click", async function (ev) {
        const cell = ev.target.closest("polygon[data-cell]");
        if (!cell || cell.dataset.stone !== "empty") return;
        const name = cell.dataset.cell;
        if (planning === "premove") {
          if (await sendPlan("add", name)) {
            // Marked as an answer to any move ("*" names no cell).
            planLine = ["*", name];
            markPlan();
          }
        } else if (planLine.indexOf(name) < 0) {
          planLine.push(name);
          markPlan();
        }
      });
    }
    main.querySelectorAll("button[data-act]").forEach(function (b) {
      b.addEventListener("click", async function () {
        if (b.dataset.act === "plan-save") {
          if (planLine.length > 0 && (await sendPlan("add", planLine.join(" ")))) {
            planLine = [];
            markPlan();
          }
        } else if (b.dataset.act === "plan-undo") {
          planLine.pop();
          markPlan();
        } else if (b.dataset.act === "plan-show") {
          sendPlan("show");
        } else if (b.dataset.act === "plan-forget") {
          if (await sendPlan("clear")) {
            planLine = [];
            markPlan();
          }
        } else if (b.dataset.act === "swap") {
          send("swap");
        } else if (b.dataset.act === "resign") {
          if (!resignArmed) {
            resignArmed = true;
            b.textContent = main.dataset.confirm;
          } else {
            send("resign");
          }
        }
      });
    });
  }

  bind();
  if (main.dataset.live === "1" && window.EventSource) {
    // The feed draws each change for this page's own address (its link, language, turn and
    // replay step) and sends the page with it; a page that fell behind fetches itself again.
    const events = new EventSource("/game/" + id + "/events" + location.search);
    events.addEventListener("change", function (ev) {
      refresh(ev.data && ev.data.indexOf('id="game"') >= 0 ? ev.data : undefined);
    });
    // A move made while the page was connecting is not missed. Then the page says its feed is
    // open (the browser tests wait for it).
    events.addEventListener("open", async function () {
      await refresh();
      document.documentElement.dataset.feed = "open";
    });
    events.addEventListener("error", function () {
      if (events.readyState === EventSource.CLOSED) note(main.dataset.lost, true);
    });
  }
})();

// An analysis board's page: a click on an empty cell plays it for the side to move (the Play
// form takes the cell and is sent); the page comes back with the board drawn anew.
(function () {
  const main = document.getElementById("analysis");
  if (!main || main.dataset.play !== "1") return;
  const form = document.getElementById("play");
  const board = document.getElementById("board");
  if (!form || !board) return;
  board.addEventListener("click", (event) => {
    const cell = event.target.closest("polygon[data-cell]");
    if (!cell || cell.dataset.stone !== "empty") return;
    form.elements.moves.value = cell.dataset.cell;
    form.submit();
  });
  main.dataset.bound = "1";
})();
