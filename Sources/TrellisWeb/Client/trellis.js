// Trellis web client: one element per server view, at its frame; input
// goes back. No framework, no build step; a module (strict, its names its
// own). Messages: TrellisWeb's article "The wire format" (v1). Strings
// reach the page as text, never as HTML.
const VERSION = 1;
const LINK_SCHEMES = ["http:", "https:", "mailto:"];
const RGB = /^#[0-9a-f]{6}$/, NAME = /^[A-Za-z][A-Za-z0-9]*$/;
// How long the page's caret wins over late echoes of older edits.
const LOCAL_MS = 500;
const root = document.getElementById("trellis-root");
const views = new Map();
const modals = []; // presented backdrops, bottom first
const dirty = new Set(); // scroll views whose content may have changed size
let rootID = null, focusedID = null, pressedID = null;
let screen = { width: 0, height: 0 };
let socket = null;
let firstJournalApplied = false;

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) {
    message.v = VERSION;
    socket.send(JSON.stringify(message));
  }
}

const on = (target, type, handler, options) => target.addEventListener(type, handler, options);

function make(tag, className, parent) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (parent) parent.appendChild(el);
  return el;
}

// MARK: Text

function textOf(value) {
  if (Array.isArray(value)) return value.map((run) => String(run[0])).join("");
  return value == null ? "" : String(value);
}

function allowedLink(href, base) {
  try { return LINK_SCHEMES.includes(new URL(href, base).protocol); } catch (e) { return false; }
}

// A colour: a class for a name or role (the theme's CSS), else #rrggbb.
function applyColor(el, which, color) {
  el.classList.remove("t-" + which + "-" + el.dataset[which]);
  el.dataset[which] = color;
  el.style[which === "bg" ? "backgroundColor" : "color"] = RGB.test(color) ? color : "";
  if (NAME.test(color)) el.classList.add("t-" + which + "-" + color);
}

// Runs as spans; links as <a>, with an href only for allowed schemes.
function appendText(el, value, cell) {
  if (!Array.isArray(value)) return el.append(textOf(value));
  for (const [text, href, style] of value) {
    const isLink = style && typeof style.link === "number";
    const span = make(isLink ? "a" : "span", "", el);
    span.textContent = text;
    if (isLink) {
      if (typeof href === "string" && allowedLink(href, location.href)) {
        span.href = href; span.rel = "noopener noreferrer"; span.target = "_blank";
      } else span.setAttribute("role", "link");
      span.dataset.link = style.link;
      if (cell != null) span.dataset.cell = cell;
      span.tabIndex = -1;
    }
    if (!style) continue;
    for (const flag of ["bold", "italic", "underline", "strikethrough", "dim"]) {
      if (style[flag] === true) span.classList.add("t-" + flag);
    }
    if (style.fg != null) applyColor(span, "fg", style.fg);
    if (style.bg != null) applyColor(span, "bg", style.bg);
  }
}

// Text: the lines the server wrapped and truncated (`lines`), a block each.
function showText(v) {
  const el = v.el;
  el.textContent = "";
  for (const line of v.lines || []) appendText(make("div", "t-line", el), line);
  showFocusedLink(v);
}

function showFocusedLink(v) {
  for (const a of v.el.querySelectorAll("a[data-link]")) {
    a.classList.toggle("t-link-focused", a.dataset.link === String(v.focusedLink));
  }
}

// Carets: the server counts characters (graphemes), the DOM UTF-16 units.
const segmenter = new Intl.Segmenter();
function toUnits(text, chars) {
  if (chars == null) return text.length;
  let units = 0, seen = 0;
  for (const part of segmenter.segment(text)) {
    if (seen++ === chars) break;
    units += part.segment.length;
  }
  return units;
}
function toChars(text, units) {
  let count = 0;
  for (const part of segmenter.segment(text)) { if (part.index >= units) break; count++; }
  return count;
}

// MARK: Kinds: [make the element (and `control`, what takes focus),
// render the attributes, ARIA role]; other kinds are containers.

