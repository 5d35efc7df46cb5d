/// The inline style sheet of ``HTMLRenderer`` pages: an iPhone-like frame per card, iOS
/// system colours, metrics and control looks in light mode.
enum HTMLStyle {
  static let css = """

    body { font-family: -apple-system, system-ui, "Helvetica Neue", sans-serif;
      background: #e9ebef; margin: 2rem; color: #000; }
    h1 { font-size: 1.4rem; }
    .gallery { display: flex; flex-wrap: wrap; gap: 2rem; align-items: flex-start; }
    .card h2 { font-size: 0.9rem; color: #555; margin: 0 0 0.5rem; }
    .phone { box-sizing: border-box; width: 390px; min-height: 240px; background: #f2f2f7;
      border: 10px solid #1c1c1e; border-radius: 44px; padding: 28px 16px 24px;
      display: flex; flex-direction: column; align-items: stretch; gap: 8px; font-size: 17px;
      line-height: 1.3; overflow-wrap: anywhere; }
    .text { white-space: pre-wrap; }
    .navigation { display: flex; flex-direction: column; gap: 8px; }
    .navigation-title { font-size: 34px; font-weight: 700; margin: 0 0 4px; }
    .vstack { display: flex; flex-direction: column; align-items: center; gap: 8px; min-width: 0; }
    .hstack { display: flex; flex-direction: row; align-items: center; gap: 8px; min-width: 0; }
    .zstack { display: grid; place-items: center; }
    .zstack > * { grid-area: 1 / 1; }
    .zstack > .shape, .zstack > .color { place-self: stretch; min-height: 0; min-width: 0; }
    .grid { display: grid; gap: 8px; align-items: center; align-self: stretch; }
    .grid-row { display: grid; gap: 8px; align-items: center; }
    .grid.rows > .grid-row { display: contents; }
    .grid.rows > :not(.grid-row) { grid-column: 1 / -1; }
    .spacer { flex: 1 1 0; }
    .color { min-width: 8px; min-height: 8px; align-self: stretch; }
    .shape { min-width: 24px; min-height: 24px; align-self: stretch; }
    .shape-circle { border-radius: 50%; aspect-ratio: 1; align-self: center; }
    .shape-capsule { border-radius: 9999px; }
    .shape-ellipse { border-radius: 50%; }
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

    """
}
