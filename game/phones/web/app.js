/* Oneira phone page. Protocol: docs/phones.md (version 1). Plain JS, no libraries, no build step.
   Every piece of text from other players (names, clues) goes through textContent, never as HTML. */
"use strict";

const PALETTE = __PALETTE__; // [[hex, name], ...]: the TV's player colours (filled in by the server)
const V = 1;
const TOKEN_KEY = "oneira-token";
const $ = (id) => document.getElementById(id);

const S = {
  ws: null, token: null, room: "", seq: 0, msg: null, retry: 0, timer: null, stopped: false,
  key: "", picked: [], trap: null, stage: "pick", clue: "", sending: null, viewer: null, lastError: 0,
  waitUntil: 0, waitTimer: null,
};

try { S.token = localStorage.getItem(TOKEN_KEY); } catch (e) { S.token = null; }

/* ---------- language: the game's gettext catalogue, by message id ----------
   The page's texts are English msgids, each a literal in a call of t (or of N_ when a condition picks
   one), read by `python -m game.locale.catalog update`. The server hands their translations for a language
   at /words?lang=..., from the same catalogue as the TV's. The page speaks the browser's language
   until the TV says its own (the `lang` field), then the TV's when the game has words for it.
   A text with no translation shows its English. */
const L = { lang: "en", words: {}, says: {}, tables: {}, asked: {}, ready: false, tv: null, byTv: false };
function N_(msgid) { return msgid; }
function fill(text, vars) {
  const has = (k) => Object.prototype.hasOwnProperty.call(vars, k);
  return vars ? text.replace(/\{(\w+)\}/g, (all, k) => (has(k) ? String(vars[k]) : all)) : text;
}
function translate(msgid, vars) { // any text that is a msgid (a colour's name, a sentence of the hub)
  const text = Object.prototype.hasOwnProperty.call(L.words, msgid) && L.words[msgid] ? L.words[msgid] : msgid;
  return fill(text, vars);
}
function t(msgid, vars) { return translate(msgid, vars); } // the page's own texts: a literal, always
function loadWords(tags) { // -> the language the server answered with, null (it speaks none), undefined (no answer)
  return fetch("/words?lang=" + encodeURIComponent(tags), { cache: "no-cache" })
    .then((r) => (r.ok ? r.json() : r.status === 404 ? null : undefined))
    .then((d) => {
      if (d === undefined) return undefined;
      if (!d || typeof d.lang !== "string" || !d.words || typeof d.words !== "object") return null;
      L.tables[d.lang] = d;
      return d.lang;
    })
    .catch(() => undefined);
}
function useLang(code) {
  const d = L.tables[code];
  L.lang = code; L.words = d.words; L.says = d.says || {};
  document.documentElement.lang = code;
  document.querySelectorAll("[data-t]").forEach((el) => { el.textContent = translate(el.dataset.t); });
  $("viewer").setAttribute("aria-label", t("Card"));
}
/* The TV's language (every lobby and state message says it): followed as soon as its words are here.
   Returns whether the page changed language now (it then redraws everything). */
function followTv(code) {
  if (!code) return false;
  const want = String(code).toLowerCase().split("-")[0];
  L.tv = want;
  if (L.tables[want]) {
    L.byTv = true;
    if (L.lang === want) return false;
    useLang(want);
    return true;
  }
  if (!L.asked[want]) {
    L.asked[want] = true; // asked once: a language the game has no words for keeps the page's
    loadWords(want).then((got) => {
      if (got === undefined) L.asked[want] = false; // no answer (the network): asked again with the next message
      else if (got === want && L.tv === want) { L.byTv = true; useLang(want); render(true); }
    });
  }
  return false;
}
function colourName(i) { return translate(PALETTE[i][1]); }
/* What the hub said: the sentence of its key with its values, in the page's words (a `colour` value
   is a colour's English name, said in the page's words; capitalised when it starts the sentence).
   No key (an engine refusal, sent in the TV's language, the page's own), or a key this page does not
   know: the `message` that came with it. */