const div = (v) => { v.el = make("div"); };
const none = () => {};
function filled(tag, type) {
  return (v) => {
    v.el = make("div");
    v.control = make(tag, "t-fill", v.el);
    if (type) v.control.type = type;
  };
}

const KINDS = {
  container: [div, none],
  text: [div, showText],
  columnRow: [div, renderColumnRow, "row"],
  button: [makeButton, renderButton],
  textField: [filled("input"), renderTextInput],
  textArea: [filled("textarea"), renderTextInput],
  toggle: [makeToggle, renderToggle],
  slider: [filled("input", "range"), renderSlider],
  segmentedControl: [div, renderSegments, "radiogroup"],
  datePicker: [filled("input"), renderDatePicker],
  activityIndicator: [div, renderActivity, "progressbar"],
  progressBar: [makeProgress, renderProgress, "progressbar"],
  divider: [div, renderDivider, "separator"],
  badge: [div, (v) => { v.el.textContent = textOf(v.attrs.badgeText ?? v.attrs.text); }],
  image: [(v) => make("img", "t-fill", v.el = make("div")), renderImage],
  indexBar: [div, renderIndexBar],
  scrollView: [makeScroller, renderScroller],
  list: [makeScroller, renderScroller, "list"],
  listItem: [div, none, "listitem"],
  keyCommandFooter: [div, renderFooter, "toolbar"],
  modalBackdrop: [div, none],
  dialog: [div, renderPanel, "dialog"],
  sheet: [div, renderPanel, "dialog"],
};

function makeButton(v) {
  v.el = v.control = make("button");
  v.el.type = "button";
}

function renderButton(v) {
  const a = v.attrs;
  let title = a.title;
  if (a.disabled === true && a.disabledTitle != null) title = a.disabledTitle;
  else if (a.selected === true && a.selectedTitle != null) title = a.selectedTitle;
  else if (pressedID === v.id && a.highlightedTitle != null) title = a.highlightedTitle;
  if (title != null) {
    const label = v.el.querySelector(":scope > .t-title") || v.el.insertBefore(make("span", "t-title"), v.el.firstChild);
    label.textContent = textOf(title);
  }
  v.el.setAttribute("aria-pressed", a.selected === true);
}

function renderTextInput(v) {
  const a = v.attrs, input = v.control;
  if (v.kind === "textField") input.type = a.secure === true ? "password" : "text";
  input.autocomplete = "off";
  input.spellcheck = false;
  input.placeholder = textOf(a.placeholder);
  const value = textOf(a.value);
  if (!stale(v, (p) => p === value) && !v.composing && input.value !== value) input.value = value;
}

// Whether a value is the echo of an edit older than the user's latest:
// late echoes must not undo typing or dragging.
function stale(v, same) {
  const index = v.pending.findIndex(same);
  if (index < 0) v.pending = [];
  else v.pending.splice(0, index + 1);
  return v.pending.length > 0;
}

function makeToggle(v) {
  v.el = make("label");
  v.control = make("input", "t-switch", v.el);
  v.control.type = "checkbox";
  v.control.setAttribute("role", "switch");
  make("span", "t-label", v.el);
}

function renderToggle(v) {
  v.control.checked = v.attrs.isOn === true;
  v.el.lastChild.textContent = textOf(v.attrs.label ?? v.attrs.title);
}

function renderSlider(v) {
  const a = v.attrs, input = v.control;
  input.min = a.minimum ?? 0;
  input.max = a.maximum ?? 1;
  input.step = a.step || "any";
  const value = a.doubleValue ?? 0;
  if (!stale(v, (p) => Math.abs(p - value) < 1e-9)) input.value = value;
  if (a.label != null) input.setAttribute("aria-label", textOf(a.label));
}

