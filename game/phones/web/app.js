/* Oneira phone page. Protocol: docs/phones.md (version 1). Plain JS, no libraries, no build step.
   Every piece of text from other players (names, clues) goes through textContent, never as HTML. */
"use strict";

const PALETTE = __PALETTE__; // [[hex, name], ...]: the TV's player colours (filled in by the server)
const STRINGS = __STRINGS__; // {lang: {key: text}}: web/strings.json (filled in by the server)
const V = 1;
const TOKEN_KEY = "oneira-token";
const $ = (id) => document.getElementById(id);

const S = {
  ws: null, token: null, room: "", seq: 0, msg: null, retry: 0, timer: null, stopped: false,
  key: "", picked: [], trap: null, stage: "pick", clue: "", sending: null, viewer: null, lastError: 0,
};

try { S.token = localStorage.getItem(TOKEN_KEY); } catch (e) { S.token = null; }

/* ---------- language: the TV's (the `lang` field), the browser's until the TV has spoken ---------- */
function known(code) {
  if (!code) return null;
  const c = String(code).toLowerCase();
  if (STRINGS[c]) return c;
  const base = c.split("-")[0];
  return STRINGS[base] ? base : null;
}
function browserLang() {
  const list = (navigator.languages && navigator.languages.length) ? navigator.languages : [navigator.language];
  for (const l of list) { const k = known(l); if (k) return k; }
  return "en";
}
S.lang = browserLang();
function t(key, vars) {
  const table = STRINGS[S.lang] || STRINGS.en;
  let text = key in table ? table[key] : STRINGS.en[key];
  if (text === undefined) return key;
  if (vars) text = text.replace(/\{(\w+)\}/g, (all, k) => (k in vars ? String(vars[k]) : all));
  return text;
}
function setLang(code) {
  const k = known(code);
  if (!k || k === S.lang) return false;
  S.lang = k;
  document.documentElement.lang = k;
  return true;
}
function colourName(i) { return (t("colours")[i]) || PALETTE[i][1]; }
/* What the TV said, in the page's language: its English sentence, or the catalogue's words for that
   code when the page speaks another language (the TV's own refusals stay as the TV worded them). */
function serverText(kind, m) {
  const key = kind + "." + m.code;
  if (S.lang !== "en" && m.code && STRINGS[S.lang] && key in STRINGS[S.lang]) return t(key, { name: S.lastName || "" });
  return m.message;
}
S.room = (location.hash.replace("#", "") || new URLSearchParams(location.search).get("room") || "").toUpperCase();

/* ---------- DOM helpers (text only: no HTML from data) ---------- */
function h(tag, props, ...kids) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") el.className = v;
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "style") for (const [p, val] of Object.entries(v)) el.style.setProperty(p, val);
    else if (k in el && typeof v !== "string") el[k] = v;
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const kid of kids.flat()) if (kid !== null && kid !== undefined && kid !== false) el.append(kid instanceof Node ? kid : String(kid));
  return el;
}
function colourOf(i) { return PALETTE[((i % PALETTE.length) + PALETTE.length) % PALETTE.length]; }
function darkInk(hex) {
  const n = parseInt(hex.slice(1), 16), r = n >> 16, g = (n >> 8) & 255, b = n & 255;
  return 0.3 * r + 0.59 * g + 0.11 * b < 120;
}
function dot(colour, name) {
  const hex = colourOf(colour)[0];
  return h("span", { class: "dot" + (darkInk(hex) ? " dark-ink" : ""), style: { "--c": hex }, "aria-hidden": "true" },
    (name || "?").trim().charAt(0).toUpperCase());
}
function cardUrl(id) { return "/card?id=" + encodeURIComponent(id); }
function names(list) {
  if (list.length <= 1) return list.join("");
  return list.slice(0, -1).join(", ") + t("and") + list[list.length - 1];
}
function plural(n, one, many) { return n === 1 ? one : many; }

