// The dashboard page: a map of the fleet, the rollouts and one node, kept up to date from the
// server's events. Cluster text is only ever written with textContent (never as HTML).
"use strict";

const STATES = ["ungated", "pending-taint", "gated", "released", "exposed", "stuck"];
const NONE = "(no NodeWright)";

const $ = (id) => document.getElementById(id);

// An element with attributes and children (strings become text nodes).
function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v;
    else e.setAttribute(k, v);
  }
  for (const c of children) {
    if (c === null || c === undefined) continue;
    e.append(typeof c === "string" || typeof c === "number" ? String(c) : c);
  }
  return e;
}

const page = {
  cells: new Map(), // name -> { cell, el, key }
  groups: new Map(), // key -> { el, cells, title }
  counts: new Map(),
  rollouts: [],
  picked: new Map(), // node -> "compartment · batch N" of its first NodeWright
  selected: null, // names the label selector matches (null: no selector)
  shown: null, // the node in the node panel
};

// The group of a node: its first NodeWright (by priority), the compartment it places the node
// in, and the batch that picked it, as the operator groups them.
function groupKey(cell) {
  const nw = cell.g.length ? cell.g[0] : NONE;
  const batch = page.picked.get(nw + "\u0000" + cell.n);
  return [nw, cell.c || "", batch || ""].join("\u0000");
}

function groupTitle(compartment, batch) {
  if (!compartment) return "";
  const name = compartment === "__default__" ? "default compartment" : "compartment " + compartment;
  return name + (batch ? " · " + batch : " · not picked");
}

function group(key) {
  let g = page.groups.get(key);
  if (g) return g;
  const [nw, compartment, batch] = key.split("\u0000");
  const title = el("h2", {}, nw, " ", el("small", {}, groupTitle(compartment, batch)), " ", el("small", { class: "n" }));
  const cells = el("div", { class: "cells" });
  g = { el: el("div", { class: "group", "data-group": key }, title, cells), cells, title, n: 0 };
  page.groups.set(key, g);
  // Groups in name order.
  const after = [...page.groups.keys()].sort().find((k) => k > key);
  $("map").insertBefore(g.el, after ? page.groups.get(after).el : null);
  return g;
}

function count(state, by) {
  page.counts.set(state, (page.counts.get(state) || 0) + by);
}

function setGroupCount(g) {
  g.title.querySelector(".n").textContent = "(" + g.n + ")";
}

// Places one node's cell, new or changed: only its own element is touched.
function place(cell) {
  let entry = page.cells.get(cell.n);
  if (entry) {
    count(entry.cell.s, -1);
  } else {
    const e = el("div", { class: "cell", "data-node": cell.n, role: "button", tabindex: "0" });
    entry = { el: e, key: null };
    page.cells.set(cell.n, entry);
  }
  entry.cell = cell;
  count(cell.s, 1);
  entry.el.dataset.state = cell.s;
  entry.el.title = cell.n + ": " + cell.s + (cell.b ? " (" + cell.b + ")" : "");
  const key = groupKey(cell);
  if (key !== entry.key) {
    if (entry.key !== null) leave(entry);
    const g = group(key);
    g.cells.append(entry.el);
    g.n += 1;
    setGroupCount(g);
    entry.key = key;
  }
  filterOne(entry);
}

function leave(entry) {
  const g = page.groups.get(entry.key);
  entry.el.remove();
  g.n -= 1;
  if (g.n === 0) {
    g.el.remove();
    page.groups.delete(entry.key);
  } else setGroupCount(g);
}

function remove(name) {
  const entry = page.cells.get(name);
  if (!entry) return;
  count(entry.cell.s, -1);
  leave(entry);
  page.cells.delete(name);
}

function drawCounts() {
  const out = $("counts");
  out.replaceChildren(
    el("span", { class: "count muted" }, page.cells.size + " nodes"),
    ...STATES.filter((s) => page.counts.get(s)).map((s) =>
      el("span", { class: "count", "data-count": s }, el("span", { class: "swatch", "data-state": s }), s + " " + page.counts.get(s)),
    ),
  );
}