function renderSegments(v) {
  const titles = Array.isArray(v.attrs.segments) ? v.attrs.segments : [];
  const selected = v.attrs.selectedIndex, el = v.el;
  while (el.children.length > titles.length) el.lastChild.remove();
  titles.forEach((title, index) => {
    let button = el.children[index];
    if (!button) {
      button = make("button", "t-segment", el);
      button.type = "button";
      button.setAttribute("role", "radio");
      button.dataset.segment = index;
      button.tabIndex = -1;
    }
    button.textContent = title;
    button.setAttribute("aria-checked", index === selected);
  });
  v.control = el.children[selected] || el.firstChild || null;
}

// Dates are shown and edited in the browser's time zone (the tree's too).
const DATE_TYPES = { date: "date", time: "time", dateAndTime: "datetime-local" };

// Seconds since 1970 as the input's local `date`, `time` or `datetime-local` value.
function dateValue(seconds, type) {
  const d = new Date(seconds * 1000);
  try {
    const local = new Date(d - d.getTimezoneOffset() * 60000).toISOString();
    return type === "date" ? local.slice(0, 10) : type === "time" ? local.slice(11, 16) : local.slice(0, 16);
  } catch (e) { return ""; } // a date past what an input shows
}

function dateSeconds(value, type, previous) {
  if (!value) return null;
  const text = type === "time" ? dateValue(previous, "date") + "T" + value
    : type === "date" ? value + "T" + dateValue(previous, "time") : value;
  const ms = new Date(text).getTime();
  return Number.isFinite(ms) ? ms / 1000 : null;
}

function renderDatePicker(v) {
  const type = DATE_TYPES[v.attrs.datePickerMode] || "date", input = v.control;
  if (input.type !== type) input.type = type;
  const value = typeof v.attrs.date === "number" ? dateValue(v.attrs.date, type) : "";
  if (document.activeElement !== input && input.value !== value) input.value = value;
}

function renderActivity(v) {
  const on = v.attrs.animating !== false;
  v.el.classList.toggle("t-animating", on);
  v.el.setAttribute("aria-busy", on);
}

function makeProgress(v) {
  v.el = make("div");
  make("span", "t-label", v.el);
  make("div", "t-bar", make("div", "t-track", v.el));
}

function renderProgress(v) {
  const value = Math.min(Math.max(Number(v.attrs.doubleValue) || 0, 0), 1);
  v.el.firstChild.textContent = textOf(v.attrs.label);
  if (v.attrs.label != null) v.el.setAttribute("aria-label", textOf(v.attrs.label));
  v.el.querySelector(".t-bar").style.width = value * 100 + "%";
  v.el.setAttribute("aria-valuenow", value);
  v.el.setAttribute("aria-valuemax", "1");
  if (v.attrs.tint != null) applyColor(v.el, "tint", v.attrs.tint);
}

function renderDivider(v) {
  v.el.setAttribute("aria-orientation", v.attrs.axis === "vertical" ? "vertical" : "horizontal");
  if (v.attrs.tint != null) applyColor(v.el, "tint", v.attrs.tint);
}

// A real <img>; `imageSource` gives its URL (the media pipeline's).
function renderImage(v) {
  const img = v.el.firstChild, source = imageSource(v);
  img.alt = textOf(v.attrs.altText ?? v.attrs.imagePlaceholder);
  if (!source) img.removeAttribute("src");
  else if (img.getAttribute("src") !== source) img.src = source;
  v.el.dataset.placeholder = textOf(v.attrs.imagePlaceholder ?? v.attrs.altText);
}

// The picture the server serves from its own origin for this view.
function imageSource(v) {
  const src = v.attrs.imageSrc;
  return typeof src === "string" && src.startsWith("/image/") ? src : null;
}

function renderIndexBar(v) {
  v.el.textContent = "";
  for (const title of v.attrs.segments || []) make("div", "t-index", v.el).textContent = title;
}

// `footerItems`: keys, label, keys, label… of the active key commands.
function renderFooter(v) {
  const items = v.attrs.footerItems || [];
  v.el.textContent = "";
  for (let i = 0; i + 1 < items.length; i += 2) {
    const item = make("span", "t-command", v.el);
    make("kbd", "", item).textContent = items[i];
    item.append(" " + items[i + 1]);
  }
}