/* ---------- connection ---------- */
function connect() {
  clearTimeout(S.timer);
  if (S.ws && (S.ws.readyState === 0 || S.ws.readyState === 1)) return;
  const ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
  S.ws = ws;
  ws.onopen = () => {
    S.retry = 0;
    netBanner(null);
    const hello = { type: "hello" };
    if (S.token) hello.token = S.token;
    if (S.room) hello.room = S.room;
    send(hello);
  };
  ws.onmessage = (e) => { let m; try { m = JSON.parse(e.data); } catch (err) { return; } receive(m); };
  ws.onclose = (e) => {
    if (S.ws !== ws) return;
    S.ws = null;
    S.sending = null;
    if (e.code === 4000) { S.stopped = true; netBanner(t("net.elsewhere")); return; }
    if (e.code === 1008) { netBanner(t("net.closed")); S.retry = 5; }
    else if (e.code === 1009) toast(t("net.too_long"));
    else netBanner(S.msg ? t("net.lost") : t("net.looking"));
    const wait = Math.min(5000, 400 * Math.pow(2, S.retry++));
    S.timer = setTimeout(connect, wait);
  };
}
function send(obj) {
  if (!S.ws || S.ws.readyState !== 1) { toast(t("net.not_connected")); return false; }
  const msg = Object.assign({ v: V }, obj);
  if (S.token && !msg.token) msg.token = S.token;
  S.ws.send(JSON.stringify(msg));
  return true;
}
function act(action) {
  if (!S.msg || S.sending) return;
  S.seq += 1;
  if (send({ type: "act", seq: S.seq, step: S.msg.step, action })) { S.sending = S.msg.step; render(true); }
}
document.addEventListener("visibilitychange", () => { if (!document.hidden && !S.stopped && !S.ws) { S.retry = 0; connect(); } });
window.addEventListener("online", () => { if (!S.stopped && !S.ws) { S.retry = 0; connect(); } });

function receive(m) {
  if (!m || m.v !== V) return;
  switch (m.type) {
    case "token":
      S.token = m.token;
      try { localStorage.setItem(TOKEN_KEY, m.token); } catch (e) { /* private mode: the seat lasts this page */ }
      return;
    case "error":
      if (m.code === "bad-token") { S.token = null; try { localStorage.removeItem(TOKEN_KEY); } catch (e) { /* ignore */ } }
      toast(serverText("error", m));
      if (S.sending && m.code !== "busy") { S.sending = null; render(true); } // the player may choose again
      return;
    case "notice": toast(serverText("notice", m), true); return;
    case "ack": return;
    case "need_room": case "lobby": case "state":
      if (S.msg && m.type === "state" && S.msg.step !== m.step) { S.sending = null; }
      S.msg = m;
      render(setLang(m.lang)); // a new language redraws everything
      return;
  }
}

/* ---------- banners ---------- */
let toastTimer = null;
function toast(text, calm) {
  const t = $("toast");
  t.textContent = text;
  t.style.setProperty("border-color", calm ? "var(--gold)" : "var(--bad)");
  t.style.setProperty("background", calm ? "#2b2150" : "#3a1830");
  t.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { t.hidden = true; }, 6000);
}
function hideToast() { $("toast").hidden = true; clearTimeout(toastTimer); }
$("toast").addEventListener("click", hideToast);
function netBanner(text) { const n = $("net"); n.hidden = !text; n.textContent = text || ""; }