function said(m) {
  const msgid = m.key && Object.prototype.hasOwnProperty.call(L.says, m.key) ? L.says[m.key] : null;
  if (!msgid) return m.message || "";
  const vars = Object.assign({}, m.values || {});
  if (typeof vars.colour === "string") vars.colour = translate(vars.colour);
  const template = translate(msgid);
  const text = fill(template, vars);
  return template.startsWith("{colour}") ? text.charAt(0).toUpperCase() + text.slice(1) : text;
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
function cardUrl(id) { return "/card?id=" + encodeURIComponent(id) + "&key=" + encodeURIComponent(S.token || S.room); }
function names(list) {
  if (list.length <= 1) return list.join("");
  return t("{names} and {last}", { names: list.slice(0, -1).join(", "), last: list[list.length - 1] });
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
    if (S.stopped) return; // removed by the host (4001), the audience switched off (4003): the page stays stopped
    if (e.code === 1001 && S.msg && S.msg.type === "uploading") { picturesClosed(); return; } // the TV's Decks screen closed
    if (e.code === 4002) { S.room = ""; S.refused = null; S.token = null; try { localStorage.removeItem(TOKEN_KEY); } catch (err) { /* ignore */ } }
    if (e.code === 4000) { S.stopped = true; netBanner(t("This seat is open on another screen. Reload this page to play here.")); return; }
    if (e.code === 1008) { netBanner(t("The TV closed this connection. Reconnecting in a moment…")); S.retry = 5; }
    else if (e.code === 1009) toast(t("That message was far too long."));
    else netBanner(S.msg ? t("Connection lost: reconnecting…") : t("Looking for the TV…"));
    const wait = Math.min(5000, 400 * Math.pow(2, S.retry++));
    S.timer = setTimeout(connect, wait);
  };
}
function send(obj) {
  if (!S.ws || S.ws.readyState !== 1) { toast(t("Not connected to the TV yet: try again in a moment.")); return false; }
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
      if (m.code === "removed") { removed(m); return; }
      if (m.code === "slow-down" && m.wait > 0) { S.waitUntil = Date.now() + m.wait * 1000; paintWait(); }
      if (m.code === "bad-token") { S.token = null; try { localStorage.removeItem(TOKEN_KEY); } catch (e) { /* ignore */ } }
      toast(said(m));
      if (S.sending && m.code !== "busy") { S.sending = null; render(true); } // the player may choose again
      return;
    case "notice":
      if (m.code === "removed" || m.code === "audience-off") { removed(m); return; } // both stop this page
      if (m.code === "refused") { S.refused = said(m); if (S.msg) { render(true); return; } } // shown as a panel
      toast(said(m), true); return;
    case "you": S.you = m; if (S.msg && S.msg.type === "public" && L.ready) render(true); return;
    case "ack": return;
    case "need_room": case "lobby": case "state": case "public": case "uploading":
      if (S.msg && m.type === "state" && S.msg.step !== m.step) { S.sending = null; }
      S.msg = m;
      if (L.ready) render(followTv(m.lang)); // a new language redraws everything
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
/* The host removed this phone (docs/phones.md, `removed`), or the operator switched the audience
   off (`audience-off`): it stops, says why, and forgets its token. */
function removed(m) {
  S.stopped = true; S.token = null; S.msg = null;
  try { localStorage.removeItem(TOKEN_KEY); } catch (e) { /* ignore */ }
  if (S.ws) { try { S.ws.close(); } catch (e) { /* ignore */ } }
  setBar(); $("top").hidden = true;
  $("app").replaceChildren(h("section", { class: "screen center" }, h("h1", { class: "logo" }, "Oneira"),
    h("div", { class: "panel", id: "removed" }, h("h2", {}, said(m)))));
}
/* The TV stopped taking pictures (its Decks screen closed the phone server): the uploader's token
   opens nothing any more, so the page says so and stops instead of looking for the TV for ever. */
function picturesClosed() {
  S.stopped = true; S.token = null; S.msg = null;
  try { localStorage.removeItem(TOKEN_KEY); } catch (e) { /* ignore */ }
  netBanner(null); setBar(); $("top").hidden = true;
  $("app").replaceChildren(h("section", { class: "screen center" }, h("h1", { class: "logo" }, "Oneira"),
    h("div", { class: "panel", id: "pictures-closed" },
      h("h2", {}, t("The TV has stopped taking pictures. Thank you!")),
      h("p", {}, t("Your pictures wait on the TV for the next game.")))));
}
function screenKey(m) {
  if (m.type === "public") return ["public", m.phase, m.turn, (m.display || []).length, m.audience && m.audience.open].join("|");
  if (m.type === "uploading") return ["uploading", m.name, m.open].join("|");
  if (m.type !== "state") return [m.type, m.pictures_room ? "pictures" : "", m.asking ? m.asking.kind + (m.asking.welcome ? "+" : "") : "", S.refused ? "no" : "", m.open > 0, m.claimable && m.claimable.map((c) => c.seat + c.name).join()].join("|");
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
  renderDoor(m);
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
      inner.append(h("div", { class: cls, title: p.name }, dot(p.colour, p.name), p.seat === m.seat ? t("You") : p.name,
        " ", h("span", { class: "score" }, m.scorers[p.seat] ? m.scorers[p.seat].score : "")));
    });
  }
  top.replaceChildren(inner);
  paintClock();
}
function renderDoor(m) {
  // The storyteller's phone may answer the TV's request for a new seat, as A / B at the TV would.
  const door = $("door");
  const w = m.type === "state" ? m.welcome : null;
  const key = w ? [w.phone, w.name, w.colour, w.seat].join("|") : "";
  if (door.dataset.key === key) return;
  door.dataset.key = key;
  door.hidden = !w;
  if (!w) { door.replaceChildren(); return; }
  const line = w.seat === null || w.seat === undefined
    ? t(N_("{name} wants to join ({colour})"), { name: w.name, colour: colourName(w.colour) })
    : t(N_("A phone wants to take over {name}'s seat ({colour})"), { name: w.name, colour: colourName(w.colour) });
  const answer = (yes) => send({ type: "welcome", phone: w.phone, yes });
  door.replaceChildren(h("p", {}, dot(w.colour, w.name), " ", line),
    h("div", { class: "row" }, h("button", { class: "btn primary", onclick: () => answer(true) }, t("Welcome")),
      h("button", { class: "btn", onclick: () => answer(false) }, t("Not this time"))));
}
function renderLive(m) {
  // A screen the player may be typing or choosing on keeps its inputs: only the live parts change.
  if (m.type === "lobby") {
    const taken = new Set(m.colours_taken);
    document.querySelectorAll(".swatch").forEach((b) => { b.disabled = taken.has(Number(b.dataset.i)); });
    const tp = $("table-panel");
    if (tp) tp.replaceChildren(h("h3", {}, t("At the table")), seatList(m.players));
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
  if (m.type === "need_room") { app.replaceChildren(roomScreen()); paintWait(); }
  else if (m.type === "lobby" && m.pictures_room) app.replaceChildren(picturesRoomScreen(m));
  else if (m.type === "lobby") app.replaceChildren(lobbyScreen(m));
  else if (m.type === "uploading") app.replaceChildren(uploadingScreen(m));
  else if (m.type === "public") app.replaceChildren(audienceScreen(m));
  else if (m.phase === "setup") app.replaceChildren(setupScreen(m));
  else app.replaceChildren(gameScreen(m));
}

/* ---------- joining ---------- */
/* Too many wrong codes from this phone (error `slow-down`): the Enter button rests, with a countdown. */
function paintWait() {
  clearTimeout(S.waitTimer);
  const left = Math.ceil(((S.waitUntil || 0) - Date.now()) / 1000);
  const go = $("room-go"), note = $("room-wait");
  if (go) go.disabled = left > 0;
  if (note) { note.hidden = left <= 0; note.textContent = left > 0 ? t("Please wait {s} s before trying another code.", { s: left }) : ""; }
  if (left > 0) S.waitTimer = setTimeout(paintWait, 1000);
}
function roomScreen() {
  const input = h("input", { type: "text", class: "room-input", id: "room", maxlength: 6, autocomplete: "off", autocapitalize: "characters",
    spellcheck: "false", value: S.room, "aria-label": t("Room code"), inputmode: "text" });
  const go = () => {
    if ((S.waitUntil || 0) > Date.now()) { paintWait(); return; }
    S.room = input.value.trim().toUpperCase(); send({ type: "hello", room: S.room });
  };
  input.addEventListener("keydown", (e) => { if (e.key === "Enter") go(); });
  setBar(h("button", { class: "btn primary", id: "room-go", onclick: go }, t("Enter")));
  return h("section", { class: "screen center" },
    h("h1", { class: "logo" }, "Oneira"), h("p", { class: "tagline" }, t("Your hand, on your phone")),
    h("div", { class: "panel" }, h("label", { for: "room" }, t("Room code")),
      h("p", { class: "muted small" }, t("The letters shown on the TV.")), input,
      h("p", { class: "small", id: "room-wait", role: "status", "aria-live": "polite", hidden: true })));
}
function lobbyScreen(m) {
  const sec = h("section", { class: "screen" }, h("h1", { class: "logo", style: { "text-align": "center", margin: "18px 0 4px" } }, "Oneira"),
    h("p", { class: "tagline", style: { "text-align": "center" } }, t("Join the table")));
  if (S.refused) { // the TV said no, politely: this phone is not asked about again this game
    sec.append(h("div", { class: "panel", style: { "text-align": "center" } }, h("p", {}, S.refused)));
    return sec;
  }
  if (m.asking) {
    const what = t(m.asking.kind === "claim" ? N_("Asking the TV to take over {name}'s seat…") : N_("Asking the TV for a seat as {name}…"), { name: m.asking.name });
    const how = m.asking.welcome ? t("Waiting for the TV to welcome you: someone there presses A (or B).")
      : t("Look at the TV: you will be seated in a moment.");
    sec.append(h("div", { class: "panel", style: { "text-align": "center" } }, h("div", { class: "spinner" }),
      h("h2", {}, what), h("p", { class: "muted" }, how)));
    return sec;
  }
  if (m.open > 0) {
    const taken = new Set(m.colours_taken);
    let colour = m.you && !taken.has(m.you.colour) ? m.you.colour : PALETTE.findIndex((_, i) => !taken.has(i));
    const nameIn = h("input", { type: "text", id: "name", maxlength: 14, autocomplete: "nickname", autocapitalize: "words",
      enterkeyhint: "done", value: m.you ? m.you.name : "", placeholder: t("Your name") });
    const sw = h("div", { class: "swatches", role: "radiogroup", "aria-label": t("Colour") });
    const paint = () => sw.querySelectorAll(".swatch").forEach((b) => b.setAttribute("aria-pressed", String(Number(b.dataset.i) === colour)));
    PALETTE.forEach(([hex], i) => {
      const cname = colourName(i);
      sw.append(h("button", { class: "swatch" + (darkInk(hex) ? " dark-ink" : ""), style: { "--c": hex }, "data-i": String(i),
        disabled: taken.has(i), "aria-label": taken.has(i) ? t("{colour} (taken)", { colour: cname }) : cname, "aria-pressed": "false",
        onclick: () => { colour = i; paint(); } }, cname));
    });
    paint();
    const join = () => {
      const name = nameIn.value.trim();
      if (!name) { toast(t("Type your name first.")); nameIn.focus(); return; }
      send({ type: "join", room: S.room, name, colour });
    };
    nameIn.addEventListener("keydown", (e) => { if (e.key === "Enter") nameIn.blur(); });
    sec.append(h("div", { class: "panel" }, h("label", { for: "name" }, t("Your name")), nameIn,
      h("label", {}, t("Your colour")), sw));
    setBar(h("button", { class: "btn primary", id: "join", onclick: join }, t("Take a seat")));
  }
  if (m.claimable.length) {
    sec.append(h("div", { class: "panel" }, h("h2", {}, t("Take over a seat")),
      h("p", { class: "muted small" }, t("Play a seat of this game from your phone.")),
      m.claimable.map((p) => h("button", { class: "claim", "data-seat": String(p.seat),
        onclick: () => send({ type: "claim", room: S.room, seat: p.seat }) }, dot(p.colour, p.name), p.name,
        h("span", { class: "tag" }, p.kind === "bot" ? t("computer") : t("on the TV"))))));
  }
  if (m.open <= 0 && !m.claimable.length) {
    sec.append(h("div", { class: "panel", style: { "text-align": "center" } }, h("h2", {}, t("The table is full")),
      h("p", { class: "muted" }, m.game ? t("This game has no free seat right now. Enjoy it on the TV!") : t("No seat is free right now. Ask the TV to add one, and this page updates by itself."))));
  }
  sec.append(watchPanel(m));
  sec.append(h("div", { class: "panel", id: "table-panel", hidden: !m.players.length }, h("h3", {}, t("At the table")), seatList(m.players)));
  return sec;
}
/* Join the audience: no seat, the public view, a guess each round (docs/phones.md, The audience). */
function watchPanel(m) {
  const full = m.open <= 0 && !m.claimable.length;
  const nameIn = h("input", { type: "text", id: "watch-name", maxlength: 14, autocomplete: "nickname", autocapitalize: "words",
    enterkeyhint: "done", value: m.you ? m.you.name : "", placeholder: t("Your name") });
  const go = () => {
    const other = $("name");
    const name = (nameIn.value.trim() || (other ? other.value.trim() : ""));
    if (!name) { toast(t("Type your name first.")); nameIn.focus(); return; }
    send({ type: "watch", room: S.room, name });
  };
  const button = h("button", { class: full ? "btn primary" : "btn ghost", id: "watch", onclick: go }, t("Watch and guess"));
  return h("div", { class: "panel", id: "watch-panel" }, h("h3", {}, t("Or join the audience")),
    h("p", { class: "muted small" }, t("No seat and no hand: guess the storyteller's card each round and climb the room's leaderboard.")),
    full || !$("name") ? nameIn : null, button);
}
function audienceScreen(m) {
  const sec = h("section", { class: "screen audience" });
  const a = m.audience || {};
  const you = S.you || {};
  const headline = (title, sub) => h("div", { class: "step" }, h("h1", {}, title), sub ? h("p", { class: "muted" }, sub) : null);
  sec.append(h("p", { class: "muted small", id: "aud-tag" }, t("You are in the audience ({n} watching)", { n: a.count || 1 }),
    " · ", t("{n} points", { n: you.points || 0 })));
  if (m.phase === "setup") { sec.append(headline(t("The game starts on the TV")), seatList(m.players)); return sec; }
  const story = m.players[m.storyteller] || { name: "?" };
  if (m.phase === "over") {
    sec.append(headline(t("The game is over")), h("div", { class: "win" }, "🏆 " + names(m.winners)));
    sec.append(boardPanel(a, you), scoresPanel(m), lastRound(m));
    return sec;
  }
  if (m.phase === "vote") {
    const open = !!a.open;
    const guess = you.turn === m.turn ? you.guess : null;
    sec.append(headline(m.family === "party" ? t("Which card will the players like best?") : t("Which is {name}'s card?", { name: story.name }),
      open ? t(guess ? N_("Your guess is in: tap another card to change it.") : N_("Tap a card to guess.")) : null), clueBox(m));
    const grid = h("div", { class: "hand wide", id: "display" });
    m.display.forEach((c, i) => {
      const pos = i + 1;
      grid.append(cardButton(c, { badge: String(pos), picked: guess === pos, mark: guess === pos ? t("your guess") : null, markClass: "gold",
        label: t("Card {n}", { n: pos }), onclick: () => open ? send({ type: "guess", turn: m.turn, position: pos }) : openViewer(m.display, i, null) }));
    });
    sec.append(grid);
  } else if (m.phase === "clue") {
    sec.append(headline(t(m.family === "party" ? N_("{name} is thinking of a clue") : N_("{name} is telling the story"), { name: story.name })));
  } else {
    sec.append(headline(t("The players choose their cards"), t("You guess once the cards are face up.")), clueBox(m));
  }
  if (m.last && m.last.turn === m.turn - 1) {
    if (a.split && a.split.turn === m.last.turn) {
      sec.append(h("div", { class: "panel", id: "room-split" }, h("h3", {}, t(m.family === "party" ? N_("The room picked the favourite: {pct}%") : N_("The room found it: {pct}%"), { pct: a.split.percent })),
        you.found === true ? h("p", {}, t("You found it! +1")) : you.found === false ? h("p", { class: "muted" }, t("Not this time.")) : null));
    }
    sec.append(lastRound(m));
  }
  sec.append(scoresPanel(m));
  return sec;
}
function boardPanel(a, you) {
  const rows = (a.board || []).map((b, i) => h("li", {}, (i + 1) + ". " + b.name, h("span", { class: "pts" }, b.points)));
  return h("div", { class: "panel", id: "board" }, h("h3", {}, t("The room's best guessers")), h("ul", { class: "scores" }, rows),
    you.rank ? h("p", { class: "muted" }, t("You: {points} points, rank {rank}", { points: you.points || 0, rank: you.rank })) : null);
}
function seatList(players) {
  return h("ul", { class: "seat-list" }, players.map((p) => h("li", {}, dot(p.colour, p.name), p.name,
    h("span", { class: "tag" }, p.kind === "phone" ? t(p.away ? N_("phone away") : N_("phone")) : p.kind === "bot" ? t("computer") : t("on the TV")))));
}
function setupScreen(m) {
  const sec = h("section", { class: "screen center" }, h("h1", { class: "logo" }, "Oneira"),
    h("div", { class: "panel", style: { width: "100%" } }, h("h2", {}, t("You're at the table, {name}!", { name: m.name })),
      h("p", { class: "muted" }, t("The game starts on the TV. Keep this page open: your cards will appear here.")),
      seatList(m.players)),
    h("div", { class: "panel pictures", id: "pictures", hidden: !U.open, style: { width: "100%" } }));
  setTimeout(() => { paintPictures(); loadMine(); }, 0);
  // the TV opens and closes adding (setup, its Decks screen) without a message: look again now and then
  if (!U.poll) U.poll = setInterval(() => { if ($("pictures")) loadMine(); }, 4000);
  return sec;
}

/* The TV's Decks screen takes pictures, with no table (docs/phones.md, `upload`): a name, then this
   phone adds pictures as an uploader (its own token, no seat). */
function picturesRoomScreen(m) {
  const nameIn = h("input", { type: "text", id: "uploader-name", maxlength: 14, autocomplete: "nickname", autocapitalize: "words",
    enterkeyhint: "done", value: m.you ? m.you.name : "", placeholder: t("Your name") });
  const go = () => {
    const name = nameIn.value.trim();
    if (!name) { toast(t("Type your name first.")); nameIn.focus(); return; }
    send({ type: "upload", room: S.room, name });
  };
  nameIn.addEventListener("keydown", (e) => { if (e.key === "Enter") go(); });
  setBar(h("button", { class: "btn primary", id: "as-uploader", onclick: go }, t("Add my pictures")));
  return h("section", { class: "screen center" }, h("h1", { class: "logo" }, "Oneira"),
    h("p", { class: "tagline" }, t("Our pictures")),
    h("div", { class: "panel", style: { width: "100%" } },
      h("p", { class: "muted" }, t("The TV is making a deck of your own photos. Say who you are: the TV shows your name under each picture you add.")),
      h("label", { for: "uploader-name" }, t("Your name")), nameIn));
}
function uploadingScreen(m) {
  const sec = h("section", { class: "screen center" }, h("h1", { class: "logo" }, "Oneira"),
    h("div", { class: "panel", style: { width: "100%" } }, h("h2", {}, t("Your pictures for the TV, {name}", { name: m.name })),
      h("p", { class: "muted" }, m.open ? t("Add photos from your camera or gallery: they appear on the TV's Decks screen.")
        : t("The TV has stopped taking pictures."))),
    h("div", { class: "panel pictures", id: "pictures", hidden: !U.open, style: { width: "100%" } }));
  setTimeout(() => { paintPictures(); loadMine(); }, 0);
  if (!U.poll) U.poll = setInterval(() => { if ($("pictures")) loadMine(); }, 4000);
  return sec;
}

/* ---------- pictures from phones: "Our pictures" (docs/phones.md, Pictures from phones) ----------
   Each picture is sent on its own (POST /upload with the seat token), one after another; the TV
   checks, decodes and re-encodes it. This phone may remove its own pictures and give each a line. */
const U = { open: false, mine: [], queue: [], sending: null, count: 0, poll: 0 };
function upFetch(path, body) {
  return fetch(path, { method: body ? "POST" : "GET", cache: "no-store", headers: { "X-Oneira-Token": S.token || "",
    "Content-Type": "application/json" }, body: body ? JSON.stringify(body) : undefined })
    .then((r) => r.json()).catch(() => null);
}
function loadMine() {
  if (!S.token) return;
  upFetch("/upload/mine").then((m) => {
    if (!m || m.type !== "pictures") return;
    U.open = m.open; U.mine = m.pictures; U.count = m.count; paintPictures();
  });
}
function addPictures(files) { for (const f of files) U.queue.push({ file: f, done: 0 }); paintPictures(); nextPicture(); }
function nextPicture() {
  if (U.sending || !U.queue.length) return;
  const job = U.sending = U.queue.shift();
  const xhr = new XMLHttpRequest();
  xhr.open("POST", "/upload");
  xhr.setRequestHeader("X-Oneira-Token", S.token || "");
  xhr.upload.onprogress = (e) => { if (e.lengthComputable) { job.done = e.loaded / e.total; paintPictures(); } };
  const next = (wait) => { U.sending = null; paintPictures(); setTimeout(nextPicture, wait || 0); };
  xhr.onload = () => {
    let m = null;
    try { m = JSON.parse(xhr.responseText); } catch (e) { m = null; }
    if (m && m.type === "error" && m.code === "flood") { job.done = 0; U.queue.unshift(job); next(2500); return; }
    if (m && m.type === "error") toast(job.file.name + ": " + said(m));
    if (m && m.type === "picture") U.mine.push({ id: m.id, note: m.note });
    next(); loadMine();
  };
  xhr.onerror = () => { toast(t("The picture could not be sent: check the Wi-Fi.")); next(); };
  xhr.send(job.file);
}
function paintPictures() {
  const box = $("pictures");
  if (!box) return;
  box.hidden = !U.open;
  const input = h("input", { type: "file", id: "pick", accept: "image/*", multiple: true, hidden: true,
    onchange: (e) => { addPictures(Array.from(e.target.files || [])); e.target.value = ""; } });
  const rows = U.mine.map((p) => {
    const note = h("textarea", { class: "note", maxlength: 200, rows: 2, placeholder: t("What is in it?"),
      "aria-label": t("What is in it?"), enterkeyhint: "done" });
    note.value = p.note;
    note.addEventListener("change", () => { p.note = note.value; upFetch("/upload/note", { id: p.id, note: note.value }).then((m) => { if (m && m.type === "error") toast(said(m)); }); });
    note.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); note.blur(); } });
    return h("li", { class: "picture", "data-id": p.id },
      h("img", { src: "/upload/picture?id=" + p.id + "&key=" + encodeURIComponent(S.token || ""), alt: "" }),
      h("div", { class: "picture-side" }, note,
        h("button", { class: "btn ghost remove", onclick: () => upFetch("/upload/remove", { id: p.id }).then((m) => {
          if (m && m.type === "error") toast(said(m)); else U.mine = U.mine.filter((q) => q.id !== p.id);
          paintPictures(); loadMine(); }) }, t("Remove"))));
  });
  const jobs = (U.sending ? [U.sending] : []).concat(U.queue).map((j) => h("li", { class: "sending" },
    h("span", { class: "small" }, j.file.name), h("progress", { max: 1, value: j.done })));
  box.replaceChildren(h("h3", {}, t("Our pictures")),
    h("p", { class: "muted small" }, t("Add your own photos to the deck: the TV shows them to everyone.")),
    h("p", { class: "small", id: "pictures-count" }, t("{n} in the deck, {mine} from this phone", { n: U.count, mine: U.mine.length })),
    h("ul", { class: "picture-list" }, rows, jobs), input,
    h("label", { class: "btn", for: "pick", id: "add-pictures" }, t("Add pictures")));
}