function renderPanel(v) {
  let title = v.el.querySelector(":scope > .t-panel-title");
  v.el.setAttribute("aria-modal", "true");
  if (v.attrs.title == null) return title && title.remove();
  title = title || v.el.insertBefore(make("div", "t-panel-title"), v.el.firstChild);
  title.textContent = textOf(v.attrs.title);
  v.el.setAttribute("aria-label", title.textContent);
}

// Cells in a CSS grid: fr tracks with minimums share as the core does.
function renderColumnRow(v) {
  const layout = v.attrs.columnLayout || { columns: [] }, el = v.el;
  el.style.gridTemplateColumns = (layout.columns || []).map((c) => typeof c.fixed === "number"
    ? c.fixed + "px" : "minmax(" + (Number(c.minimum) || 0) + "px," + (Number(c.weight) || 0) + "fr)").join(" ");
  el.style.columnGap = (Number(layout.spacing) || 0) + "px";
  for (const cell of el.querySelectorAll(":scope > .t-cell")) cell.remove();
  (v.attrs.cells || []).forEach((cell, index) => {
    const box = el.insertBefore(make("div", "t-cell"), el.children[index] || null);
    const column = (layout.columns || [])[index];
    if (column && column.align) box.dataset.align = column.align;
    appendText(box, cell, index);
  });
}

// Native overflow at the server's offset; a spacer sizes the content.
function makeScroller(v) {
  v.el = make("div", "t-scroller");
  v.spacer = make("div", "t-spacer", v.el);
}

function renderScroller(v) {
  v.el.classList.toggle("t-horizontal", v.attrs.horizontal === true || v.attrs.axis === "horizontal");
  sizeContent(v);
}

function sizeContent(v) {
  if (!v.spacer) return;
  let size = v.attrs.contentSize;
  if (!Array.isArray(size)) {
    size = [0, 0];
    for (const child of v.children.map((id) => views.get(id))) {
      if (child) size = [Math.max(size[0], child.frame[0] + child.frame[2]), Math.max(size[1], child.frame[1] + child.frame[3])];
    }
  }
  v.spacer.style.left = Math.max(0, size[0] - 1) + "px";
  v.spacer.style.top = Math.max(0, size[1] - 1) + "px";
  showScroll(v);
}

function showScroll(v) {
  if (!v.spacer) return;
  v.el.scrollLeft = v.scroll[0];
  v.el.scrollTop = v.scroll[1];
}

// MARK: Views

function render(v) {
  (KINDS[v.kind] || KINDS.container)[1](v);
  const a = v.attrs, el = v.el, control = v.control || el;
  if ("disabled" in control) control.disabled = a.disabled === true;
  for (const state of ["disabled", "selected", "invalid"]) el.classList.toggle("t-" + state, a[state] === true);
  el.classList.toggle("t-tappable", Array.isArray(a.events) && a.events.includes("tap"));
  if (a.invalid === true) control.setAttribute("aria-invalid", "true");
  else control.removeAttribute("aria-invalid");
  // Ids are recycled: clear what a view no longer has.
  for (const name of ["tag", "identifier", "styleClass", "textAlignment"]) {
    const key = name === "textAlignment" ? "align" : name;
    if (a[name] != null) el.dataset[key] = textOf(a[name]); else delete el.dataset[key];
  }
  if (a.altText != null && v.kind !== "image") control.setAttribute("aria-label", textOf(a.altText));
  el.className = el.className.replace(/ t-bg-\S+/g, ""); el.style.backgroundColor = ""; delete el.dataset.bg;
  if (a.backgroundColor != null) applyColor(el, "bg", a.backgroundColor);
}