/* ---------- rendering ---------- */
function screenKey(m) {
  if (m.type !== "state") return [m.type, m.asking ? m.asking.kind : "", m.open > 0, m.claimable && m.claimable.map((c) => c.seat + c.name).join()].join("|");
  return ["state", m.phase, m.step, m.todo ? m.todo.kind : "", m.turn].join("|");
}
function render(force) {
  const m = S.msg;
  if (!m) return;
  const key = screenKey(m);
  if (key !== S.key) {
    if (S.key.split("|")[0] !== key.split("|")[0] || (m.type === "state" && S.msg && S.key.split("|")[1] !== m.phase)) hideToast();
    S.key = key; S.picked = []; S.trap = null; S.stage = "pick"; if (m.type === "state" && m.todo) S.clue = S.clue || ""; force = true; }
  renderTop(m);
  if (force) { renderMain(m); } else { renderLive(m); }
  if (S.viewer) renderViewer();
}
function renderTop(m) {
  const top = $("top");
  if (m.type !== "state" || m.phase === "setup") { top.hidden = true; return; }
  top.hidden = false;
  const waiting = new Set(m.waiting);
  const inner = h("div", { class: "top-inner" });
  if (m.family === "team") {
    m.scorers.forEach((sc, i) => {
      const mine = i === m.my_scorer;
      inner.append(h("div", { class: "chip" + (mine ? " me" : "") },
        sc.seats.map((s) => dot(m.players[s].colour, m.players[s].name)), sc.name, " ", h("span", { class: "score" }, sc.score)));
    });
  } else {
    const order = m.players.filter((p) => p.seat === m.seat).concat(m.players.filter((p) => p.seat !== m.seat));
    order.forEach((p) => {
      const cls = "chip" + (p.seat === m.seat ? " me" : "") + (waiting.has(p.name) ? " waiting" : "") + (p.away ? " away" : "");
      inner.append(h("div", { class: cls, title: p.name }, dot(p.colour, p.name), p.seat === m.seat ? t("you") : p.name,
        " ", h("span", { class: "score" }, m.scorers[p.seat] ? m.scorers[p.seat].score : "")));
    });
  }
  top.replaceChildren(inner);
}
function renderLive(m) {
  // A screen the player may be typing or choosing on keeps its inputs: only the live parts change.
  if (m.type === "lobby") {
    const taken = new Set(m.colours_taken);
    document.querySelectorAll(".swatch").forEach((b) => { b.disabled = taken.has(Number(b.dataset.i)); });
    const tp = $("table-panel");
    if (tp) tp.replaceChildren(h("h3", {}, t("lobby.at_table")), seatList(m.players));
    return;
  }
  if (m.type === "state" && m.todo) {
    const w = $("waiting");
    if (w) w.replaceChildren(...waitingLine(m));
    return;
  }
  renderMain(m); // nothing to lose: show everything afresh
}
function setBar(...buttons) {
  const bar = $("bar");
  const list = buttons.filter(Boolean);
  bar.hidden = list.length === 0;
  bar.replaceChildren(...list);
}
function renderMain(m) {
  const app = $("app");
  setBar();
  if (m.type === "need_room") app.replaceChildren(roomScreen());
  else if (m.type === "lobby") app.replaceChildren(lobbyScreen(m));
  else if (m.phase === "setup") app.replaceChildren(setupScreen(m));
  else app.replaceChildren(gameScreen(m));
}

