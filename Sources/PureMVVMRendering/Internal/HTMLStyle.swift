import PureMVVMCore

/// The inline style sheet of ``HTMLRenderer`` pages: an iPhone-like frame per card, iOS
/// system colours, metrics and control looks in light mode.
enum HTMLStyle {
  static let css = """

    body { font-family: -apple-system, system-ui, "Helvetica Neue", sans-serif;
      background: #e9ebef; margin: 2rem; color: #000; }
    h1 { font-size: 1.4rem; }
    .gallery { display: flex; flex-wrap: wrap; gap: 2rem; align-items: flex-start; }
    .card h2 { font-size: 0.9rem; color: #555; margin: 0 0 0.5rem; }
    .reading { width: 390px; margin-top: 8px; font-size: 13px; color: #3c3c43; }
    .reading summary { cursor: pointer; color: #007aff; }
    .reading ol { margin: 6px 0 0; padding-left: 22px; }
    .phone { box-sizing: border-box; width: 390px; min-height: 240px; background: #f2f2f7;
      border: 10px solid #1c1c1e; border-radius: 44px; padding: 28px 16px 24px;
      display: flex; flex-direction: column; align-items: stretch; gap: 8px; font-size: 17px;
      line-height: 1.3; overflow-wrap: anywhere; position: relative; overflow: hidden; }
    .text { white-space: pre-wrap; }
    .navigation { display: flex; flex-direction: column; gap: 8px; }
    .navigation-title { font-size: 34px; font-weight: 700; margin: 0 0 4px; }
    .vstack { display: flex; flex-direction: column; align-items: center; gap: 8px; min-width: 0;
      position: relative; }
    .hstack { display: flex; flex-direction: row; align-items: center; gap: 8px; min-width: 0;
      position: relative; }
    .zstack { display: grid; place-items: center; position: relative; }
    .zstack > * { grid-area: 1 / 1; }
    .zstack > .shape, .zstack > .color { place-self: stretch; min-height: 0; min-width: 0; }
    .grid { display: grid; gap: 8px; align-items: center; align-self: stretch; }
    .grid-row { display: grid; gap: 8px; align-items: center; }
    .grid.rows { justify-items: center; }
    .grid.rows > .grid-row { display: contents; }
    .grid.rows > .grid-row > * { align-self: var(--row-align, auto); }
    .grid.rows > :not(.grid-row) { grid-column: 1 / -1; justify-self: stretch; }
    .spacer { flex: 1 1 0; }
    .hstack > .text { overflow-wrap: normal; }
    .custom-layout { position: relative; flex: none; font: 13px/16px ui-monospace, monospace; }
    .custom-layout > .placed { position: absolute; white-space: pre; }
    .color { min-width: 8px; min-height: 8px; align-self: stretch; }
    .shape { min-width: 24px; min-height: 24px; align-self: stretch; }
    .shape-circle { border-radius: 50%; aspect-ratio: 1; align-self: center; }
    .shape-capsule { border-radius: 9999px; }
    .shape-ellipse { border-radius: 50%; }
    svg.shape-path { overflow: visible; }
    .image.symbol { display: inline-block; line-height: 1; }
    .image.scale-small { font-size: 0.8em; }
    .image.scale-large { font-size: 1.3em; }
    .image.asset { display: inline-flex; align-items: center; justify-content: center;
      min-width: 44px; min-height: 44px; box-sizing: border-box; background: #d1d1d6;
      color: #636366; font-size: 11px; border-radius: 6px; padding: 2px; }
    .vstack > .field, .vstack > .toggle, .vstack > .picker, .vstack > .slider,
    .vstack > .stepper, .vstack > .date-picker, .vstack > .list, .vstack > .form,
    .vstack > .divider, .vstack > .section, .vstack > .editor, .vstack > .progress,
    .vstack > .gauge, .vstack > .disclosure, .vstack > .segmented { align-self: stretch; }
    .list { list-style: none; margin: 0; padding: 0; background: #fff; border-radius: 10px;
      overflow: hidden; }
    .list > li { padding: 11px 16px; border-bottom: 0.5px solid #c6c6c8;
      display: flex; flex-direction: column; align-items: stretch; }
    .list > li:last-child { border-bottom: none; }
    .list > li > .vstack { align-items: flex-start; }
    .list.style-plain { background: transparent; border-radius: 0; }
    .list.style-bordered, .list.style-borderedStriped { border: 1px solid #c6c6c8;
      border-radius: 0; }
    .list.style-borderedStriped > li:nth-child(even),
    .list.style-insetStriped > li:nth-child(even),
    .list.alternating > li:nth-child(even) { background: #f4f5f5; }
    .form { display: flex; flex-direction: column; gap: 20px; align-self: stretch; }
    .section { display: flex; flex-direction: column; gap: 6px; }
    .section > .header { font-size: 13px; color: rgba(60,60,67,0.6); text-transform: uppercase;
      margin: 0 16px; }
    .section > .footer { font-size: 13px; color: rgba(60,60,67,0.6); margin: 0 16px; }
    .divider { border: none; border-top: 0.5px solid #c6c6c8; margin: 0; }
    .badged { display: flex; align-items: center; gap: 8px; }
    .badged > :first-child { flex: 1; }
    .badge { color: rgba(60,60,67,0.6); }
    .button { font: inherit; background: none; border: none; padding: 0; margin: 0;
      color: var(--tint, #007aff); cursor: pointer; text-align: inherit; }
    .list .button { text-align: left; }
    .button.style-borderedProminent { background: var(--tint, #007aff); color: #fff;
      border-radius: 10px; padding: 7px 14px; font-weight: 600; }
    .button.style-bordered { background: rgba(120,120,128,0.12); border-radius: 10px;
      padding: 7px 14px; }
    .button.shape-capsule { border-radius: 999px; }
    .button.shape-circle { border-radius: 50%; aspect-ratio: 1; }
    .button.style-plain { color: inherit; }
    .button.role-destructive { color: #ff3b30; }
    .button.style-borderedProminent.role-destructive { background: #ff3b30; color: #fff; }
    .button.role-cancel { font-weight: 600; }
    .button:disabled { opacity: 0.35; cursor: default; }
    .button .text, .link .text { color: inherit; }
    .link { color: var(--tint, #007aff); display: inline-flex; align-items: center; gap: 4px; }
    .field { display: flex; flex-direction: column; }
    .field input, .field textarea, .editor { font: inherit; padding: 6px 0; border: none;
      border-bottom: 0.5px solid #c6c6c8; background: transparent; min-width: 0; }
    .field.style-roundedBorder input { border: 0.5px solid #c6c6c8; border-radius: 6px;
      padding: 6px 8px; background: #fff; }
    .field.style-squareBorder input { border: 1px solid #c6c6c8; border-radius: 0;
      padding: 6px 8px; background: #fff; }
    .list .field input, .list .field textarea { border: none; padding: 0; }
    .editor { min-height: 88px; border: 0.5px solid #c6c6c8; border-radius: 8px; }
    .toggle, .picker, .slider, .stepper, .date-picker { display: flex; align-items: center;
      justify-content: space-between; gap: 12px; min-width: 0; }
    .toggle input { appearance: none; flex: none; width: 51px; height: 31px; border-radius: 16px;
      background: #e9e9eb; position: relative; margin: 0; }
    .toggle input::after { content: ""; position: absolute; top: 2px; left: 2px; width: 27px;
      height: 27px; border-radius: 50%; background: #fff; box-shadow: 0 2px 4px rgba(0,0,0,0.2); }
    .toggle input:checked { background: var(--tint, #34c759); }
    .toggle input:checked::after { left: 22px; }
    .toggle.style-checkbox input { appearance: auto; width: 20px; height: 20px; }
    .toggle.style-checkbox input::after { content: none; }
    .picker select { font: inherit; appearance: none; border: none; background: none;
      color: var(--tint, #007aff); text-align: right; min-width: 0; max-width: 60%; }
    .picker .chevrons { color: var(--tint, #007aff); font-size: 12px; margin-left: -8px; }
    .picker .value { color: rgba(60,60,67,0.6); }
    .options { list-style: none; margin: 0; padding: 0; }
    .options li { display: flex; justify-content: space-between; padding: 4px 0; }
    .options .selected::after { content: "✓"; color: var(--tint, #007aff); }
    .segmented { display: flex; background: rgba(118,118,128,0.12); border-radius: 9px;
      padding: 2px; gap: 2px; }
    .segment { flex: 1; text-align: center; font-size: 13px; padding: 5px 8px; border-radius: 7px; }
    .segment.selected { background: #fff; font-weight: 600; box-shadow: 0 1px 3px rgba(0,0,0,0.12); }
    .steps { display: flex; flex: none; background: rgba(118,118,128,0.12); border-radius: 8px; }
    .steps .step { font: inherit; font-size: 20px; border: none; background: none;
      width: 47px; height: 32px; color: #000; padding: 0; }
    .steps .step + .step { border-left: 0.5px solid #c6c6c8; }
    .steps .step:disabled { opacity: 0.35; }
    .slider input { flex: 1; min-width: 0; accent-color: var(--tint, #007aff); }
    .date-picker .value { background: rgba(118,118,128,0.12); border-radius: 6px;
      padding: 6px 11px; }
    .progress { display: flex; flex-direction: column; gap: 4px; }
    .progress progress { width: 100%; accent-color: var(--tint, #007aff); }
    .gauge { display: flex; flex-direction: column; gap: 4px; }
    .gauge meter { width: 100%; }
    .menu > summary, .disclosure > summary { cursor: pointer; list-style: none; }
    .menu > summary { color: var(--tint, #007aff); }
    .disclosure > summary::after { content: " ›"; color: var(--tint, #007aff); }
    .disclosure[open] > summary::after { content: " ⌄"; }
    .disclosure > .vstack, .disclosure > * + * { margin-top: 8px; }
    .error { color: #c00; font-family: monospace; white-space: pre-wrap; }
    .navigation-title.inline { font-size: 17px; font-weight: 600; text-align: center; }
    .nav-stack { display: flex; flex-direction: column; gap: 8px; align-self: stretch; flex: 1; }
    .bar { display: flex; align-items: center; justify-content: space-between; gap: 8px;
      min-height: 28px; }
    .bar-side { display: flex; gap: 12px; align-items: center; flex: 1; }
    .bar-side.trailing { justify-content: flex-end; }
    .bar .principal { font-weight: 600; }
    .back { color: var(--tint, #007aff); }
    .bottom-bar { display: flex; justify-content: space-around; border-top: 0.5px solid #c6c6c8;
      padding-top: 8px; margin-top: auto; }
    .nav-link { display: flex; align-items: center; gap: 8px; }
    .nav-link > .nav-label { flex: 1; min-width: 0; }
    .nav-link .chevron { color: #c4c4c7; font-weight: 600; }
    .nav-link.disabled { opacity: 0.35; }
    .tab-view { display: flex; flex-direction: column; flex: 1; align-self: stretch; gap: 8px; }
    .tab-content { flex: 1; display: flex; flex-direction: column; gap: 8px; }
    .tab-bar { display: flex; justify-content: space-around; border-top: 0.5px solid #c6c6c8;
      padding-top: 6px; font-size: 11px; color: #8e8e93; }
    .tab-bar .selected { color: var(--tint, #007aff); font-weight: 600; }
    .page-index { text-align: center; color: #8e8e93; letter-spacing: 2px; padding: 6px 0; }
    .page-index.backdrop { width: fit-content; margin: 0 auto; padding: 4px 10px;
      background: rgba(0, 0, 0, 0.12); border-radius: 12px; }
    .dim { position: absolute; inset: 0; background: rgba(0,0,0,0.35); }
    .sheet { position: absolute; left: 0; right: 0; bottom: 0; top: 44px; background: #f2f2f7;
      border-radius: 12px 12px 0 0; padding: 16px; display: flex; flex-direction: column;
      gap: 8px; overflow: hidden; }
    .grabber { width: 36px; height: 5px; border-radius: 3px; background: #c6c6c8;
      margin: -8px auto 4px; flex: none; }
    .cover { position: absolute; inset: 0; background: #f2f2f7; padding: 28px 16px;
      display: flex; flex-direction: column; gap: 8px; overflow: hidden; }
    .alert { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%);
      width: 270px; max-width: 90%; background: #f2f2f7; border-radius: 14px;
      text-align: center; overflow: hidden; }
    .alert-title { font-weight: 600; margin: 18px 16px 4px; }
    .alert .message { font-size: 13px; margin: 0 16px 16px; }
    .alert-actions { display: flex; flex-wrap: wrap; border-top: 0.5px solid #c6c6c8; }
    .alert-actions .button { flex: 1; padding: 11px 8px; text-align: center; }
    .alert-actions .button + .button { border-left: 0.5px solid #c6c6c8; }
    .alert-actions .button.role-cancel { font-weight: 600; }
    .dialog { position: absolute; left: 8px; right: 8px; bottom: 8px; display: flex;
      flex-direction: column; gap: 8px; }
    .dialog .group { background: #f2f2f7; border-radius: 14px; overflow: hidden;
      text-align: center; }
    .dialog .group:empty { display: none; }
    .dialog-title { font-size: 13px; color: #8e8e93; margin: 14px 16px; }
    .dialog .button { display: block; width: 100%; padding: 16px; font-size: 19px;
      text-align: center; border-top: 0.5px solid #c6c6c8; }
    .dialog .group > .button:first-child { border-top: none; }
    .dialog .button.role-cancel { font-weight: 600; }
    .context-menu { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%);
      width: 250px; max-width: 90%; display: flex; flex-direction: column; gap: 8px; }
    .context-menu .preview:empty { display: none; }
    .context-menu .preview { background: #fff; border-radius: 14px; padding: 12px; }
    .context-menu .group { background: #f2f2f7; border-radius: 14px; overflow: hidden; }
    .context-menu .button { display: block; width: 100%; padding: 11px 16px; text-align: left;
      border-top: 0.5px solid #c6c6c8; }
    .context-menu .group > .button:first-child { border-top: none; }

    """
}