function place(v) {
  let [x, y, w, h] = v.frame;
  const parent = views.get(v.parent);
  if (v.id === rootID || v.kind === "modalBackdrop") {
    x = 0; y = 0; w = screen.width; h = screen.height;
  } else if (parent && parent.kind === "modalBackdrop" && (v.kind === "dialog" || v.kind === "sheet")) {
    x = Math.max(0, Math.round((screen.width - w) / 2));
    y = Math.max(0, v.kind === "sheet" ? screen.height - h : Math.round((screen.height - h) / 2));
  }
  // A bar shorter than a line has no room for its label (still its name).
  if (v.kind === "progressBar") v.el.classList.toggle("t-short", h < 16);
  const style = v.el.style;
  style.left = x + "px"; style.top = y + "px"; style.width = w + "px"; style.height = h + "px";
}

// Before the next sibling in the parent (presented backdrops: on top).
function attach(v) {
  const parent = views.get(v.parent);
  if (!parent || modals.includes(v.id)) return;
  let next = null;
  for (let i = parent.children.indexOf(v.id) + 1; i < parent.children.length && !next; i++) {
    const sibling = views.get(parent.children[i]);
    if (sibling && sibling.el.parentNode === parent.el) next = sibling.el;
  }
  parent.el.insertBefore(v.el, next);
}

function detach(v) {
  const parent = views.get(v.parent);
  if (parent) {
    parent.children.splice(parent.children.indexOf(v.id) >>> 0, 1);
    dirty.add(parent);
  }
  v.parent = null;
  if (!modals.includes(v.id)) v.el.remove();
}

// MARK: Journal

// View ops take the view; tree ops (and create) the id.
const ops = {
  create(id, kind, attrs) {
    const v = { id, kind, attrs, frame: [0, 0, 0, 0], scroll: [0, 0], parent: null, children: [],
      control: null, spacer: null, lines: null, pending: [], localAt: 0, composing: false };
    const [makeEl, , role] = KINDS[kind] || KINDS.container;
    makeEl(v);
    v.el.classList.add("t-view", "t-" + (NAME.test(kind) ? kind : "custom"));
    v.el.dataset.id = id;
    v.el.dataset.kind = kind;
    if (role) v.el.setAttribute("role", role);
    views.set(id, v);
    render(v);
  },
  insert(v, parentID, index) {
    const parent = views.get(parentID);
    if (!parent) return;
    v.parent = parentID;
    parent.children.splice(index, 0, v.id);
    attach(v);
    dirty.add(parent);
  },
  move(v, parentID, index) { detach(v); ops.insert(v, parentID, index); },
  remove: detach,
  destroy(v) { detach(v); v.el.remove(); views.delete(v.id); },
  attrs(v, set, removed) {
    for (const name of removed) delete v.attrs[name];
    Object.assign(v.attrs, set);
    render(v);
  },
  frame(v, x, y, w, h) {
    v.frame = [x, y, w, h];
    place(v);
    if (views.has(v.parent)) dirty.add(views.get(v.parent));
  },
  scroll(v, x, y) { v.scroll = [x, y]; showScroll(v); },
  lines(v, lines) { v.lines = lines; showText(v); },
  edit(v, caret, anchor, link) {
    v.focusedLink = link;
    v.selection = [caret, anchor];
    if (v.kind === "text") showFocusedLink(v);
    else showSelection(v);
  },
  focus(id) {
    const old = views.get(focusedID), v = views.get(id);
    if (old) old.el.classList.remove("t-focused");
    focusedID = id;
    if (v) v.el.classList.add("t-focused");
    else if (root.contains(document.activeElement)) document.activeElement.blur();
  },
  press(id) {
    const old = views.get(pressedID), v = views.get(id);
    pressedID = id;
    for (const w of [old, v]) if (w) { w.el.classList.toggle("t-pressed", w === v); if (w.kind === "button") render(w); }
  },
  present(v, placement) {
    modals.push(v.id);
    v.el.dataset.placement = placement;
    root.appendChild(v.el);
    place(v);
  },
  dismiss(v) {
    modals.splice(modals.indexOf(v.id) >>> 0, 1);
    v.el.remove();
    delete v.el.dataset.placement;
    attach(v);
  },
  resize(w, h) {
    screen = { width: w, height: h };
    for (const v of [rootID, ...modals].map((id) => views.get(id))) {
      if (v) for (const id of [v.id, ...v.children]) if (views.has(id)) place(views.get(id));
    }
  },
};
// The server's caret in the field the page focuses, unless the user's
// own edit is more recent.
function showSelection(v) {
  const input = v.control;
  if (!isTextInput(v) || !v.selection || document.activeElement !== input) return;
  if (v.composing || performance.now() - v.localAt < LOCAL_MS) return;
  const [caret, anchor] = v.selection;
  const end = toUnits(input.value, caret), start = anchor == null ? end : toUnits(input.value, anchor);
  input.setSelectionRange(Math.min(start, end), Math.max(start, end), start > end ? "backward" : "forward");
}