/* ---------- joining ---------- */
function roomScreen() {
  const input = h("input", { type: "text", class: "room-input", id: "room", maxlength: 4, autocomplete: "off", autocapitalize: "characters",
    spellcheck: "false", value: S.room, "aria-label": t("room.label"), inputmode: "text" });
  const go = () => { S.room = input.value.trim().toUpperCase(); send({ type: "hello", room: S.room }); };
  input.addEventListener("keydown", (e) => { if (e.key === "Enter") go(); });
  setBar(h("button", { class: "btn primary", id: "room-go", onclick: go }, t("room.enter")));
  return h("section", { class: "screen center" },
    h("h1", { class: "logo" }, "Oneira"), h("p", { class: "tagline" }, t("tagline")),
    h("div", { class: "panel" }, h("label", { for: "room" }, t("room.label")),
      h("p", { class: "muted small" }, t("room.help")), input));
}
function lobbyScreen(m) {
  const sec = h("section", { class: "screen" }, h("h1", { class: "logo", style: { "text-align": "center", margin: "18px 0 4px" } }, "Oneira"),
    h("p", { class: "tagline", style: { "text-align": "center" } }, t("lobby.title")));
  if (m.asking) {
    const what = t(m.asking.kind === "claim" ? "lobby.asking_claim" : "lobby.asking_join", { name: m.asking.name });
    sec.append(h("div", { class: "panel", style: { "text-align": "center" } }, h("div", { class: "spinner" }),
      h("h2", {}, what), h("p", { class: "muted" }, t("lobby.asking_help"))));
    return sec;
  }
  if (m.open > 0) {
    const taken = new Set(m.colours_taken);
    let colour = m.you && !taken.has(m.you.colour) ? m.you.colour : PALETTE.findIndex((_, i) => !taken.has(i));
    const nameIn = h("input", { type: "text", id: "name", maxlength: 14, autocomplete: "nickname", autocapitalize: "words",
      enterkeyhint: "done", value: m.you ? m.you.name : "", placeholder: t("lobby.name") });
    const sw = h("div", { class: "swatches", role: "radiogroup", "aria-label": t("colour") });
    const paint = () => sw.querySelectorAll(".swatch").forEach((b) => b.setAttribute("aria-pressed", String(Number(b.dataset.i) === colour)));
    PALETTE.forEach(([hex], i) => {
      const cname = colourName(i);
      sw.append(h("button", { class: "swatch" + (darkInk(hex) ? " dark-ink" : ""), style: { "--c": hex }, "data-i": String(i),
        disabled: taken.has(i), "aria-label": taken.has(i) ? t("lobby.taken", { colour: cname }) : cname, "aria-pressed": "false",
        onclick: () => { colour = i; paint(); } }, cname));
    });
    paint();
    const join = () => {
      const name = nameIn.value.trim();
      if (!name) { toast(t("lobby.name_first")); nameIn.focus(); return; }
      S.lastName = name;
      send({ type: "join", room: S.room, name, colour });
    };
    nameIn.addEventListener("keydown", (e) => { if (e.key === "Enter") nameIn.blur(); });
    sec.append(h("div", { class: "panel" }, h("label", { for: "name" }, t("lobby.name")), nameIn,
      h("label", {}, t("lobby.colour")), sw));
    setBar(h("button", { class: "btn primary", id: "join", onclick: join }, t("lobby.take_seat")));
  }
  if (m.claimable.length) {
    sec.append(h("div", { class: "panel" }, h("h2", {}, t("lobby.take_over")),
      h("p", { class: "muted small" }, t("lobby.take_over_help")),
      m.claimable.map((p) => h("button", { class: "claim", "data-seat": String(p.seat),
        onclick: () => send({ type: "claim", room: S.room, seat: p.seat }) }, dot(p.colour, p.name), p.name,
        h("span", { class: "tag" }, p.kind === "bot" ? t("kind.computer") : t("kind.tv"))))));
  }
  if (m.open <= 0 && !m.claimable.length) {
    sec.append(h("div", { class: "panel", style: { "text-align": "center" } }, h("h2", {}, t("lobby.full")),
      h("p", { class: "muted" }, m.game ? t("lobby.full_game") : t("lobby.full_setup"))));
  }
  sec.append(h("div", { class: "panel", id: "table-panel", hidden: !m.players.length }, h("h3", {}, t("lobby.at_table")), seatList(m.players)));
  return sec;
}
function seatList(players) {
  return h("ul", { class: "seat-list" }, players.map((p) => h("li", {}, dot(p.colour, p.name), p.name,
    h("span", { class: "tag" }, p.kind === "phone" ? t(p.away ? "kind.phone_away" : "kind.phone") : p.kind === "bot" ? t("kind.computer") : t("kind.tv")))));
}
function setupScreen(m) {
  return h("section", { class: "screen center" }, h("h1", { class: "logo" }, "Oneira"),
    h("div", { class: "panel", style: { width: "100%" } }, h("h2", {}, t("setup.seated", { name: m.name })),
      h("p", { class: "muted" }, t("setup.help")),
      seatList(m.players)));
}