// Filters: state, NodeWright, label selector.
function filterOne(entry) {
  const state = $("f-state").value;
  const nw = $("f-nodewright").value;
  const c = entry.cell;
  const shown =
    (!state || c.s === state) &&
    (!nw || (nw === NONE ? c.g.length === 0 : c.g.includes(nw))) &&
    (!page.selected || page.selected.has(c.n));
  entry.el.classList.toggle("hidden", !shown);
}

function filterAll() {
  for (const entry of page.cells.values()) filterOne(entry);
}

function drawNodeWrights() {
  const select = $("f-nodewright");
  const names = new Set(page.rollouts.map((r) => r.name));
  const have = new Set([...select.options].map((o) => o.value));
  for (const n of names) if (!have.has(n)) select.append(el("option", { value: n }, n));
}

// The batch each node is in, per NodeWright, from the rollouts' compartments.
function pickedFrom(rollouts) {
  const picked = new Map();
  for (const r of rollouts)
    for (const c of r.compartments || [])
      for (const n of c.picked || []) picked.set(r.name + "\u0000" + n, "batch " + c.currentBatch);
  return picked;
}

function setRollouts(rollouts) {
  page.rollouts = rollouts;
  page.picked = pickedFrom(rollouts);
  // Only the nodes whose group moved are moved.
  for (const entry of page.cells.values()) if (groupKey(entry.cell) !== entry.key) place(entry.cell);
  drawNodeWrights();
  drawRollouts();
}

function human(secs) {
  if (secs === null || secs === undefined) return "unknown";
  if (secs < 60) return secs + "s";
  if (secs < 3600) return Math.floor(secs / 60) + "m" + (secs % 60 ? (secs % 60) + "s" : "");
  return Math.floor(secs / 3600) + "h" + Math.floor((secs % 3600) / 60) + "m";
}

function copyButton(text) {
  const b = el("button", { type: "button", title: "Copy the command" }, "Copy");
  b.addEventListener("click", () => {
    navigator.clipboard.writeText(text).then(
      () => (b.textContent = "Copied"),
      () => (b.textContent = "Select and copy"),
    );
  });
  return b;
}

function remedy(text) {
  return el("div", { class: "remedy" }, el("code", {}, text), copyButton(text));
}

function drawRollout(r) {
  const n = r.nodes;
  const pct = n.selected ? Math.floor((100 * n.complete) / n.selected) : 100;
  const rate = r.rate.nodesPerHour === null ? "no rate yet" : r.rate.nodesPerHour.toFixed(1) + " nodes/h";
  const eta = r.eta ? "ETA " + r.eta.at + " (" + human(r.eta.seconds) + ")" : "no ETA (" + r.etaBasis + ")";
  const s = el("div", { class: "rollout", "data-rollout": r.name },
    el("h2", {}, r.name, " ", el("small", { class: "muted" }, r.status || "")),
    el("div", { class: "progress" }, n.complete + "/" + n.selected + " complete (" + pct + "%), " + n.inProgress + " in progress, " + n.erroring + " erroring, " + n.blocked + " blocked"),
    el("progress", { max: String(n.selected || 1), value: String(n.complete) }),
    el("div", {}, rate + " · " + eta),
  );
  if (r.paused) s.append(el("div", { class: "error" }, "paused"));
  if (r.disabled) s.append(el("div", { class: "error" }, "disabled"));
  if (r.compartments.length) {
    const t = el("table", {}, el("tr", {}, el("th", {}, "compartment"), el("th", {}, "state"), el("th", {}, "batch"), el("th", {}, "complete")));
    for (const c of r.compartments)
      t.append(el("tr", {}, el("td", {}, c.name), el("td", {}, c.state), el("td", {}, c.currentBatch + " (" + c.picked.length + " picked)"), el("td", {}, c.complete + "/" + c.matched)));
    s.append(el("h3", {}, "Compartments"), t);
  }
  if (r.stages.length) {
    const t = el("table", {}, el("tr", {}, el("th", {}, "package"), el("th", {}, "stage"), el("th", {}, "median"), el("th", {}, "running")));
    for (const st of r.stages)
      t.append(el("tr", {}, el("td", {}, st.package), el("td", {}, st.stage), el("td", {}, human(st.medianSeconds)), el("td", {}, st.running)));
    s.append(el("h3", {}, "Stage times"), t);
  }
  if (r.holding.length) {
    s.append(el("h3", {}, "Needs a person"));
    const byCode = new Map();
    for (const h of r.holding) {
      if (!byCode.has(h.code)) byCode.set(h.code, []);
      byCode.get(h.code).push(h);
    }
    for (const [code, rows] of byCode) {
      const names = rows.map((h) => h.node);
      const list = names.slice(0, 12).join(", ") + (names.length > 12 ? " and " + (names.length - 12) + " more" : "");
      s.append(el("div", { class: "holding", "data-code": code }, el("strong", {}, code), " on " + rows.length + " node(s): ", list, el("div", { class: "muted" }, rows[0].message)));
      for (const rem of [...new Set(rows.map((h) => h.remedy))].slice(0, 3)) s.append(remedy(rem));
    }
  }
  return s;
}

