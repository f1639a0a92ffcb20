// Trellis web client: mirrors the server's view tree as absolutely
// positioned elements, one per view, at the frames the server laid out, and
// sends the user's input back. Hand-written, no framework, no build step.
// The messages are described in the TrellisWeb documentation's "The wire
// format" article (version 1).
//
// Every string reaches the page as text (textContent, value, attributes
// set one by one, CSS properties from vetted values); nothing is ever
// parsed as HTML.
"use strict";
(function () {
  const VERSION = 1;
  const LINK_SCHEMES = ["http:", "https:", "mailto:"];
  const RGB = /^#[0-9a-f]{6}$/;
  const NAME = /^[A-Za-z][A-Za-z0-9]*$/;
  // How long the page's own caret wins over the server's for the field it
  // edits: echoes of older edits arriving late must not move the caret.
  const LOCAL_SELECTION_MS = 500;
  const root = document.getElementById("trellis-root");
  const views = new Map();
  const modals = []; // presented backdrops, bottom first
  let rootID = null;
  let focusedID = null;
  let pressedID = null;
  let screen = { width: 0, height: 0 };
  let socket = null;

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) {
      message.v = VERSION;
      socket.send(JSON.stringify(message));
    }
  }

  // MARK: Text

  function textOf(value) {
    if (Array.isArray(value)) return value.map((run) => String(run[0])).join("");
    return value == null ? "" : String(value);
  }

  function allowedLink(href) {
    try { return LINK_SCHEMES.includes(new URL(href, location.href).protocol); }
    catch (e) { return false; }
  }

  // A colour as a class the theme's CSS styles (a name or role) or, for
  // #rrggbb, the property itself; data-* keeps the value for tests and CSS.
  function applyColor(el, which, color) {
    el.dataset[which] = color == null ? "" : String(color);
    if (color == null) return;
    if (RGB.test(color)) el.style[which === "fg" ? "color" : "backgroundColor"] = color;
    else if (NAME.test(color)) el.classList.add("t-" + which + "-" + color);
  }

  // Styled text into `el`: a string as one text node, runs as spans (and
  // real links) carrying their style as classes.
  function appendText(el, value, cell) {
    if (!Array.isArray(value)) { el.appendChild(document.createTextNode(textOf(value))); return; }
    for (const run of value) {
      const [text, href, style] = run;
      let span;
      if (style && typeof style.link === "number") {
        span = document.createElement("a");
        if (typeof href === "string" && allowedLink(href)) {
          span.href = href;
          span.rel = "noopener noreferrer";
          span.target = "_blank";
        } else {
          span.setAttribute("role", "link");
        }
        span.dataset.link = String(style.link);
        if (cell != null) span.dataset.cell = String(cell);
        span.tabIndex = -1;
      } else {
        span = document.createElement("span");
      }
      span.textContent = String(text);
      if (style) {
        for (const flag of ["bold", "italic", "underline", "strikethrough", "dim"]) {
          if (style[flag] === true) span.classList.add("t-" + flag);
        }
        if (style.fg != null) applyColor(span, "fg", style.fg);
        if (style.bg != null) applyColor(span, "bg", style.bg);
      }
      el.appendChild(span);
    }
  }

  // A text view: the lines the server wrapped and truncated, one block
  // each; before they arrive, the whole text wrapping in the frame.
  function showText(view) {
    const el = view.el;
    el.textContent = "";
    if (!view.lines) { el.classList.add("t-wrap"); appendText(el, view.attrs.text); return; }
    el.classList.remove("t-wrap");
    for (const line of view.lines) {
      const div = document.createElement("div");
      div.className = "t-line";
      appendText(div, line);
      el.appendChild(div);
    }
    showFocusedLink(view);
  }

  function showFocusedLink(view) {
    const old = view.el.querySelector(".t-link-focused");
    if (old) old.classList.remove("t-link-focused");
    if (view.focusedLink == null) return;
    const link = view.el.querySelector('a[data-link="' + view.focusedLink + '"]');
    if (link) link.classList.add("t-link-focused");
  }

  // MARK: Characters and UTF-16
  // The server counts a caret in characters (grapheme clusters), the DOM
  // in UTF-16 units.

  const segmenter = typeof Intl !== "undefined" && Intl.Segmenter ? new Intl.Segmenter() : null;

  function charsToUnits(text, count) {
    if (count == null) return text.length;
    if (!segmenter) return Math.min(count, text.length);
    let units = 0, seen = 0;
    for (const part of segmenter.segment(text)) {
      if (seen === count) break;
      units += part.segment.length;
      seen += 1;
    }
    return units;
  }

  function unitsToChars(text, units) {
    if (!segmenter) return units;
    let count = 0;
    for (const part of segmenter.segment(text)) {
      if (part.index >= units) break;
      count += 1;
    }
    return count;
  }

  // MARK: Kinds
  // One entry per view kind: `make` builds the element (and the native
  // control the view focuses, if any), `render` shows the attributes.
  // Kinds not listed are plain containers.

  function element(tag, className) {
    const el = document.createElement(tag);
    if (className) el.className = className;
    return el;
  }

  function wrapped(view, control) {
    view.el = element("div");
    view.control = control;
    control.classList.add("t-fill");
    view.el.appendChild(control);
  }

  const KINDS = {
    container: { make: makeDiv, render() {} },
    text: { make: makeDiv, render: showText },
    columnRow: { make: makeDiv, render: renderColumnRow },
    button: { make: makeButton, render: renderButton },
    textField: { make: (v) => wrapped(v, element("input")), render: renderTextInput },
    textArea: { make: (v) => wrapped(v, element("textarea")), render: renderTextInput },
    toggle: { make: makeToggle, render: renderToggle },
    slider: { make: makeSlider, render: renderSlider },
    segmentedControl: { make: makeDiv, render: renderSegments },
    datePicker: { make: (v) => wrapped(v, element("input")), render: renderDatePicker },
    activityIndicator: { make: makeDiv, render: renderActivity },
    progressBar: { make: makeProgress, render: renderProgress },
    divider: { make: makeDiv, render: renderDivider },
    badge: { make: makeDiv, render: (v) => { v.el.textContent = textOf(v.attrs.badgeText ?? v.attrs.text); } },
    image: { make: makeImage, render: renderImage },
    indexBar: { make: makeDiv, render: renderIndexBar },
    scrollView: { make: makeScroller, render: renderScroller },
    list: { make: makeScroller, render: renderScroller },
    listItem: { make: makeDiv, render() {} },
    keyCommandFooter: { make: makeDiv, render: renderFooter },
    modalBackdrop: { make: makeDiv, render() {} },
    dialog: { make: makeDiv, render: renderPanel },
    sheet: { make: makeDiv, render: renderPanel },
  };

  const ROLES = {
    list: "list", listItem: "listitem", columnRow: "row", dialog: "dialog", sheet: "dialog",
    divider: "separator", activityIndicator: "progressbar", progressBar: "progressbar",
    segmentedControl: "radiogroup", indexBar: "navigation", keyCommandFooter: "toolbar",
  };

  function makeDiv(view) { view.el = element("div"); }

  function makeButton(view) {
    view.el = element("button");
    view.el.type = "button";
    view.control = view.el;
  }

  function renderButton(view) {
    const a = view.attrs;
    let title = a.title;
    if (a.disabled === true && a.disabledTitle != null) title = a.disabledTitle;
    else if (a.selected === true && a.selectedTitle != null) title = a.selectedTitle;
    else if (pressedID === view.id && a.highlightedTitle != null) title = a.highlightedTitle;
    // A button with views inside (a row) keeps them; a titled one shows its title.
    if (title != null) {
      let label = view.el.querySelector(":scope > .t-title");
      if (!label) { label = element("span", "t-title"); view.el.prepend(label); }
      label.textContent = textOf(title);
    }
    view.el.setAttribute("aria-pressed", a.selected === true ? "true" : "false");
  }

  function renderTextInput(view) {
    const a = view.attrs, input = view.control;
    if (view.kind === "textField") input.type = a.secure === true ? "password" : "text";
    input.autocomplete = "off";
    input.spellcheck = false;
    input.placeholder = textOf(a.placeholder);
    showValue(view, textOf(a.value));
  }

  // A field's value from the server, unless it is an echo of an edit sent
  // before the user's latest (echoes arriving late must not undo typing)
  // or the user is composing with an input method.
  function showValue(view, value) {
    const index = view.pending.indexOf(value);
    if (index >= 0) {
      view.pending.splice(0, index + 1);
      if (view.pending.length > 0) return;
    } else {
      view.pending = [];
    }
    if (view.composing) return;
    if (view.control.value !== value) view.control.value = value;
  }

  function makeToggle(view) {
    view.el = element("label");
    const box = element("input", "t-switch");
    box.type = "checkbox";
    box.setAttribute("role", "switch");
    view.el.appendChild(box);
    view.el.appendChild(element("span", "t-label"));
    view.control = box;
  }

  function renderToggle(view) {
    view.control.checked = view.attrs.isOn === true;
    view.el.querySelector(".t-label").textContent = textOf(view.attrs.label ?? view.attrs.title);
  }

  function makeSlider(view) {
    const input = element("input");
    input.type = "range";
    wrapped(view, input);
  }

  function renderSlider(view) {
    const a = view.attrs, input = view.control;
    input.min = String(a.minimum ?? 0);
    input.max = String(a.maximum ?? 1);
    input.step = a.step ? String(a.step) : "any";
    input.value = String(a.doubleValue ?? 0);
    if (a.label != null) input.setAttribute("aria-label", textOf(a.label));
  }

  function renderSegments(view) {
    const titles = Array.isArray(view.attrs.segments) ? view.attrs.segments : [];
    const selected = view.attrs.selectedIndex;
    const el = view.el;
    while (el.children.length > titles.length) el.lastChild.remove();
    titles.forEach((title, index) => {
      let button = el.children[index];
      if (!button) {
        button = element("button", "t-segment");
        button.type = "button";
        button.setAttribute("role", "radio");
        button.dataset.segment = String(index);
        button.tabIndex = -1;
        el.appendChild(button);
      }
      button.textContent = String(title);
      button.setAttribute("aria-checked", index === selected ? "true" : "false");
      button.disabled = view.attrs.disabled === true;
    });
    view.control = el.children[typeof selected === "number" ? selected : 0] || el;
  }

  // MARK: Dates (shown and edited in the browser's time zone)

  const DATE_TYPES = { date: "date", time: "time", dateAndTime: "datetime-local" };

  function pad(n, width) { return String(n).padStart(width || 2, "0"); }

  function dateValue(seconds, type) {
    if (typeof seconds !== "number") return "";
    const d = new Date(seconds * 1000);
    const day = pad(d.getFullYear(), 4) + "-" + pad(d.getMonth() + 1) + "-" + pad(d.getDate());
    const time = pad(d.getHours()) + ":" + pad(d.getMinutes());
    return type === "date" ? day : type === "time" ? time : day + "T" + time;
  }

  function dateSeconds(value, type, previous) {
    if (!value) return null;
    let text = value;
    if (type === "time") text = dateValue(previous ?? Date.now() / 1000, "date") + "T" + value;
    else if (type === "date") text = value + "T" + dateValue(previous ?? 0, "time");
    const ms = new Date(text).getTime();
    return Number.isFinite(ms) ? ms / 1000 : null;
  }

  function renderDatePicker(view) {
    const type = DATE_TYPES[view.attrs.datePickerMode] || "date";
    const input = view.control;
    if (input.type !== type) input.type = type;
    const value = dateValue(view.attrs.date, type);
    if (document.activeElement !== input && input.value !== value) input.value = value;
    view.dateType = type;
  }

  // MARK: Progress, dividers, images

  function renderActivity(view) {
    view.el.classList.toggle("t-animating", view.attrs.animating !== false);
    view.el.setAttribute("aria-busy", view.attrs.animating !== false ? "true" : "false");
  }

  function makeProgress(view) {
    view.el = element("div");
    view.el.appendChild(element("span", "t-label"));
    const track = element("div", "t-track");
    track.appendChild(element("div", "t-fill-bar"));
    view.el.appendChild(track);
  }

  function renderProgress(view) {
    const value = Math.min(Math.max(Number(view.attrs.doubleValue) || 0, 0), 1);
    view.el.querySelector(".t-label").textContent = textOf(view.attrs.label);
    view.el.querySelector(".t-fill-bar").style.width = value * 100 + "%";
    view.el.setAttribute("aria-valuenow", String(value));
    view.el.setAttribute("aria-valuemin", "0");
    view.el.setAttribute("aria-valuemax", "1");
    if (view.attrs.tint != null) applyColor(view.el, "tint", view.attrs.tint);
  }

  function renderDivider(view) {
    view.el.setAttribute("aria-orientation", view.attrs.axis === "vertical" ? "vertical" : "horizontal");
    if (view.attrs.tint != null) applyColor(view.el, "tint", view.attrs.tint);
  }

  function makeImage(view) {
    const img = element("img");
    img.decoding = "async";
    wrapped(view, img);
    view.control = null;
  }

  // An image view: a real <img> with its alternative text. Where its pixels
  // come from is `imageSource`'s business (the media pipeline's URL).
  function renderImage(view) {
    const img = view.el.firstChild;
    img.alt = textOf(view.attrs.altText ?? view.attrs.imagePlaceholder);
    const source = imageSource(view);
    if (source) { if (img.getAttribute("src") !== source) img.src = source; }
    else img.removeAttribute("src");
    view.el.dataset.placeholder = textOf(view.attrs.imagePlaceholder ?? view.attrs.altText);
  }

  // The URL of an image view's pixels, or null for none yet.
  function imageSource(view) { return null; }

  function renderIndexBar(view) {
    const titles = Array.isArray(view.attrs.segments) ? view.attrs.segments : [];
    view.el.textContent = "";
    for (const title of titles) view.el.appendChild(element("div", "t-index")).textContent = String(title);
  }

  function renderFooter(view) {
    const items = Array.isArray(view.attrs.footerItems) ? view.attrs.footerItems : [];
    view.el.textContent = "";
    for (const item of items) {
      const span = element("span", "t-command");
      span.appendChild(element("kbd")).textContent = String(item[0]);
      span.appendChild(document.createTextNode(" " + String(item[1])));
      view.el.appendChild(span);
    }
  }

  function renderPanel(view) {
    let title = view.el.querySelector(":scope > .t-panel-title");
    if (view.attrs.title == null) { if (title) title.remove(); view.el.removeAttribute("aria-label"); return; }
    if (!title) { title = element("div", "t-panel-title"); view.el.prepend(title); }
    title.textContent = textOf(view.attrs.title);
    view.el.setAttribute("aria-label", textOf(view.attrs.title));
    view.el.setAttribute("aria-modal", "true");
  }

  // MARK: Column rows: cells in a CSS grid whose tracks are the layout's
  // columns (fixed widths, flexible shares with minimums: the core's rule).

  function renderColumnRow(view) {
    const layout = view.attrs.columnLayout;
    const cells = Array.isArray(view.attrs.cells) ? view.attrs.cells : [];
    const el = view.el;
    if (layout && Array.isArray(layout.columns)) {
      el.style.gridTemplateColumns = layout.columns.map((c) =>
        typeof c.fixed === "number" ? c.fixed + "px"
          : "minmax(" + (Number(c.minimum) || 0) + "px," + (Number(c.weight) || 0) + "fr)").join(" ");
      el.style.columnGap = (Number(layout.spacing) || 0) + "px";
    }
    el.textContent = "";
    cells.forEach((cell, index) => {
      const div = element("div", "t-cell");
      const column = layout && layout.columns ? layout.columns[index] : null;
      if (column && column.align) div.dataset.align = column.align;
      appendText(div, cell, index);
      el.appendChild(div);
    });
  }

  // MARK: Scroll views and lists: native overflow containers whose offset
  // is the server's; a spacer gives them the content's size.

  function makeScroller(view) {
    view.el = element("div", "t-scroller");
    view.spacer = element("div", "t-spacer");
    view.el.appendChild(view.spacer);
  }

  function renderScroller(view) {
    const horizontal = view.attrs.horizontal === true || view.attrs.axis === "horizontal";
    view.el.classList.toggle("t-horizontal", horizontal);
    sizeContent(view);
  }

  function sizeContent(view) {
    if (!view.spacer) return;
    let size = view.attrs.contentSize;
    if (!Array.isArray(size)) {
      size = [0, 0];
      for (const id of view.children) {
        const child = views.get(id);
        if (!child) continue;
        size = [Math.max(size[0], child.frame[0] + child.frame[2]), Math.max(size[1], child.frame[1] + child.frame[3])];
      }
    }
    view.spacer.style.left = Math.max(0, size[0] - 1) + "px";
    view.spacer.style.top = Math.max(0, size[1] - 1) + "px";
    showScroll(view);
  }

  function showScroll(view) {
    if (!view.spacer) return;
    view.el.scrollLeft = view.scroll[0];
    view.el.scrollTop = view.scroll[1];
  }

  // MARK: Views

  function common(view) {
    const a = view.attrs, el = view.el;
    const control = view.control || el;
    if ("disabled" in control) control.disabled = a.disabled === true;
    el.classList.toggle("t-disabled", a.disabled === true);
    el.classList.toggle("t-selected", a.selected === true);
    el.classList.toggle("t-invalid", a.invalid === true);
    if (a.invalid === true) control.setAttribute("aria-invalid", "true"); else control.removeAttribute("aria-invalid");
    el.classList.toggle("t-tappable", Array.isArray(a.events) && a.events.includes("tap"));
    for (const name of ["tag", "identifier", "styleClass"]) {
      if (a[name] != null) el.dataset[name] = textOf(a[name]); else delete el.dataset[name];
    }
    if (a.altText != null && view.kind !== "image") control.setAttribute("aria-label", textOf(a.altText));
    if (a.backgroundColor != null) applyColor(el, "bg", a.backgroundColor);
    if (a.textAlignment != null) el.dataset.align = String(a.textAlignment);
  }

  function render(view) {
    (KINDS[view.kind] || KINDS.container).render(view);
    common(view);
  }

  function create(id, kind, attrs) {
    const view = { id, kind, attrs, frame: [0, 0, 0, 0], scroll: [0, 0], parent: null, children: [],
      el: null, control: null, spacer: null, lines: null, pending: [], localAt: 0, composing: false };
    (KINDS[kind] || KINDS.container).make(view);
    const el = view.el;
    el.classList.add("t-view", "t-" + (NAME.test(kind) ? kind : "custom"));
    el.dataset.id = String(id);
    el.dataset.kind = String(kind);
    if (ROLES[kind]) el.setAttribute("role", ROLES[kind]);
    views.set(id, view);
    render(view);
  }

  // MARK: Placement

  function place(view) {
    const style = view.el.style;
    let [x, y, w, h] = view.frame;
    if (view.id === rootID || view.kind === "modalBackdrop") {
      x = 0; y = 0; w = screen.width; h = screen.height;
    } else {
      const parent = views.get(view.parent);
      if (parent && parent.kind === "modalBackdrop" && (view.kind === "dialog" || view.kind === "sheet")) {
        x = Math.max(0, Math.round((screen.width - w) / 2));
        y = view.kind === "sheet" ? Math.max(0, screen.height - h) : Math.max(0, Math.round((screen.height - h) / 2));
      }
    }
    style.left = x + "px"; style.top = y + "px";
    style.width = w + "px"; style.height = h + "px";
  }

  // The view's element into its parent's, before the next sibling that is
  // there (a presented backdrop lives at the top of the page instead).
  function attach(view) {
    const parent = views.get(view.parent);
    if (!parent || modals.includes(view.id)) return;
    const index = parent.children.indexOf(view.id);
    let next = null;
    for (let i = index + 1; i < parent.children.length && !next; i++) {
      const sibling = views.get(parent.children[i]);
      if (sibling && sibling.el.parentNode === parent.el) next = sibling.el;
    }
    parent.el.insertBefore(view.el, next);
  }

  function detach(view) {
    const parent = views.get(view.parent);
    if (parent) {
      const index = parent.children.indexOf(view.id);
      if (index >= 0) parent.children.splice(index, 1);
      dirty.add(parent);
    }
    view.parent = null;
    if (!modals.includes(view.id)) view.el.remove();
  }

  // Scroll containers whose content size may have changed this journal.
  const dirty = new Set();

  // MARK: Journal

  const ops = {
    create,
    insert(id, parentID, index) {
      const view = views.get(id), parent = views.get(parentID);
      if (!view || !parent) return;
      view.parent = parentID;
      parent.children.splice(Math.min(index, parent.children.length), 0, id);
      attach(view);
      dirty.add(parent);
    },
    move(id, parentID, index) {
      const view = views.get(id);
      if (view) { detach(view); ops.insert(id, parentID, index); }
    },
    remove(id) { const view = views.get(id); if (view) detach(view); },
    destroy(id) {
      const view = views.get(id);
      if (!view) return;
      detach(view);
      view.el.remove();
      views.delete(id);
    },
    attrs(id, set, removed) {
      const view = views.get(id);
      if (!view) return;
      for (const name of removed) delete view.attrs[name];
      Object.assign(view.attrs, set);
      render(view);
    },
    frame(id, x, y, w, h) {
      const view = views.get(id);
      if (!view) return;
      view.frame = [x, y, w, h];
      place(view);
      if (view.parent != null) dirty.add(views.get(view.parent));
    },
    scroll(id, x, y) { const view = views.get(id); if (view) { view.scroll = [x, y]; showScroll(view); } },
    lines(id, lines) { const view = views.get(id); if (view) { view.lines = lines; showText(view); } },
    edit(id, caret, anchor, link) {
      const view = views.get(id);
      if (!view) return;
      view.focusedLink = link ?? null;
      if (view.kind === "text") { showFocusedLink(view); return; }
      const input = view.control;
      if (!input || !input.setSelectionRange || document.activeElement !== input) return;
      if (view.composing || performance.now() - view.localAt < LOCAL_SELECTION_MS) return;
      const end = charsToUnits(input.value, caret);
      const start = anchor == null ? end : charsToUnits(input.value, anchor);
      try {
        input.setSelectionRange(Math.min(start, end), Math.max(start, end), start > end ? "forward" : "backward");
      } catch (e) { /* an input type without a selection */ }
    },
    focus(id) {
      const old = views.get(focusedID);
      if (old) old.el.classList.remove("t-focused");
      focusedID = id;
      const view = views.get(id);
      if (!view) {
        if (document.activeElement && root.contains(document.activeElement)) document.activeElement.blur();
        return;
      }
      view.el.classList.add("t-focused");
      let target = view.control;
      if (!target) { target = view.el; target.tabIndex = -1; }
      if (document.activeElement !== target) target.focus({ preventScroll: true });
    },
    press(id) {
      const old = views.get(pressedID);
      pressedID = id;
      if (old) { old.el.classList.remove("t-pressed"); if (old.kind === "button") render(old); }
      const view = views.get(id);
      if (view) { view.el.classList.add("t-pressed"); if (view.kind === "button") render(view); }
    },
    present(id, placement) {
      const view = views.get(id);
      if (!view) return;
      modals.push(id);
      view.el.dataset.placement = String(placement);
      root.appendChild(view.el);
      place(view);
      trapFocus();
    },
    dismiss(id) {
      const index = modals.indexOf(id);
      if (index >= 0) modals.splice(index, 1);
      const view = views.get(id);
      if (view) { view.el.remove(); delete view.el.dataset.placement; attach(view); }
      trapFocus();
    },
    resize(w, h) {
      screen = { width: w, height: h };
      for (const id of [rootID, ...modals]) {
        const view = views.get(id);
        if (!view) continue;
        place(view);
        for (const child of view.children) { const c = views.get(child); if (c) place(c); }
      }
    },
  };

  // A focused element moved in the page (into a modal's layer, to another
  // parent) loses the browser's focus: give it back.
  function refocus() {
    const view = views.get(focusedID);
    if (!view) return;
    const target = view.control || view.el;
    if (document.activeElement !== target && root.contains(target)) target.focus({ preventScroll: true });
  }

  // Only the top modal takes pointer and focus: what is under it is inert.
  function trapFocus() {
    const top = modals[modals.length - 1];
    const rootView = views.get(rootID);
    if (rootView) rootView.el.inert = top != null;
    for (const id of modals) { const view = views.get(id); if (view) view.el.inert = id !== top; }
  }

  function applyJournal(message) {
    if (message.reset) {
      root.textContent = "";
      views.clear();
      modals.length = 0;
      focusedID = null;
      pressedID = null;
    }
    rootID = message.root;
    for (const op of message.ops) {
      const apply = Array.isArray(op) && Object.prototype.hasOwnProperty.call(ops, op[0]) ? ops[op[0]] : null;
      if (apply) apply(...op.slice(1));
    }
    for (const view of dirty) if (view && views.has(view.id)) sizeContent(view);
    dirty.clear();
    const rootView = views.get(rootID);
    if (rootView && rootView.el.parentNode !== root) {
      root.prepend(rootView.el);
      place(rootView);
    }
    refocus();
    document.body.dataset.trellis = "ready";
  }

  // MARK: Input

  function viewOf(target) {
    const el = target && target.closest ? target.closest("[data-id]") : null;
    return el ? views.get(Number(el.dataset.id)) : null;
  }

  function point(event) {
    const rect = root.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  function modifiers(event) {
    const list = [];
    if (event.shiftKey) list.push("shift");
    if (event.ctrlKey) list.push("control");
    if (event.altKey) list.push("alt");
    return list;
  }

  const TEXT_INPUTS = new Set(["textField", "textArea"]);

  function isTextInput(view) { return view && TEXT_INPUTS.has(view.kind); }

  // What a native text input shows, as the server counts it.
  function selectionOf(view) {
    const input = view.control, value = input.value;
    const start = input.selectionStart ?? value.length, end = input.selectionEnd ?? start;
    const backward = input.selectionDirection === "backward";
    const caret = unitsToChars(value, backward ? start : end);
    const anchor = start === end ? null : unitsToChars(value, backward ? end : start);
    return { caret, anchor };
  }

  function reportEdit(view, withText) {
    const { caret, anchor } = selectionOf(view);
    const key = caret + "," + anchor;
    if (!withText && key === view.reported) return;
    view.reported = key;
    view.localAt = performance.now();
    if (withText) {
      view.pending.push(view.control.value);
      send({ type: "setText", view: view.id, text: view.control.value, caret, anchor });
    } else {
      send({ type: "select", view: view.id, caret, anchor });
    }
  }

  root.addEventListener("input", (event) => {
    const view = viewOf(event.target);
    if (!view) return;
    if (isTextInput(view)) {
      // An input method's partial text is not an edit: the committed text
      // goes as one, at compositionend.
      if (event.isComposing || view.composing) return;
      reportEdit(view, true);
    } else if (view.kind === "slider") {
      send({ type: "setValue", view: view.id, value: Number(event.target.value) });
    }
  });

  root.addEventListener("compositionstart", (event) => {
    const view = viewOf(event.target);
    if (isTextInput(view)) view.composing = true;
  });

  root.addEventListener("compositionend", (event) => {
    const view = viewOf(event.target);
    if (!isTextInput(view)) return;
    view.composing = false;
    reportEdit(view, true);
  });

  // The caret moved without an edit (keys, clicks, a drag): tell the server.
  document.addEventListener("selectionchange", () => {
    const view = viewOf(document.activeElement);
    if (isTextInput(view) && !view.composing && document.activeElement === view.control) reportEdit(view, false);
  });

  root.addEventListener("change", (event) => {
    const view = viewOf(event.target);
    if (!view) return;
    if (view.kind === "toggle") send({ type: "setOn", view: view.id, on: event.target.checked });
    else if (view.kind === "datePicker") {
      const date = dateSeconds(event.target.value, view.dateType, view.attrs.date);
      if (date != null) send({ type: "setDate", view: view.id, date });
    }
  });

  root.addEventListener("click", (event) => {
    const target = event.target;
    const view = viewOf(target);
    if (!view) return;
    const link = target.closest ? target.closest("a[data-link]") : null;
    if (link) {
      // A plain click goes to the app (as in the terminal); a modified
      // click on a link the page may follow is the browser's: a new tab.
      if (link.href && (event.ctrlKey || event.metaKey || event.shiftKey)) return;
      event.preventDefault();
      const message = { type: "link", view: view.id, link: Number(link.dataset.link) };
      if (link.dataset.cell != null) message.cell = Number(link.dataset.cell);
      send(message);
      return;
    }
    const segment = target.closest ? target.closest("[data-segment]") : null;
    if (segment && view.kind === "segmentedControl") {
      send({ type: "selectSegment", view: view.id, index: Number(segment.dataset.segment) });
    } else if (view.kind === "button" && event.detail === 0) {
      // A button's own click (not the pointer's, sent as press and release).
      send({ type: "activate", view: view.id });
    }
  });

  // MARK: Pointer: press, drag and release go to the server, but for
  // controls the page edits itself (fields, switches, sliders, dates).

  const NATIVE_POINTER = new Set(["textField", "textArea", "toggle", "slider", "datePicker", "segmentedControl"]);
  let dragging = false;
  let moveQueued = null;

  root.addEventListener("pointerdown", (event) => {
    if (event.button !== 0 || event.target.closest("a[data-link]")) return;
    const view = viewOf(event.target);
    if (view && NATIVE_POINTER.has(view.kind)) {
      if (isTextInput(view)) view.localAt = performance.now();
      return;
    }
    dragging = true;
    send({ type: "pointer", phase: "down", ...point(event), modifiers: modifiers(event) });
  });

  document.addEventListener("pointermove", (event) => {
    if (!dragging) return;
    const queued = moveQueued;
    moveQueued = point(event);
    if (!queued) requestAnimationFrame(() => {
      if (moveQueued) send({ type: "pointer", phase: "move", ...moveQueued });
      moveQueued = null;
    });
  });

  function release(event) {
    if (!dragging) return;
    dragging = false;
    moveQueued = null;
    send({ type: "pointer", phase: "up", ...point(event), modifiers: modifiers(event) });
  }
  document.addEventListener("pointerup", release);
  document.addEventListener("pointercancel", release);

  // A control the browser focused (a click, a label) is focused on the
  // server too, so Tab goes on from it.
  root.addEventListener("focusin", (event) => {
    const view = viewOf(event.target);
    if (view && view.control === event.target && focusedID !== view.id) {
      focusedID = view.id;
      send({ type: "focus", view: view.id });
    }
  });

  document.addEventListener("keyup", (event) => {
    const view = viewOf(event.target);
    if (isTextInput(view) && !view.composing && event.target === view.control) reportEdit(view, false);
  });

  // MARK: Keys: what a native control edits stays in the page; the rest
  // (Tab, Enter, Escape, arrows on lists, Ctrl-P…) goes to the server.

  const FIELD_KEYS = new Set(["Backspace", "Delete", "ArrowLeft", "ArrowRight", "Home", "End"]);
  const AREA_KEYS = new Set(["Enter", "ArrowUp", "ArrowDown", "PageUp", "PageDown"]);
  const EDIT_SHORTCUTS = new Set(["a", "c", "v", "x", "z", "y"]);
  const SENT_KEYS = /^(Enter|Escape|Tab|Backspace|Delete|Arrow(Up|Down|Left|Right)|Page(Up|Down)|Home|End|Insert|F\d{1,2})$/;

  function editsNatively(view, event) {
    const typing = event.key.length === 1 && !event.ctrlKey && !event.altKey && !event.metaKey;
    const shortcut = (event.ctrlKey || event.metaKey) && EDIT_SHORTCUTS.has(event.key.toLowerCase());
    if (view.kind === "datePicker") return event.key !== "Tab" && event.key !== "Escape" && event.key !== "Enter";
    if (!isTextInput(view)) return false;
    return typing || shortcut || FIELD_KEYS.has(event.key) || (view.kind === "textArea" && AREA_KEYS.has(event.key));
  }

  document.addEventListener("keydown", (event) => {
    if (event.isComposing || event.keyCode === 229) return;
    const view = viewOf(event.target);
    if (view && view.control === event.target && editsNatively(view, event)) return;
    const key = event.key;
    const typing = key.length === 1 && !event.ctrlKey && !event.altKey && !event.metaKey;
    // Copying what the user selected on the page stays the browser's.
    if ((event.ctrlKey || event.metaKey) && key.toLowerCase() === "c" && String(window.getSelection())) return;
    if (event.metaKey || !(key.length === 1 || SENT_KEYS.test(key))) return;
    event.preventDefault();
    send({ type: "key", key, modifiers: modifiers(event), text: typing ? key : null });
  });

  // MARK: Scrolling: the wheel goes to the server (it scrolls as the
  // terminal does); a scroll bar dragged, or any native scroll, is a
  // semantic scroll to the new offset.

  root.addEventListener("wheel", (event) => {
    // A text area scrolls its own lines.
    if (event.target.tagName === "TEXTAREA") return;
    event.preventDefault();
    const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? screen.height : 1;
    send({ type: "wheel", ...point(event), dx: event.deltaX * scale, dy: event.deltaY * scale });
  }, { passive: false });

  const scrollQueue = new Set();
  root.addEventListener("scroll", (event) => {
    const view = viewOf(event.target);
    if (!view || !view.spacer || event.target !== view.el) return;
    if (view.el.scrollLeft === view.scroll[0] && view.el.scrollTop === view.scroll[1]) return;
    if (scrollQueue.size === 0) requestAnimationFrame(flushScrolls);
    scrollQueue.add(view);
  }, true);

  function flushScrolls() {
    for (const view of scrollQueue) {
      const x = view.el.scrollLeft, y = view.el.scrollTop;
      if (x !== view.scroll[0] || y !== view.scroll[1]) send({ type: "scrollTo", view: view.id, x, y });
    }
    scrollQueue.clear();
  }

  // MARK: Size: one resize per animation frame, in CSS pixels whatever the
  // device pixel ratio (the server lays out on the CSS pixel grid).

  let resizeQueued = false;
  function sendSize() {
    resizeQueued = false;
    send({ type: "resize", width: Math.floor(root.clientWidth), height: Math.floor(root.clientHeight) });
  }
  window.addEventListener("resize", () => {
    if (!resizeQueued) { resizeQueued = true; requestAnimationFrame(sendSize); }
  });

  // MARK: Socket

  function connect() {
    socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/socket");
    socket.addEventListener("open", sendSize);
    socket.addEventListener("message", (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch (e) { return; }
      if (!message || message.v !== VERSION) { console.warn("Trellis: unsupported message version", message && message.v); return; }
      if (message.type === "journal") applyJournal(message);
      else if (message.type === "error") console.warn("Trellis:", message.error);
    });
    socket.addEventListener("close", () => { document.body.dataset.trellis = "closed"; });
  }
  connect();
})();