const TREE_OPS = new Set(["create", "focus", "press", "resize"]);

function applyJournal(message) {
  if (message.reset) {
    root.textContent = "";
    views.clear();
    modals.length = 0;
    focusedID = pressedID = null;
  }
  rootID = message.root;
  for (const [name, id, ...rest] of message.ops) {
    if (!Object.prototype.hasOwnProperty.call(ops, name)) continue;
    if (TREE_OPS.has(name)) ops[name](id, ...rest);
    else if (views.has(id)) ops[name](views.get(id), ...rest);
  }
  for (const v of dirty) if (views.has(v.id)) sizeContent(v);
  dirty.clear();
  const rootView = views.get(rootID);
  if (rootView && rootView.el.parentNode !== root) { root.prepend(rootView.el); place(rootView); }
  // What is under the top modal is inert.
  const top = modals[modals.length - 1];
  if (rootView) rootView.el.inert = top != null;
  for (const id of modals) if (views.has(id)) views.get(id).el.inert = id !== top;
  // DOM focus follows the server's.
  const focused = views.get(focusedID);
  if (focused) {
    const target = focused.control || focused.el;
    if (!focused.control) target.tabIndex = -1;
    if (document.activeElement !== target) { target.focus({ preventScroll: true }); showSelection(focused); }
  }
  document.body.dataset.trellis = "ready";
  // For the browser suite and Scripts/first-frame.py: navigation start →
  // first journal applied.
  if (!firstJournalApplied) { firstJournalApplied = true; performance.mark("trellis-first-journal"); }
}

// MARK: Input

function viewOf(target) {
  const el = target && target.closest ? target.closest("[data-id]") : null;
  return el ? views.get(Number(el.dataset.id)) : null;
}

function point(e) {
  const rect = root.getBoundingClientRect();
  return { x: e.clientX - rect.left, y: e.clientY - rect.top };
}

const modifiers = (e) => ["shift", "control", "alt"].filter((m, i) => [e.shiftKey, e.ctrlKey, e.altKey][i]);

const isTextInput = (v) => !!v && (v.kind === "textField" || v.kind === "textArea");

// The field's text (with `withText`) and caret, as the server counts them.
function reportEdit(v, withText) {
  const input = v.control, value = input.value;
  const start = input.selectionStart ?? value.length, end = input.selectionEnd ?? start;
  const backward = input.selectionDirection === "backward";
  const caret = toChars(value, backward ? start : end);
  const anchor = start === end ? null : toChars(value, backward ? end : start);
  const key = caret + "," + anchor;
  if (!withText && key === v.reported) return;
  v.reported = key;
  v.localAt = performance.now();
  if (withText) v.pending.push(value);
  send(withText ? { type: "setText", view: v.id, text: value, caret, anchor } : { type: "select", view: v.id, caret, anchor });
}

// An event on a view's element, with the view (none: not ours).
const onView = (type, handler, capture) =>
  on(root, type, (e) => { const v = viewOf(e.target); if (v) handler(v, e); }, capture);