function drawRollouts() {
  const out = $("rollouts");
  const list = page.rollouts.length ? page.rollouts.map(drawRollout) : [el("p", { class: "muted" }, "No NodeWright")];
  out.replaceChildren(el("h2", {}, "Rollouts"), ...list);
}

// The node panel: the node's explain document.
async function showNode(name) {
  page.shown = name;
  const out = $("node");
  out.hidden = false;
  out.replaceChildren(el("h2", {}, name), el("p", { class: "muted" }, "reading…"));
  const res = await fetch("/api/explain?node=" + encodeURIComponent(name));
  if (page.shown !== name) return;
  if (!res.ok) {
    out.replaceChildren(el("h2", {}, name), el("p", { class: "error" }, await res.text()));
    return;
  }
  drawNode(await res.json());
}

function drawNode(d) {
  const out = $("node");
  const close = el("button", { type: "button", title: "Close" }, "×");
  close.addEventListener("click", () => {
    out.hidden = true;
    page.shown = null;
  });
  const parts = [el("h2", {}, close, " ", d.name, " ", el("span", { class: "swatch", "data-state": d.state }), " " + d.state)];
  if (d.blockers.length) {
    parts.push(el("h3", {}, "Blockers"));
    for (const b of d.blockers)
      parts.push(el("div", { class: "blocker", "data-code": b.code }, el("strong", {}, b.code), ": ", b.message), remedy(b.remedy));
  } else parts.push(el("p", { class: "muted" }, "No blocker."));
  for (const cr of d.nodewrights) {
    parts.push(el("h3", {}, cr.name + " ", el("small", { class: "muted" }, (cr.status || "no status") + ", " + cr.packagesComplete + "/" + cr.packagesTotal + " packages")));
    if (cr.packages.length) {
      const t = el("table", {}, el("tr", {}, el("th", {}, "package"), el("th", {}, "declared"), el("th", {}, "observed"), el("th", {}, "stage"), el("th", {}, "state")));
      for (const p of cr.packages)
        t.append(el("tr", {}, el("td", {}, p.name), el("td", {}, p.declaredVersion || "—"), el("td", {}, p.observedVersion || "—"), el("td", {}, p.stage || ""), el("td", {}, p.state || "")));
      parts.push(t);
    }
  }
  parts.push(el("h3", {}, "Taints"));
  if (d.taints.length) for (const t of d.taints) parts.push(el("div", {}, el("code", {}, t.key + (t.value ? "=" + t.value : "") + ":" + t.effect)));
  else parts.push(el("p", { class: "muted" }, "none"));
  parts.push(el("h3", {}, "Cordon"));
  parts.push(el("p", {}, d.unschedulable ? "cordoned (unschedulable)" : "schedulable"));
  for (const note of [d.runtimeRequiredCordon, d.foreignCordon]) if (note) parts.push(el("p", {}, note));
  const others = d.otherGates || [];
  if (others.length) {
    parts.push(el("h3", {}, "Other gates"));
    for (const g of others)
      parts.push(el("div", { class: "gate", "data-owner": g.owner }, el("strong", {}, g.owner), " ", el("code", {}, g.gate), ": ", g.reason), remedy(g.remedy));
  }
  if (d.startupTaints) parts.push(el("p", { class: "muted" }, d.startupTaints));
  if (d.events) {
    parts.push(el("h3", {}, "Recent events"));
    const ev = d.events;
    if (ev.items.length) {
      const t = el("table", { class: "events" }, el("tr", {}, el("th", {}, "last seen"), el("th", {}, "type"), el("th", {}, "reason"), el("th", {}, "object"), el("th", {}, "message")));
      for (const e of ev.items)
        t.append(el("tr", { "data-reason": e.reason, class: e.type === "Warning" ? "warning" : "" }, el("td", {}, e.lastSeen || ""), el("td", {}, e.type), el("td", {}, e.reason), el("td", {}, e.object), el("td", {}, e.message + (e.count > 1 ? " (×" + e.count + ")" : ""))));
      parts.push(t);
      if (ev.found > ev.items.length) parts.push(el("p", { class: "muted" }, (ev.found - ev.items.length) + " older not shown"));
    }
    if (ev.note) parts.push(el("p", { class: "muted" }, ev.note));
    else if (!ev.items.length) parts.push(el("p", { class: "muted" }, "none"));
  }
  out.replaceChildren(...parts);
}