/* ---------- the game ---------- */
function waitingLine(m) {
  if (!m.waiting.length) return [];
  const [before, after] = t("waiting").split("{names}");
  return [before, h("b", {}, names(m.waiting)), after || ""];
}
function clueBox(m) {
  if (m.phase === "clue" || m.phase === "over") return null;
  if (!m.clue) return h("div", { class: "clue aloud" }, h("span", { class: "label" }, t("clue.label")), t("clue.aloud"));
  return h("div", { class: "clue", id: "clue" }, h("span", { class: "label" }, t("clue.label")), m.clue);
}
function cardButton(id, opts) {
  const o = opts || {};
  const letter = S.msg && S.msg.letterbox && S.msg.letterbox.includes(id);
  const cls = "card" + (letter ? " letterbox" : "") + (o.picked ? " picked" : "") + (o.trap ? " trap" : "") + (o.off ? " off" : "");
  return h("button", { class: cls, "data-card": id, "aria-label": o.label || t("card"), "aria-pressed": o.picked ? "true" : "false",
    onclick: o.onclick }, h("img", { src: cardUrl(id), alt: "", decoding: "async" }),
    o.badge ? h("span", { class: "badge" }, o.badge) : null, o.mark ? h("span", { class: "mark " + (o.markClass || "") }, o.mark) : null,
    h("span", { class: "zoom", "aria-hidden": "true" }, "⤢"));
}
function gameScreen(m) {
  const me = m.players[m.seat];
  const story = m.players[m.storyteller];
  const sec = h("section", { class: "screen" });
  const todo = m.todo;
  const sending = S.sending === m.step;
  const headline = (title, sub) => h("div", { class: "step" }, h("h1", {}, title), sub ? h("p", { class: "muted" }, sub) : null);
  const waiting = h("p", { class: "waiting-line", id: "waiting" }, ...waitingLine(m));

  if (m.phase === "over") {
    sec.append(headline(t("over.title")), h("div", { class: "win" }, "🏆 " + names(m.winners)), scoresPanel(m), lastRound(m));
    return sec;
  }
  if (todo && todo.kind === "tell") {
    if (!S.picked.length) {
      sec.append(headline(t("tell.title"), t("tell.help")));
      sec.append(handGrid(m.hand, { pick: 1, label: t("tell.pick") }));
      setBar(h("button", { class: "btn primary", disabled: true }, t("pick_card")));
    } else {
      const card = S.picked[0];
      sec.append(headline(t("clue.title"), t("clue.help")));
      sec.append(h("div", { class: "mini" }, cardButton(card, { onclick: () => openViewer([card], 0, null) })));
      sec.append(clueInput(todo.max_clue));
      setBar(h("button", { class: "btn primary", id: "send", disabled: sending,
        onclick: () => act({ type: "tell", card, clue: S.clue.trim() }) }, sending ? t("sending") : t("tell.send")),
      h("button", { class: "btn ghost", onclick: () => { S.picked = []; render(true); } }, t("tell.other")));
    }
    return sec;
  }
  if (todo && todo.kind === "clue") {
    sec.append(headline(t("tell.title"), t("party.help")));
    sec.append(clueInput(todo.max_clue));
    setBar(h("button", { class: "btn primary", id: "send", disabled: sending,
      onclick: () => act({ type: "clue", clue: S.clue.trim() }) }, sending ? t("sending") : t("party.send")));
    return sec;
  }
  if (todo && todo.kind === "submit") {
    const n = todo.count;
    let sub = m.family === "party" ? t(m.seat === m.storyteller ? "submit.party_story" : "submit.party") :
      t("submit.story", { name: story.name });
    if (todo.partner) sub = t("submit.partner", { name: todo.partner });
    else if (m.family === "team") sub = t("submit.team");
    sec.append(headline(t(n === 2 ? "submit.title_two" : "submit.title"), sub), clueBox(m));
    sec.append(handGrid(m.hand, { pick: n, label: t("submit.choose") }));
    if (m.last && m.last.turn === m.turn - 1) sec.append(lastRound(m));
    const ready = S.picked.length === n;
    setBar(h("button", { class: "btn primary", id: "send", disabled: !ready || sending,
      onclick: () => act({ type: "submit", cards: S.picked.slice() }) },
    sending ? t("sending") : ready ? t(n === 2 ? "submit.play_two" : "submit.play") : n === 2 ? t("submit.pick_two", { n: S.picked.length }) : t("pick_card")));
    return sec;
  }
  if (todo && todo.kind === "vote") return voteScreen(m, sec, headline, sending);

  // Not this seat's turn: show what it may know, and who is still choosing.
  if (m.phase === "clue") {
    sec.append(headline(t(m.family === "party" ? "wait.party_clue" : "wait.telling", { name: story.name }),
      t(m.family === "party" ? "wait.party_hand" : "wait.look")), waiting);
  } else if (m.phase === "submit") {
    const played = m.my_cards.length > 0;
    sec.append(headline(t(m.seat === m.storyteller ? "wait.story_told" : played ? "wait.card_down" : "wait.partner_played"),
      played ? null : m.family === "team" ? t("wait.you_vote") : null), clueBox(m), waiting);
    if (played) sec.append(h("h3", {}, t(m.seat === m.storyteller && m.family !== "party" ? "wait.your_card" : "wait.you_played")),
      h("div", { class: "mini" }, m.my_cards.map((c, i) => cardButton(c, { onclick: () => openViewer(m.my_cards, i, null) }))));
  } else if (m.phase === "vote") {
    const voted = m.my_votes.length > 0;
    sec.append(headline(t(voted ? "wait.voted" : "wait.voting"), voted ? t("wait.reveal") : null), clueBox(m), waiting);
    sec.append(displayGrid(m, { readonly: true }));
    return sec;
  }
  if (m.last && m.last.turn === m.turn - 1 && m.phase === "clue") sec.append(lastRound(m));
  if (m.hand && m.hand.length) sec.append(h("h3", {}, t("hand")), handGrid(m.hand, { pick: 0 }));
  if (m.last && m.last.turn === m.turn - 1 && m.phase !== "clue") sec.append(lastRound(m));
  return sec;
}
function clueInput(max) {
  const ta = h("textarea", { id: "clue-input", maxlength: max, enterkeyhint: "done", placeholder: t("clue.placeholder"), autocapitalize: "sentences" });
  ta.value = S.clue;
  const count = h("span", { class: "counter" }, S.clue.length + "/" + max);
  ta.addEventListener("input", () => { S.clue = ta.value; count.textContent = ta.value.length + "/" + max; });
  return h("div", { class: "panel" }, h("label", { for: "clue-input" }, t("clue.field") + " ", count), ta);
}
function handGrid(cards, o) {
  const grid = h("div", { class: "hand", id: "hand" });
  cards.forEach((c, i) => {
    const picked = S.picked.indexOf(c);
    grid.append(cardButton(c, { picked: picked >= 0, badge: o.pick === 2 && picked >= 0 ? String(picked + 1) : null,
      label: t("card.in_hand", { n: i + 1 }), onclick: () => openViewer(cards, i, o.pick ? o : null) }));
  });
  return grid;
}
function togglePick(card, max) {
  const i = S.picked.indexOf(card);
  if (i >= 0) S.picked.splice(i, 1);
  else { if (S.picked.length >= max) S.picked.shift(); S.picked.push(card); }
}
function voteScreen(m, sec, headline, sending) {
  const todo = m.todo;
  const trapStage = todo.trap && S.stage === "trap";
  const title = t(trapStage ? "vote.trap_title" : todo.max === 2 ? "vote.title_two" : "vote.title");
  const story = { name: m.players[m.storyteller].name };
  const sub = trapStage ? t("vote.trap_help") : m.family === "party" ? t("vote.party_help") :
    t(todo.max === 2 ? "vote.help_two" : "vote.help", story);
  sec.append(headline(title, sub), clueBox(m), displayGrid(m, { readonly: false, trapStage }));
  const n = S.picked.length;
  if (todo.trap && !trapStage) {
    setBar(h("button", { class: "btn primary", id: "next", disabled: n === 0, onclick: () => { S.stage = "trap"; render(true); } },
      n === 0 ? t("pick_card") : t("vote.next_trap")));
  } else if (trapStage) {
    setBar(h("button", { class: "btn primary", id: "send", disabled: S.trap === null || sending,
      onclick: () => act({ type: "vote", positions: S.picked.slice(), trap: S.trap }) }, sending ? t("sending") : S.trap === null ? t("vote.pick_trap") : t("vote.send_trap")),
    h("button", { class: "btn ghost", onclick: () => { S.stage = "pick"; S.trap = null; render(true); } }, t("vote.back")));
  } else {
    setBar(h("button", { class: "btn primary", id: "send", disabled: n === 0 || sending,
      onclick: () => act({ type: "vote", positions: S.picked.slice() }) },
    sending ? t("sending") : n === 0 ? t("pick_card") : n === 2 ? t("vote.send_two") : t("vote.send")));
  }
  return sec;
}
function displayGrid(m, o) {
  const grid = h("div", { class: "hand wide", id: "display" });
  const allowed = m.todo && m.todo.kind === "vote" ? new Set(m.todo.allowed) : new Set();
  m.display.forEach((c, i) => {
    const pos = i + 1;
    const mine = m.my_positions.includes(pos);
    const voted = o.readonly ? m.my_votes.includes(pos) : S.picked.includes(pos);
    const trap = o.readonly ? m.my_trap === pos : S.trap === pos;
    let mark = null, markClass = "";
    if (o.trapStage && trap) { mark = t("mark.trap"); markClass = "red"; }
    else if (voted) { mark = t("mark.vote"); markClass = "gold"; }
    else if (mine) mark = t("mark.yours");
    const off = !o.readonly && !o.trapStage && !allowed.has(pos);
    grid.append(cardButton(c, { badge: String(pos), picked: !o.trapStage && voted, trap: o.trapStage && trap, off, mark, markClass,
      label: t(mine ? "card.pos_yours" : "card.pos", { n: pos }), onclick: () => openViewer(m.display, i, o.readonly ? null : { vote: true, trapStage: o.trapStage }) }));
  });
  return grid;
}
function choose(o, card, index) {
  const m = S.msg;
  if (o.vote) {
    const pos = index + 1;
    if (o.trapStage) S.trap = S.trap === pos ? null : pos;
    else if (m.todo.allowed.includes(pos)) togglePickPos(pos, m.todo.max);
  } else togglePick(card, o.pick);
}
function togglePickPos(pos, max) {
  const i = S.picked.indexOf(pos);
  if (i >= 0) S.picked.splice(i, 1);
  else { if (S.picked.length >= max) S.picked.shift(); S.picked.push(pos); }
}
function scoresPanel(m) {
  const rows = m.scorers.map((sc, i) => ({ sc, i })).sort((a, b) => b.sc.score - a.sc.score);
  return h("div", { class: "panel" }, h("h3", {}, t("scores")), h("ul", { class: "scores" }, rows.map(({ sc, i }) =>
    h("li", {}, sc.seats.map((s) => dot(m.players[s].colour, m.players[s].name)), i === m.my_scorer ? t("you_suffix", { name: sc.name }) : sc.name,
      h("span", { class: "pts" }, sc.score)))));
}
function lastRound(m) {
  const r = m.last;
  if (!r) return null;
  const pname = (s) => (m.players[s] ? m.players[s].name : "?");
  const items = r.cards.map((c) => {
    const isStory = r.story_position === c.position;
    let who = c.owner === m.seat ? t("you") : pname(c.owner);
    if (isStory) who = t("last.story", { who });
    if (r.trap === c.position) who = t("last.trap", { who });
    const voters = c.voters.map(pname);
    const lines = [h("div", { class: "who" }, who),
      h("div", { class: "muted small" }, voters.length ? t("last.votes", { names: names(voters) }) : t("last.no_votes"))];
    return h("li", { class: isStory ? "story" : "" }, cardButton(c.card, { onclick: () => openViewer(r.cards.map((x) => x.card), c.position - 1, null) }),
      h("div", {}, ...lines));
  });
  const deltas = m.scorers.map((sc, i) => h("li", {}, sc.seats.map((s) => dot(m.players[s].colour, m.players[s].name)), sc.name,
    h("span", { class: "pts" }, h("span", { class: "delta" + (r.deltas[i] ? "" : " zero") }, "+" + r.deltas[i]), "  " + r.scores[i])));
  return h("div", { class: "panel", id: "last" }, h("h3", {}, t("last.title")),
    r.clue ? h("p", {}, t("last.clue") + " ", h("b", {}, r.clue)) : h("p", { class: "muted" }, t("last.aloud")),
    h("ul", { class: "results" }, items), h("h3", { style: { "margin-top": "14px" } }, t("last.points")), h("ul", { class: "scores" }, deltas));
}