/* ---------- the game ---------- */
function waitingLine(m) {
  if (!m.waiting.length) return [];
  const [before, after] = t("Waiting for {names}…").split("{names}");
  return [before, h("b", {}, names(m.waiting)), after || ""];
}
function clueBox(m) {
  if (m.phase === "clue" || m.phase === "over") return null;
  if (!m.clue) return h("div", { class: "clue aloud" }, h("span", { class: "label" }, t("The clue")), t("said aloud - listen to the storyteller"));
  return h("div", { class: "clue", id: "clue" }, h("span", { class: "label" }, t("The clue")), m.clue);
}
function cardButton(id, opts) {
  const o = opts || {};
  const letter = S.msg && S.msg.letterbox && S.msg.letterbox.includes(id);
  const cls = "card" + (letter ? " letterbox" : "") + (o.picked ? " picked" : "") + (o.trap ? " trap" : "") + (o.off ? " off" : "");
  return h("button", { class: cls, "data-card": id, "aria-label": o.label || t("Card"), "aria-pressed": o.picked ? "true" : "false",
    onclick: o.onclick }, h("img", { src: cardUrl(id), alt: "", decoding: "async" }),
    o.badge ? h("span", { class: "badge" }, o.badge) : null, o.mark ? h("span", { class: "mark " + (o.markClass || "") }, o.mark) : null,
    h("span", { class: "zoom", "aria-hidden": "true" }, "⤢"));
}
/* ---------- a pace: a step's time limit (`deadline`), +30 s, and a first-time hint per step ---------- */
function paintClock() {
  const m = S.msg, top = $("top");
  let d = m && m.type === "state" ? m.deadline : null;
  if (d && !(m.todo || d.more)) d = null; // only the phones the table waits for, and the storyteller's
  const key = d ? JSON.stringify(d) + m.step : "";
  if (key !== S.clockKey) { S.clockKey = key; S.clockEnd = d ? Date.now() + d.left * 1000 : 0; S.buzzed = false; }
  let box = $("clock");
  if (!d) { if (box) box.remove(); return; }
  const left = Math.max(0, Math.ceil((S.clockEnd - Date.now()) / 1000));
  if (!box) {
    box = h("div", { class: "clock", id: "clock", role: "timer" }, h("span", { id: "clock-t" }),
      d.more ? h("button", { class: "btn ghost more", onclick: moreTime }, t("+30 s")) : null);
    top.prepend(box);
  }
  box.classList.toggle("low", left <= 10);
  $("clock-t").textContent = Math.floor(left / 60) + ":" + String(left % 60).padStart(2, "0");
  if (left <= 10 && m.todo && !S.buzzed) { S.buzzed = true; if (navigator.vibrate) navigator.vibrate(200); } // once
}
setInterval(paintClock, 1000);
function moreTime() {
  if (!S.msg) return;
  S.seq += 1;
  send({ type: "act", seq: S.seq, step: S.msg.step, action: { type: "more_time" } });
  const b = document.querySelector("#clock .more"); if (b) b.remove();
}
const HINTS = {
  tell: N_("How to play: pick a card and give a clue. You score only if some, but not all, find your card."),
  clue: N_("How to play: say a clue first. Then everyone, you too, plays a card and votes with the crowd."),
  submit: N_("How to play: slip in the card that fits the clue best. Every vote on it scores you a point."),
  "submit-party": N_("How to play: play the card you think most players will pick for the clue."),
  vote: N_("How to play: find the storyteller's card. You may not vote for your own."),
  "vote-party": N_("How to play: vote for the card most players will pick. Votes on the trap score nothing."),
};
function stepHint(m) { // shown on the first step of each kind this phone meets (remembered on the phone)
  if (!m.todo) return null;
  const kind = m.todo.kind + (m.family === "party" && m.todo.kind !== "clue" && m.todo.kind !== "tell" ? "-party" : "");
  if (!HINTS[kind]) return null;
  if (!S.hint || S.hint.step !== m.step) {
    let seen = [];
    try { seen = JSON.parse(localStorage.getItem("oneira-hints") || "[]"); } catch (e) { seen = []; }
    if (!Array.isArray(seen)) seen = [];
    S.hint = { step: m.step, kind: seen.includes(kind) ? null : kind };
    if (S.hint.kind) { seen.push(kind); try { localStorage.setItem("oneira-hints", JSON.stringify(seen)); } catch (e) { /* private mode */ } }
  }
  return S.hint.kind ? h("p", { class: "hint", role: "note" }, translate(HINTS[S.hint.kind])) : null;
}