onView("input", (v, e) => {
  // IME: only the committed text is an edit (at compositionend).
  if (isTextInput(v)) { if (!e.isComposing && !v.composing) reportEdit(v, true); }
  else if (v.kind === "slider") {
    v.pending.push(Number(e.target.value));
    send({ type: "setValue", view: v.id, value: Number(e.target.value) });
  }
});

for (const type of ["compositionstart", "compositionend"]) onView(type, (v) => {
  if (!isTextInput(v)) return;
  v.composing = type === "compositionstart";
  if (!v.composing) reportEdit(v, true);
});

function caretMoved() {
  const v = viewOf(document.activeElement);
  if (isTextInput(v) && !v.composing && document.activeElement === v.control) reportEdit(v, false);
}
on(document, "selectionchange", caretMoved);
on(document, "keyup", caretMoved);

onView("change", (v, e) => {
  if (v.kind === "toggle") send({ type: "setOn", view: v.id, on: e.target.checked });
  if (v.kind === "datePicker") {
    const date = dateSeconds(e.target.value, e.target.type, v.attrs.date ?? Date.now() / 1000);
    if (date != null) send({ type: "setDate", view: v.id, date });
  }
});

onView("click", (v, e) => {
  const target = e.target;
  const link = target.closest("a[data-link]"), segment = target.closest("[data-segment]");
  if (link) {
    // A plain click goes to the app; a modified one is the browser's.
    if (link.href && (e.ctrlKey || e.metaKey || e.shiftKey)) return;
    e.preventDefault();
    send({ type: "link", view: v.id, link: Number(link.dataset.link), cell: link.dataset.cell == null ? null : Number(link.dataset.cell) });
  } else if (segment && v.kind === "segmentedControl") {
    send({ type: "selectSegment", view: v.id, index: Number(segment.dataset.segment) });
  } else if (v.kind === "button" && e.detail === 0) {
    // Not the pointer's (that went as press and release).
    send({ type: "activate", view: v.id });
  }
});

// Press, drag, release: to the server, but on native controls.
const NATIVE = new Set(["textField", "textArea", "toggle", "slider", "datePicker", "segmentedControl"]);
let dragging = false, moved = null;

on(root, "pointerdown", (e) => {
  const v = viewOf(e.target);
  if (e.button !== 0 || e.target.closest("a[data-link]")) return;
  if (v && NATIVE.has(v.kind)) { v.localAt = performance.now(); return; }
  dragging = true;
  send({ type: "pointer", phase: "down", ...point(e), modifiers: modifiers(e) });
});

on(document, "pointermove", (e) => {
  if (!dragging) return;
  if (!moved) requestAnimationFrame(() => { if (moved) send({ type: "pointer", phase: "move", ...moved }); moved = null; });
  moved = point(e);
});

function release(e) {
  if (!dragging) return;
  dragging = false;
  moved = null;
  send({ type: "pointer", phase: "up", ...point(e), modifiers: modifiers(e) });
}
on(document, "pointerup", release);
on(document, "pointercancel", release);

// What the browser focused, the server focuses (Tab goes on from it).
onView("focusin", (v, e) => {
  if (v.control === e.target && focusedID !== v.id) send({ type: "focus", view: v.id });
});

// Keys a native control edits stay; the rest go to the server.
const FIELD_KEYS = /^(Backspace|Delete|Arrow(Left|Right)|Home|End)$/;
const AREA_KEYS = /^(Enter|Arrow(Up|Down)|Page(Up|Down))$/;
const SENT_KEYS = /^(Enter|Escape|Tab|Backspace|Delete|Arrow(Up|Down|Left|Right)|Page(Up|Down)|Home|End|Insert|F\d{1,2})$/;

function editsNatively(v, e) {
  const key = e.key, command = e.ctrlKey || e.metaKey;
  if (v.kind === "datePicker") return !/^(Tab|Escape|Enter)$/.test(key);
  if (!isTextInput(v)) return false;
  return (key.length === 1 && !command && !e.altKey) || (command && "acvxyz".includes(key.toLowerCase()))
    || FIELD_KEYS.test(key) || (v.kind === "textArea" && AREA_KEYS.test(key));
}

