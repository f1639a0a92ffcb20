import Trellis

extension WebAssets {
  /// How the client's elements look: each view at its frame, text in the
  /// server's lines, native controls filling their views at the geometry of
  /// ``Trellis/ControlMetrics/webPixels``. Chrome colours come from the
  /// theme sheet's custom properties (`--t-control`, `--t-border`,
  /// `--t-accent`, `--t-selection`, `--t-background`), so buttons, fields and
  /// dialogs follow the theme and the scheme; the fallbacks are for a page
  /// whose theme sheet has not loaded yet. Chrome that paints its own
  /// background sets its own text colour, so it reads inside a view whose
  /// background gave its text another (see
  /// `ThemeStyleSheet.readableTextRules(for:theme:)`).
  ///
  /// The key-command footer shows the commands that fit whole, as the
  /// terminal does: one that does not fit wraps onto a second line, which
  /// the one-line footer hides.
  ///
  /// A scroll bar is drawn as wide as ``Trellis/ControlMetrics/webPixels``
  /// says it is (`scrollBarWidth`, 8 px, a spacing step): a scroll view's
  /// content is laid out beside it, and a list's row keeps its trailing
  /// step free for it, as a row on the grid keeps the cell the terminal
  /// draws its bar in. The browser's own bar (10 px in Chromium, wider
  /// elsewhere) would cover the end of every row: a table's accessory, a
  /// right-aligned value.
  static let clientRules = """
    #trellis-root { position: relative; width: 100%; height: 100%; overflow: hidden; }
    .t-view { position: absolute; box-sizing: border-box; margin: 0; padding: 0;
      overflow: hidden; white-space: pre; font: inherit; line-height: inherit; color: inherit; }
    .t-view:focus, .t-fill:focus, .t-switch:focus, .t-segment:focus { outline: none; }
    .t-line { white-space: pre; overflow: hidden; }
    [data-align="center"] { text-align: center; }
    [data-align="trailing"] { text-align: end; }
    .t-bold { font-weight: bold; }
    .t-italic { font-style: italic; }
    .t-underline { text-decoration: underline; }
    .t-strikethrough { text-decoration: line-through; }
    .t-underline.t-strikethrough { text-decoration: underline line-through; }
    .t-dim { opacity: 0.6; }
    a[data-link] { color: inherit; text-decoration: underline; cursor: pointer; }
    .t-link-focused { outline: 2px solid var(--t-accent, #3b82f6); }
    .t-fill { position: absolute; left: 0; top: 0; width: 100%; height: 100%; box-sizing: border-box;
      margin: 0; font: inherit; color: inherit; }
    button.t-view, input.t-fill, textarea.t-fill, .t-badge, .t-dialog, .t-sheet {
      color: var(--t-foreground, #000); }
    button.t-view { padding: 0; border: 1px solid var(--t-border, #888); border-radius: 4px;
      background: var(--t-control, #eee);
      text-align: center; cursor: pointer; }
    input.t-fill, textarea.t-fill { border: 1px solid var(--t-border, #888); border-radius: 3px;
      padding: 0 4px; background: var(--t-background, #fff); }
    textarea.t-fill { resize: none; white-space: pre-wrap; }
    input[type="range"].t-fill { padding: 0; border: 0; background: transparent; }
    .t-toggle { display: flex; align-items: center; gap: 8px; cursor: pointer; }
    .t-switch { appearance: none; position: relative; flex: none; width: 32px; height: 18px;
      margin: 0; border-radius: 9px; background: #bbb; cursor: pointer; }
    .t-switch::after { content: ""; position: absolute; top: 2px; left: 2px; width: 14px;
      height: 14px; border-radius: 50%; background: #fff; transition: left 0.15s; }
    .t-switch:checked { background: var(--t-accent, #3b82f6); }
    .t-switch:checked::after { left: 16px; }
    .t-segmentedControl { display: flex; box-shadow: inset 0 0 0 1px var(--t-border, #888);
      border-radius: 4px; }
    .t-segment { flex: 1 1 auto; padding: 0; border: 0; border-left: 1px solid #888;
      background: transparent; font: inherit; color: inherit; white-space: pre; cursor: pointer; }
    .t-segment:first-child { border-left: 0; }
    .t-segment[aria-checked="true"] { background: var(--t-accent, #3b82f6); color: #fff; }
    .t-activityIndicator.t-animating::before { content: ""; position: absolute; inset: 2px;
      border: 2px solid #888; border-top-color: transparent; border-radius: 50%;
      animation: t-spin 1s linear infinite; }
    @keyframes t-spin { to { transform: rotate(360deg); } }
    .t-progressBar { display: flex; align-items: center; gap: 8px; }
    .t-progressBar .t-label:empty, .t-short .t-label { display: none; }
    .t-track { flex: 1; height: 8px; border-radius: 4px; background: var(--t-control, #ddd);
      overflow: hidden; }
    .t-fill-bar { height: 100%; background: var(--t-accent, #3b82f6); }
    .t-divider { background: var(--t-border, #ccc); }
    .t-divider[data-tint] { background: currentColor; }
    .t-badge { border-radius: 9px; background: var(--t-control, #ddd); text-align: center; }
    .t-image img { object-fit: contain; }
    .t-image img:not([src]) { display: none; }
    .t-image:has(img:not([src])) { display: flex; align-items: center; justify-content: center;
      border: 1px dashed #888; }
    .t-image:has(img:not([src]))::before { content: attr(data-placeholder); color: #888;
      overflow: hidden; text-overflow: ellipsis; }
    .t-scroller { overflow: hidden auto; }
    .t-scroller.t-horizontal { overflow: auto hidden; }
    .t-scroller::-webkit-scrollbar { width: \(scrollBarWidth)px; height: \(scrollBarWidth)px; }
    .t-scroller::-webkit-scrollbar-thumb { border-radius: \(scrollBarWidth / 2)px;
      background: var(--t-border, #888); }
    .t-scroller::-webkit-scrollbar-track, .t-scroller::-webkit-scrollbar-corner {
      background: transparent; }
    @supports not selector(::-webkit-scrollbar) { .t-scroller { scrollbar-width: thin; } }
    .t-spacer { position: absolute; width: 1px; height: 1px; visibility: hidden; }
    .t-columnRow { display: grid; grid-template-rows: 100%; align-items: start; }
    .t-cell { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: pre; }
    .t-indexBar { display: flex; flex-direction: column; align-items: center; }
    .t-index { flex: 1 1 0; min-height: 0; }
    .t-keyCommandFooter { display: flex; flex-wrap: wrap; align-content: flex-start; }
    .t-keyCommandFooter .t-command { margin-right: 16px; }
    .t-keyCommandFooter kbd { font: inherit; font-weight: bold; }
    .t-modalBackdrop { background: rgba(0, 0, 0, 0.35); }
    .t-dialog, .t-sheet { background: var(--t-background, #fff); overflow: visible;
      box-shadow: inset 0 0 0 1px var(--t-border, #888), 0 8px 24px rgba(0, 0, 0, 0.3); }
    .t-dialog { border-radius: 6px; }
    .t-sheet { border-radius: 8px 8px 0 0; animation: t-slide 0.2s ease-out; }
    @keyframes t-slide { from { transform: translateY(100%); } }
    .t-panel-title { position: absolute; top: -0.65em; left: 12px; padding: 0 6px;
      background: inherit; font-weight: bold; line-height: 1.2; }
    .t-view.t-focused { outline: 2px solid var(--t-accent, #3b82f6); outline-offset: -2px; }
    .t-pressed { filter: brightness(0.9); }
    .t-tappable { cursor: pointer; }
    .t-disabled { opacity: 0.5; }
    .t-invalid > .t-fill { border-color: #d33; }
    .t-button.t-selected, .t-listItem.t-selected { background: var(--t-selection, #cde); }

    """

  /// The width of a scroll bar in CSS pixels.
  static var scrollBarWidth: Int { Int(ControlMetrics.webPixels.scrollBarWidth) }
}