function gameScreen(m) {
  const sec0 = gameScreenBody(m);
  if (m.room) sec0.append(h("p", { class: "muted small", id: "room-code" }, t("Room code: {code}", { code: m.room })));
  return sec0;
}
function gameScreenBody(m) {
  const me = m.players[m.seat];
  const story = m.players[m.storyteller];
  const sec = h("section", { class: "screen" });
  const todo = m.todo;
  const sending = S.sending === m.step;
  const headline = (title, sub) => h("div", { class: "step" }, h("h1", {}, title), sub ? h("p", { class: "muted" }, sub) : null);
  const waiting = h("p", { class: "waiting-line", id: "waiting" }, ...waitingLine(m));

  if (m.phase === "over") {
    sec.append(headline(t("The game is over")), h("div", { class: "win" }, "🏆 " + names(m.winners)), scoresPanel(m), lastRound(m));
    if (m.story && S.token) {  // the poster of the game (docs/phones.md, GET /story): a PNG to keep
      setBar(h("a", { class: "btn primary", id: "story", href: "/story?token=" + encodeURIComponent(S.token),
        download: "our-story.png" }, t("Save our story")));
    }
    return sec;
  }
  const hint = stepHint(m);
  if (hint) sec.append(hint);
  if (todo && todo.kind === "tell") {
    if (!S.picked.length) {
      sec.append(headline(t("You are the storyteller"), t("Pick a card from your hand, then make up a clue: a word, a sound, a line of a song…")));
      sec.append(handGrid(m.hand, { pick: 1, label: t("Tell with this card") }));
      setBar(h("button", { class: "btn primary", disabled: true }, t("Pick a card")));
    } else {
      const card = S.picked[0];
      sec.append(headline(t("Your clue"), t("Type it, or leave it empty and say it aloud.")));
      sec.append(h("div", { class: "mini" }, cardButton(card, { onclick: () => openViewer([card], 0, null) })));
      sec.append(clueInput(todo.max_clue));
      setBar(h("button", { class: "btn primary", id: "send", disabled: sending,
        onclick: () => act({ type: "tell", card, clue: S.clue.trim() }) }, sending ? t("Sending…") : t("Tell the story")),
      h("button", { class: "btn ghost", onclick: () => { S.picked = []; render(true); } }, t("Choose another card")));
    }
    return sec;
  }
  if (todo && todo.kind === "clue") {
    sec.append(headline(t("You are the storyteller"), t("Give the clue before you look at your cards: everyone will play the card they think most people will pick.")));
    sec.append(clueInput(todo.max_clue));
    setBar(h("button", { class: "btn primary", id: "send", disabled: sending,
      onclick: () => act({ type: "clue", clue: S.clue.trim() }) }, sending ? t("Sending…") : t("Give the clue")));
    return sec;
  }
  if (todo && todo.kind === "submit") {
    const n = todo.count;
    let sub = m.family === "party" ? t(m.seat === m.storyteller ? N_("Play the card of yours that fits your clue best.") : N_("Play the card most players will think of, and dodge the storyteller's trap.")) :
      t("Play the card that could fool the others into thinking it is {name}'s.", { name: story.name });
    if (todo.partner) sub = t("Play a card for your team: you or {name} (the first card played counts).", { name: todo.partner });
    else if (m.family === "team") sub = t("Play the card your team thinks fits the clue.");
    sec.append(headline(t(n === 2 ? N_("Choose two cards") : N_("Choose a card")), sub), clueBox(m));
    sec.append(handGrid(m.hand, { pick: n, label: t("Choose this card") }));
    if (m.last && m.last.turn === m.turn - 1) sec.append(lastRound(m));
    const ready = S.picked.length === n;
    setBar(h("button", { class: "btn primary", id: "send", disabled: !ready || sending,
      onclick: () => act({ type: "submit", cards: S.picked.slice() }) },
    sending ? t("Sending…") : ready ? t(n === 2 ? N_("Play these two cards") : N_("Play this card")) : n === 2 ? t("Pick two cards ({n}/2)", { n: S.picked.length }) : t("Pick a card")));
    return sec;
  }
  if (todo && todo.kind === "vote") return voteScreen(m, sec, headline, sending);

  // Not this seat's turn: show what it may know, and who is still choosing.
  if (m.phase === "clue") {
    sec.append(headline(t(m.family === "party" ? N_("{name} is thinking of a clue") : N_("{name} is telling the story"), { name: story.name }),
      t(m.family === "party" ? N_("Your hand shows once the clue is given.") : N_("Look at your hand while you wait."))), waiting);
  } else if (m.phase === "submit") {
    const played = m.my_cards.length > 0;
    sec.append(headline(t(m.seat === m.storyteller ? N_("Your story is told") : played ? N_("Your card is on the table") : N_("Your partner played for your team")),
      played ? null : m.family === "team" ? t("You will vote.") : null), clueBox(m), waiting);
    if (played) sec.append(h("h3", {}, t(m.seat === m.storyteller && m.family !== "party" ? N_("Your card") : N_("You played"))),
      h("div", { class: "mini" }, m.my_cards.map((c, i) => cardButton(c, { onclick: () => openViewer(m.my_cards, i, null) }))));
  } else if (m.phase === "vote") {
    const voted = m.my_votes.length > 0;
    sec.append(headline(t(voted ? N_("Your vote is in") : N_("The others are voting")), voted ? t("The cards and votes are revealed on the TV.") : null), clueBox(m), waiting);
    sec.append(displayGrid(m, { readonly: true }));
    return sec;
  }
  if (m.last && m.last.turn === m.turn - 1 && m.phase === "clue") sec.append(lastRound(m));
  if (m.hand && m.hand.length) sec.append(h("h3", {}, t("Your hand")), handGrid(m.hand, { pick: 0 }));
  if (m.last && m.last.turn === m.turn - 1 && m.phase !== "clue") sec.append(lastRound(m));
  return sec;
}
function clueInput(max) {
  const ta = h("textarea", { id: "clue-input", maxlength: max, enterkeyhint: "done", placeholder: t("A word, a phrase, a sound…"), autocapitalize: "sentences" });
  ta.value = S.clue;
  const count = h("span", { class: "counter" }, S.clue.length + "/" + max);
  ta.addEventListener("input", () => { S.clue = ta.value; count.textContent = ta.value.length + "/" + max; });
  return h("div", { class: "panel" }, h("label", { for: "clue-input" }, t("Clue") + " ", count), ta);
}
function handGrid(cards, o) {
  const grid = h("div", { class: "hand", id: "hand" });
  cards.forEach((c, i) => {
    const picked = S.picked.indexOf(c);
    grid.append(cardButton(c, { picked: picked >= 0, badge: o.pick === 2 && picked >= 0 ? String(picked + 1) : null,
      label: t("Card {n} of your hand", { n: i + 1 }), onclick: () => openViewer(cards, i, o.pick ? o : null) }));
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
  const title = t(trapStage ? N_("Now mark the trap") : todo.max === 2 ? N_("Vote: one or two cards") : N_("Vote"));
  const story = { name: m.players[m.storyteller].name };
  const sub = trapStage ? t("The card you think nobody - or everybody - will pick.") : m.family === "party" ? t("Vote for the card you think most players chose.") :
    t(todo.max === 2 ? N_("Which is {name}'s card? A second vote is allowed.") : N_("Which is {name}'s card?"), story);
  sec.append(headline(title, sub), clueBox(m), displayGrid(m, { readonly: false, trapStage }));
  const n = S.picked.length;
  if (todo.trap && !trapStage) {
    setBar(h("button", { class: "btn primary", id: "next", disabled: n === 0, onclick: () => { S.stage = "trap"; render(true); } },
      n === 0 ? t("Pick a card") : t("Next: mark the trap")));
  } else if (trapStage) {
    setBar(h("button", { class: "btn primary", id: "send", disabled: S.trap === null || sending,
      onclick: () => act({ type: "vote", positions: S.picked.slice(), trap: S.trap }) }, sending ? t("Sending…") : S.trap === null ? t("Pick the trap") : t("Vote and set the trap")),
    h("button", { class: "btn ghost", onclick: () => { S.stage = "pick"; S.trap = null; render(true); } }, t("Back to my vote")));
  } else {
    setBar(h("button", { class: "btn primary", id: "send", disabled: n === 0 || sending,
      onclick: () => act({ type: "vote", positions: S.picked.slice() }) },
    sending ? t("Sending…") : n === 0 ? t("Pick a card") : n === 2 ? t("Vote for these two") : t("Vote")));
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
    if (o.trapStage && trap) { mark = t("trap"); markClass = "red"; }
    else if (voted) { mark = t("your vote"); markClass = "gold"; }
    else if (mine) mark = t("yours");
    const off = !o.readonly && !o.trapStage && !allowed.has(pos);
    grid.append(cardButton(c, { badge: String(pos), picked: !o.trapStage && voted, trap: o.trapStage && trap, off, mark, markClass,
      label: t(mine ? N_("Card {n}, yours") : N_("Card {n}"), { n: pos }), onclick: () => openViewer(m.display, i, o.readonly ? null : { vote: true, trapStage: o.trapStage }) }));
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
  return h("div", { class: "panel" }, h("h3", {}, t("Scores")), h("ul", { class: "scores" }, rows.map(({ sc, i }) =>
    h("li", {}, sc.seats.map((s) => dot(m.players[s].colour, m.players[s].name)), i === m.my_scorer ? t("{name} (you)", { name: sc.name }) : sc.name,
      h("span", { class: "pts" }, sc.score)))));
}
function lastRound(m) {
  const r = m.last;
  if (!r) return null;
  const pname = (s) => (m.players[s] ? m.players[s].name : "?");
  const items = r.cards.map((c) => {
    const isStory = r.story_position === c.position;
    let who = c.owner === m.seat ? t("You") : pname(c.owner);
    if (isStory) who = t("{who} - the storyteller's card", { who });
    if (r.trap === c.position) who = t("{who} - the trap", { who });
    const voters = c.voters.map(pname);
    const lines = [h("div", { class: "who" }, who),
      h("div", { class: "muted small" }, voters.length ? t("votes: {names}", { names: names(voters) }) : t("no votes"))];
    return h("li", { class: isStory ? "story" : "" }, cardButton(c.card, { onclick: () => openViewer(r.cards.map((x) => x.card), c.position - 1, null) }),
      h("div", {}, ...lines));
  });
  const deltas = m.scorers.map((sc, i) => h("li", {}, sc.seats.map((s) => dot(m.players[s].colour, m.players[s].name)), sc.name,
    h("span", { class: "pts" }, h("span", { class: "delta" + (r.deltas[i] ? "" : " zero") }, "+" + r.deltas[i]), "  " + r.scores[i])));
  return h("div", { class: "panel", id: "last" }, h("h3", {}, t("Last round")),
    r.clue ? h("p", {}, t("Clue:") + " ", h("b", {}, r.clue)) : h("p", { class: "muted" }, t("The clue was said aloud.")),
    r.why ? h("p", { class: "muted small", id: "why" }, r.why) : null,
    h("ul", { class: "results" }, items), h("h3", { style: { "margin-top": "14px" } }, t("Points")), h("ul", { class: "scores" }, deltas));
}

/* ---------- full-screen viewer: tap a card to zoom, swipe between cards ---------- */
function openViewer(cards, index, o) { S.viewer = { cards, index, o }; renderViewer(); }
function closeViewer() { S.viewer = null; $("viewer").hidden = true; $("viewer").replaceChildren(); }
function renderViewer() {
  const v = S.viewer, box = $("viewer");
  if (!v) return;
  const card = v.cards[v.index];
  const o = v.o;
  const frame = h("div", { class: "frame" }, h("img", { src: cardUrl(card), alt: t("Card {n}", { n: v.index + 1 }), id: "zoomed" }));
  const row = h("div", { class: "row" });
  const go = (d) => { v.index = (v.index + d + v.cards.length) % v.cards.length; renderViewer(); };
  if (v.cards.length > 1) row.append(h("button", { class: "btn nav", "aria-label": t("Previous card"), onclick: () => go(-1) }, "‹"));
  if (o) {
    let chosen, label;
    if (o.vote) {
      const pos = v.index + 1;
      const allowed = S.msg.todo && S.msg.todo.allowed.includes(pos);
      chosen = o.trapStage ? S.trap === pos : S.picked.includes(pos);
      label = o.trapStage ? t(chosen ? N_("Not the trap") : N_("This is the trap")) : !allowed ? t("Your own card") : chosen ? t("Remove my vote") : t("Vote for card {n}", { n: pos });
      row.append(h("button", { class: "btn primary", id: "choose", disabled: !o.trapStage && !allowed,
        onclick: () => { choose(o, card, v.index); if (!chosen) closeViewer(); render(true); } }, label));
    } else {
      chosen = S.picked.includes(card);
      label = chosen ? t("Put it back") : o.label;
      row.append(h("button", { class: "btn primary", id: "choose", onclick: () => { choose(o, card, v.index); if (!chosen) closeViewer(); render(true); } }, label));
    }
  } else {
    row.append(h("button", { class: "btn", id: "close", onclick: closeViewer }, t("Close")));
  }
  if (v.cards.length > 1) row.append(h("button", { class: "btn nav", "aria-label": t("Next card"), onclick: () => go(1) }, "›"));
  box.replaceChildren(frame, h("div", { class: "count" }, (v.index + 1) + " / " + v.cards.length), row,
    o ? h("button", { class: "btn ghost", style: { "max-width": "560px" }, onclick: closeViewer }, t("Close")) : null);
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

/* Start: the browser's words first (the boot text is already in them: the server sent the page so),
   then the TV's as soon as it says which; the connection opens meanwhile. */
loadWords([].concat(navigator.languages || [], navigator.language || [], "en").join(",")).then((got) => {
  if (got && !L.byTv) useLang(got);
  L.ready = true;
  if (S.msg) render(followTv(S.msg.lang) || true);
});
connect();