// Live: the server's events.
function setLive(text, broken) {
  const live = $("live");
  live.textContent = text;
  live.classList.toggle("broken", broken);
}

let brokenSince = null;
let disconnectedSince = null;
function liveLine() {
  if (disconnectedSince) setLive("disconnected from the dashboard since " + disconnectedSince.toLocaleTimeString() + "; showing the last state", true);
  else if (brokenSince) setLive("the cluster cannot be followed since " + new Date(brokenSince).toLocaleTimeString() + "; showing the last state", true);
  else setLive("live", false);
}

function apply(d, whole) {
  if (whole) {
    for (const name of [...page.cells.keys()]) remove(name);
  }
  if (d.rollouts) {
    page.rollouts = d.rollouts;
    page.picked = pickedFrom(d.rollouts);
  }
  for (const c of d.cells) place(c);
  for (const n of d.gone || []) remove(n);
  if (d.rollouts) setRollouts(d.rollouts);
  if ("broken" in d) brokenSince = d.broken;
  document.body.dataset.ready = d.ready ? "true" : "false";
  drawCounts();
  liveLine();
  if (page.shown && d.cells.some((c) => c.n === page.shown)) showNode(page.shown);
}

function connect() {
  const source = new EventSource("/events");
  source.addEventListener("snapshot", (e) => {
    disconnectedSince = null;
    apply(JSON.parse(e.data), true);
    // When the map is first on screen (scripts/dashboard-cost reads it).
    if (document.body.dataset.ready === "true" && !performance.getEntriesByName("nodewright-painted").length)
      requestAnimationFrame(() => setTimeout(() => performance.mark("nodewright-painted"), 0));
  });
  source.addEventListener("delta", (e) => apply(JSON.parse(e.data), false));
  source.addEventListener("error", () => {
    if (!disconnectedSince) disconnectedSince = new Date();
    liveLine();
  });
}

function setup() {
  const state = $("f-state");
  for (const s of STATES) state.append(el("option", { value: s }, s));
  $("f-nodewright").append(el("option", { value: NONE }, NONE));
  state.addEventListener("change", filterAll);
  $("f-nodewright").addEventListener("change", filterAll);
  $("f-selector").addEventListener("change", async (e) => {
    const sel = e.target.value.trim();
    $("f-error").textContent = "";
    if (!sel) page.selected = null;
    else {
      const res = await fetch("/api/select?selector=" + encodeURIComponent(sel));
      if (!res.ok) {
        $("f-error").textContent = await res.text();
        return;
      }
      page.selected = new Set(await res.json());
    }
    filterAll();
  });
  $("f-find").addEventListener("change", (e) => {
    for (const f of document.querySelectorAll(".cell.found")) f.classList.remove("found");
    const entry = page.cells.get(e.target.value.trim());
    if (!entry) {
      $("f-error").textContent = e.target.value ? "no node " + e.target.value : "";
      return;
    }
    $("f-error").textContent = "";
    entry.el.classList.add("found");
    entry.el.scrollIntoView({ block: "center" });
    showNode(entry.cell.n);
  });
  $("map").addEventListener("click", (e) => {
    const name = e.target.dataset && e.target.dataset.node;
    if (name) showNode(name);
  });
  $("map").addEventListener("keydown", (e) => {
    const name = e.target.dataset && e.target.dataset.node;
    if (name && (e.key === "Enter" || e.key === " ")) showNode(name);
  });
  drawRollouts();
  connect();
}

setup();