/* ---------- full-screen viewer: tap a card to zoom, swipe between cards ---------- */
function openViewer(cards, index, o) { S.viewer = { cards, index, o }; renderViewer(); }
function closeViewer() { S.viewer = null; $("viewer").hidden = true; $("viewer").replaceChildren(); }
function renderViewer() {
  const v = S.viewer, box = $("viewer");
  if (!v) return;
  const card = v.cards[v.index];
  const o = v.o;
  const frame = h("div", { class: "frame" }, h("img", { src: cardUrl(card), alt: t("card.pos", { n: v.index + 1 }), id: "zoomed" }));
  const row = h("div", { class: "row" });
  const go = (d) => { v.index = (v.index + d + v.cards.length) % v.cards.length; renderViewer(); };
  if (v.cards.length > 1) row.append(h("button", { class: "btn nav", "aria-label": t("viewer.prev"), onclick: () => go(-1) }, "‹"));
  if (o) {
    let chosen, label;
    if (o.vote) {
      const pos = v.index + 1;
      const allowed = S.msg.todo && S.msg.todo.allowed.includes(pos);
      chosen = o.trapStage ? S.trap === pos : S.picked.includes(pos);
      label = o.trapStage ? t(chosen ? "viewer.not_trap" : "viewer.is_trap") : !allowed ? t("viewer.own") : chosen ? t("viewer.unvote") : t("viewer.vote", { n: pos });
      row.append(h("button", { class: "btn primary", id: "choose", disabled: !o.trapStage && !allowed,
        onclick: () => { choose(o, card, v.index); if (!chosen) closeViewer(); render(true); } }, label));
    } else {
      chosen = S.picked.includes(card);
      label = chosen ? t("viewer.put_back") : o.label;
      row.append(h("button", { class: "btn primary", id: "choose", onclick: () => { choose(o, card, v.index); if (!chosen) closeViewer(); render(true); } }, label));
    }
  } else {
    row.append(h("button", { class: "btn", id: "close", onclick: closeViewer }, t("viewer.close")));
  }
  if (v.cards.length > 1) row.append(h("button", { class: "btn nav", "aria-label": t("viewer.next"), onclick: () => go(1) }, "›"));
  box.replaceChildren(frame, h("div", { class: "count" }, (v.index + 1) + " / " + v.cards.length), row,
    o ? h("button", { class: "btn ghost", style: { "max-width": "560px" }, onclick: closeViewer }, t("viewer.close")) : null);
  box.hidden = false;
  let x0 = null;
  frame.addEventListener("touchstart", (e) => { x0 = e.touches[0].clientX; }, { passive: true });
  frame.addEventListener("touchend", (e) => {
    if (x0 === null) return;
    const dx = e.changedTouches[0].clientX - x0;
    x0 = null;
    if (Math.abs(dx) > 50 && v.cards.length > 1) go(dx < 0 ? 1 : -1);
  });
  frame.addEventListener("click", (e) => { if (e.target === frame) closeViewer(); });
}
document.addEventListener("keydown", (e) => {
  if (!S.viewer) return;
  if (e.key === "Escape") closeViewer();
  else if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
    const v = S.viewer;
    v.index = (v.index + (e.key === "ArrowRight" ? 1 : -1) + v.cards.length) % v.cards.length;
    renderViewer();
  }
});

document.documentElement.lang = S.lang;
{ const boot = $("boot"); if (boot) boot.textContent = t("boot"); }
connect();
