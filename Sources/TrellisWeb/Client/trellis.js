// Trellis web client: mirrors the server's view tree as absolutely
// positioned elements and sends the user's input back. Hand-written, no
// framework, no build step. The messages are described in the TrellisWeb
// documentation's "Wire format" article (version 1).
//
// Every string reaches the page as text (textContent, value, attributes
// set one by one); nothing is ever parsed as HTML.
"use strict";
(function () {
  const VERSION = 1;
  const LINK_SCHEMES = ["http:", "https:", "mailto:"];
  const root = document.getElementById("trellis-root");
  const views = new Map(); // id → { el, kind, attrs, frame, scroll, parent }
  let rootID = null;
  let focusedID = null;
  let pressedID = null;
  let screen = { width: 0, height: 0 };
  const placements = new Map(); // backdrop id → placement
  let socket = null;

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) {
      message.v = VERSION;
      socket.send(JSON.stringify(message));
    }
  }

  // MARK: Elements

  function makeElement(kind, attrs) {
    let el;
    switch (kind) {
      case "button": el = document.createElement("button"); el.type = "button"; break;
      case "textField":
        el = document.createElement("input");
        el.type = attrs.secure ? "password" : "text";
        el.autocomplete = "off";
        break;
      case "textArea": el = document.createElement("textarea"); break;
      case "toggle": el = document.createElement("label"); break;
      case "slider": el = document.createElement("input"); el.type = "range"; break;
      default: el = document.createElement("div");
    }
    el.classList.add("t-view", "t-" + kind.replace(/[^A-Za-z0-9]/g, ""));
    return el;
  }

  // Text as text: a plain string, or [text, link] runs whose links are real
  // anchors with allowed schemes only.
  function setText(el, value) {
    if (!Array.isArray(value)) { el.textContent = value == null ? "" : String(value); return; }
    el.textContent = "";
    for (const run of value) {
      const text = String(run[0]);
      const href = run[1];
      if (typeof href === "string" && allowedLink(href)) {
        const a = document.createElement("a");
        a.href = href;
        a.rel = "noopener noreferrer";
        a.target = "_blank";
        a.textContent = text;
        el.appendChild(a);
      } else {
        el.appendChild(document.createTextNode(text));
      }
    }
  }

  function allowedLink(href) {
    try { return LINK_SCHEMES.includes(new URL(href, location.href).protocol); }
    catch (e) { return false; }
  }

  function textOf(value) {
    if (Array.isArray(value)) return value.map((run) => String(run[0])).join("");
    return value == null ? "" : String(value);
  }

  function render(view) {
    const el = view.el;
    const a = view.attrs;
    switch (view.kind) {
      case "text": setText(el, a.text); break;
      case "badge": el.textContent = textOf(a.badgeText ?? a.text); break;
      case "button":
        // A button with views inside (a row) keeps them; a titled one shows its title.
        if (a.title != null) el.textContent = textOf(a.title);
        el.disabled = a.disabled === true;
        break;
      case "textField": case "textArea":
        if (view.kind === "textField") el.type = a.secure ? "password" : "text";
        showValue(view, textOf(a.value));
        el.placeholder = textOf(a.placeholder);
        el.disabled = a.disabled === true;
        break;
      case "toggle": renderToggle(view); break;
      case "image": renderImage(view); break;
      case "slider":
        el.min = String(a.minimum ?? 0);
        el.max = String(a.maximum ?? 1);
        el.step = a.step ? String(a.step) : "any";
        el.value = String(a.doubleValue ?? 0);
        el.disabled = a.disabled === true;
        break;
    }
    if (a.altText != null) el.setAttribute("aria-label", textOf(a.altText));
    applyLook(view);
  }

  // A field's value from the server, unless it is an echo of an edit sent
  // before the user's latest: echoes arriving late must not undo typing.
  function showValue(view, value) {
    const index = view.pending.indexOf(value);
    if (index >= 0) {
      view.pending.splice(0, index + 1);
      if (view.pending.length > 0) return;
    } else {
      view.pending = [];
    }
    if (view.el.value !== value) view.el.value = value;
  }

  function renderToggle(view) {
    let box = view.el.querySelector("input");
    if (!box) {
      box = document.createElement("input");
      box.type = "checkbox";
      view.el.appendChild(box);
      view.el.appendChild(document.createElement("span"));
    }
    box.checked = view.attrs.isOn === true;
    box.disabled = view.attrs.disabled === true;
    view.el.querySelector("span").textContent = textOf(view.attrs.label ?? view.attrs.title);
  }

  // MARK: Images, themes, links

  // An image view: a real <img> of the picture the server serves from its
  // own origin (imageSrc), else its text as in the terminal: the failure
  // (imageError), the alt text, or the placeholder while it loads.
  function renderImage(view) {
    const a = view.attrs;
    const src = typeof a.imageSrc === "string" && a.imageSrc.startsWith("/image/") ? a.imageSrc : null;
    let img = view.el.querySelector("img");
    if (src) {
      if (!img) {
        view.el.textContent = "";
        img = document.createElement("img");
        img.addEventListener("error", () => { img.remove(); view.el.textContent = "✕ " + textOf(view.attrs.altText); });
        view.el.appendChild(img);
      }
      img.alt = textOf(a.altText);
      if (img.getAttribute("src") !== src) img.src = src;
      return;
    }
    if (img) img.remove();
    view.el.textContent = textOf(a.imageError ?? a.altText ?? a.imagePlaceholder);
  }

  // Style class, states and colours as classes, data attributes and CSS
  // variables, for the theme's style sheet (never CSS text).
  const COLOR_NAMES = new Set(["foreground", "background", "accent", "muted", "border", "selection",
    "danger", "success", "warning", "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
    "brightBlack", "brightRed", "brightGreen", "brightYellow", "brightBlue", "brightMagenta", "brightCyan", "brightWhite"]);
  function cssColor(value) {
    if (typeof value !== "string") return "";
    if (/^#[0-9a-f]{6}$/.test(value)) return value;
    return COLOR_NAMES.has(value) ? "var(--t-" + value + ")" : "";
  }
  function applyLook(view) {
    const el = view.el, a = view.attrs;
    if (typeof a.styleClass === "string") el.dataset.styleClass = a.styleClass;
    else delete el.dataset.styleClass;
    for (const state of ["selected", "disabled", "invalid"]) el.classList.toggle("t-" + state, a[state] === true);
    el.style.backgroundColor = cssColor(a.backgroundColor);
  }

  // The theme's style sheet, served by the server; the old one goes once
  // the new one applies, so the page never shows neither.
  function applyTheme(message) {
    if (typeof message.href !== "string" || !message.href.startsWith("/theme/")) return;
    const old = document.getElementById("trellis-theme");
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = message.href;
    link.addEventListener("load", () => { if (old) old.remove(); link.id = "trellis-theme"; });
    document.head.appendChild(link);
    if (message.scheme === "dark" || message.scheme === "light") document.documentElement.dataset.scheme = message.scheme;
  }

  const darkQuery = window.matchMedia("(prefers-color-scheme: dark)");
  function sendDisplay() {
    send({ type: "display", scheme: darkQuery.matches ? "dark" : "light", pixelRatio: window.devicePixelRatio || 1 });
  }
  darkQuery.addEventListener("change", sendDisplay);
  function watchPixelRatio() {
    window.matchMedia("(resolution: " + (window.devicePixelRatio || 1) + "dppx)")
      .addEventListener("change", () => { sendDisplay(); watchPixelRatio(); }, { once: true });
  }
  watchPixelRatio();

  // A plain click on a link follows it in the app, as in the terminal (a
  // web view loads the page in place); a modified click is the browser's.
  root.addEventListener("click", (event) => {
    const a = event.target.closest ? event.target.closest("a[href]") : null;
    if (!a || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const id = viewOf(a);
    event.preventDefault();
    event.stopImmediatePropagation();
    if (id != null) send({ type: "followLink", view: id, url: a.getAttribute("href") });
  }, true);

  // MARK: Placement

  function place(id) {
    const view = views.get(id);
    if (!view) return;
    const style = view.el.style;
    if (id === rootID) {
      style.left = "0px"; style.top = "0px";
      style.width = screen.width + "px"; style.height = screen.height + "px";
      return;
    }
    const f = view.frame;
    let x = f[0], y = f[1];
    const parent = views.get(view.parent);
    if (placements.has(id)) { x = 0; y = 0; style.width = screen.width + "px"; style.height = screen.height + "px"; }
    else if (parent && placements.has(view.parent) && (view.kind === "dialog" || view.kind === "sheet")) {
      x = Math.round((screen.width - f[2]) / 2);
      y = view.kind === "sheet" ? screen.height - f[3] : Math.round((screen.height - f[3]) / 2);
    } else if (parent) { x -= parent.scroll[0]; y -= parent.scroll[1]; }
    style.left = x + "px"; style.top = y + "px";
    if (!placements.has(id)) { style.width = f[2] + "px"; style.height = f[3] + "px"; }
  }

  function placeChildren(id) {
    const view = views.get(id);
    if (!view) return;
    for (const child of view.el.children) {
      const childID = Number(child.dataset.id);
      if (views.has(childID)) place(childID);
    }
  }

  // MARK: Journal

  function insert(id, parentID, index) {
    const view = views.get(id);
    const parent = views.get(parentID);
    if (!view || !parent) return;
    view.parent = parentID;
    const siblings = Array.from(parent.el.children).filter((c) => c.dataset.id);
    parent.el.insertBefore(view.el, siblings[index] ?? null);
    place(id);
  }

  function detach(id) {
    const view = views.get(id);
    if (!view) return;
    view.el.remove();
    view.parent = null;
  }

  const ops = {
    create(id, kind, attrs) {
      const el = makeElement(kind, attrs);
      el.dataset.id = String(id);
      const view = { el, kind, attrs, frame: [0, 0, 0, 0], scroll: [0, 0], parent: null, pending: [] };
      views.set(id, view);
      render(view);
    },
    insert, move(id, parentID, index) { detach(id); insert(id, parentID, index); },
    remove: detach,
    destroy(id) { detach(id); views.delete(id); placements.delete(id); },
    attrs(id, set, removed) {
      const view = views.get(id);
      if (!view) return;
      for (const name of removed) delete view.attrs[name];
      Object.assign(view.attrs, set);
      render(view);
    },
    frame(id, x, y, w, h) { const view = views.get(id); if (view) { view.frame = [x, y, w, h]; place(id); } },
    scroll(id, x, y) { const view = views.get(id); if (view) { view.scroll = [x, y]; placeChildren(id); } },
    edit(id, caret, anchor) {
      const view = views.get(id);
      if (!view || !view.el.setSelectionRange || document.activeElement !== view.el) return;
      const end = caret ?? view.el.value.length;
      const start = anchor ?? end;
      try { view.el.setSelectionRange(Math.min(start, end), Math.max(start, end)); } catch (e) { /* not a text input */ }
    },
    focus(id) {
      const old = views.get(focusedID);
      if (old) old.el.classList.remove("t-focused");
      focusedID = id;
      const view = views.get(id);
      if (!view) return;
      view.el.classList.add("t-focused");
      const target = view.kind === "toggle" ? view.el.querySelector("input") : view.el;
      if (target && target.focus && document.activeElement !== target) target.focus({ preventScroll: true });
    },
    press(id) {
      const old = views.get(pressedID);
      if (old) old.el.classList.remove("t-pressed");
      pressedID = id;
      const view = views.get(id);
      if (view) view.el.classList.add("t-pressed");
    },
    present(id, placement) { placements.set(id, placement); place(id); placeChildren(id); },
    dismiss(id) { placements.delete(id); place(id); },
    resize(w, h) { screen = { width: w, height: h }; place(rootID); placements.forEach((_, id) => { place(id); placeChildren(id); }); },
  };

  function applyJournal(message) {
    if (message.reset) { root.textContent = ""; views.clear(); placements.clear(); focusedID = null; pressedID = null; }
    rootID = message.root;
    for (const op of message.ops) {
      const apply = ops[op[0]];
      if (typeof apply === "function") apply(...op.slice(1));
    }
    const rootView = views.get(rootID);
    if (rootView && rootView.el.parentNode !== root) { root.appendChild(rootView.el); place(rootID); }
  }

  // MARK: Input

  function viewOf(target) {
    const el = target && target.closest ? target.closest("[data-id]") : null;
    return el ? Number(el.dataset.id) : null;
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

  const NATIVE = new Set(["INPUT", "TEXTAREA", "BUTTON", "A"]);
  // Keys a native field edits itself; the rest go to the tree.
  const FIELD_KEYS = new Set(["Backspace", "Delete", "ArrowLeft", "ArrowRight", "Home", "End"]);

  root.addEventListener("click", (event) => {
    const target = event.target;
    const id = viewOf(target);
    if (target.tagName === "BUTTON" && id != null) { send({ type: "activate", view: id }); return; }
    if (NATIVE.has(target.tagName) || target.closest("label.t-toggle")) return;
    send({ type: "click", ...point(event), modifiers: modifiers(event) });
  });

  root.addEventListener("input", (event) => {
    const id = viewOf(event.target);
    if (id == null) return;
    const view = views.get(id);
    if (!view) return;
    if (view.kind === "textField" || view.kind === "textArea") {
      view.pending.push(event.target.value);
      send({ type: "setText", view: id, text: event.target.value });
    }
    else if (view.kind === "slider") send({ type: "setValue", view: id, value: Number(event.target.value) });
  });

  root.addEventListener("change", (event) => {
    const id = viewOf(event.target);
    if (id != null && event.target.type === "checkbox") send({ type: "setOn", view: id, on: event.target.checked });
  });

  document.addEventListener("keydown", (event) => {
    if (event.isComposing || event.metaKey) return;
    const inField = event.target.tagName === "INPUT" || event.target.tagName === "TEXTAREA";
    const typing = event.key.length === 1 && !event.ctrlKey && !event.altKey;
    if (inField && (typing || FIELD_KEYS.has(event.key))) return;
    if (event.key.length > 1 && !/^(Enter|Escape|Tab|Backspace|Delete|Arrow(Up|Down|Left|Right)|Page(Up|Down)|Home|End|Insert|F\d{1,2})$/.test(event.key)) return;
    event.preventDefault();
    send({ type: "key", key: event.key, modifiers: modifiers(event), text: typing ? event.key : null });
  });

  root.addEventListener("wheel", (event) => {
    event.preventDefault();
    const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? screen.height : 1;
    send({ type: "wheel", ...point(event), dx: event.deltaX * scale, dy: event.deltaY * scale });
  }, { passive: false });

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
    socket.addEventListener("open", () => { sendDisplay(); sendSize(); });
    socket.addEventListener("message", (event) => {
      let message;
      try { message = JSON.parse(event.data); } catch (e) { return; }
      if (message.v !== VERSION) { console.warn("Trellis: unsupported message version", message.v); return; }
      if (message.type === "journal") applyJournal(message);
      else if (message.type === "theme") applyTheme(message);
      else if (message.type === "error") console.warn("Trellis:", message.error);
    });
    socket.addEventListener("close", () => { document.body.dataset.trellis = "closed"; });
  }
  connect();
})();