on(document, "keydown", (e) => {
  if (e.isComposing || e.keyCode === 229) return;
  const v = viewOf(e.target), key = e.key;
  if (v && v.control === e.target && editsNatively(v, e)) return;
  if ((e.ctrlKey || e.metaKey) && key.toLowerCase() === "c" && String(getSelection())) return;
  if (e.metaKey || !(key.length === 1 || SENT_KEYS.test(key))) return;
  e.preventDefault();
  const typing = key.length === 1 && !e.ctrlKey && !e.altKey;
  send({ type: "key", key, modifiers: modifiers(e), text: typing ? key : null });
});

// The wheel goes to the server; a native scroll (the bar) is a scrollTo.
on(root, "wheel", (e) => {
  if (e.target.tagName === "TEXTAREA") return; // it scrolls its own lines
  e.preventDefault();
  const scale = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? screen.height : 1;
  send({ type: "wheel", ...point(e), dx: e.deltaX * scale, dy: e.deltaY * scale });
}, { passive: false });

const scrolled = new Set();
onView("scroll", (v, e) => {
  if (!v.spacer || e.target !== v.el) return;
  if (scrolled.size === 0) requestAnimationFrame(() => {
    for (const v of scrolled) {
      const x = v.el.scrollLeft, y = v.el.scrollTop;
      if (x !== v.scroll[0] || y !== v.scroll[1]) send({ type: "scrollTo", view: v.id, x, y });
    }
    scrolled.clear();
  });
  scrolled.add(v);
}, true);

// One resize per frame, in CSS pixels at any device pixel ratio.
let resizeQueued = false;
function sendSize() {
  resizeQueued = false;
  send({ type: "resize", width: Math.floor(root.clientWidth), height: Math.floor(root.clientHeight) });
}
on(window, "resize", () => { if (!resizeQueued) { resizeQueued = true; requestAnimationFrame(sendSize); } });

// MARK: Themes

// The theme's style sheet, served by the server; the old one goes once the
// new one applies, so the page never shows neither.
function applyTheme(message) {
  if (typeof message.href !== "string" || !message.href.startsWith("/theme/")) return;
  const old = document.getElementById("trellis-theme"), link = make("link", "", document.head);
  on(link, "load", () => { if (old) old.remove(); link.id = "trellis-theme"; });
  link.rel = "stylesheet";
  link.href = message.href;
  if (/^(dark|light)$/.test(message.scheme)) document.documentElement.dataset.scheme = message.scheme;
}

const darkQuery = matchMedia("(prefers-color-scheme: dark)");
function sendDisplay() {
  send({ type: "display", scheme: darkQuery.matches ? "dark" : "light", pixelRatio: devicePixelRatio || 1 });
}
on(darkQuery, "change", sendDisplay);
(function watchPixelRatio() {
  on(matchMedia("(resolution: " + (devicePixelRatio || 1) + "dppx)"), "change", () => { sendDisplay(); watchPixelRatio(); }, { once: true });
})();

// A link the app opened: in a new tab that cannot reach this page, if its
// scheme is allowed here too (the server checked it first).
function openLink(url) {
  if (typeof url === "string" && allowedLink(url)) window.open(url, "_blank", "noopener,noreferrer");
  else console.warn("Trellis: refused to open", url);
}

// MARK: Socket

socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/socket");
on(socket, "open", () => {
  send({ type: "timeZone", zone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  sendDisplay();
  sendSize();
});
on(socket, "message", (e) => {
  let message = null;
  try { message = JSON.parse(e.data); } catch (e) { return; }
  if (!message || message.v !== VERSION) return console.warn("Trellis: unsupported message", message && message.v);
  if (message.type === "journal") applyJournal(message);
  else if (message.type === "theme") applyTheme(message);
  else if (message.type === "open") openLink(message.url);
  else if (message.type === "error") console.warn("Trellis:", message.error);
});
on(socket, "close", () => { document.body.dataset.trellis = "closed"; });
