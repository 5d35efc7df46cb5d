/// The inline style sheet of ``HTMLRenderer`` pages.
enum HTMLStyle {
  static let css = """

    body { font-family: -apple-system, system-ui, sans-serif; background: #eef0f4; margin: 2rem; }
    h1 { font-size: 1.4rem; }
    .gallery { display: flex; flex-wrap: wrap; gap: 2rem; }
    .card h2 { font-size: 0.9rem; color: #555; margin: 0 0 0.5rem; }
    .phone { width: 320px; min-height: 200px; background: #f2f2f7; border: 10px solid #1c1c1e;
      border-radius: 36px; padding: 1.5rem 1rem; display: flex; flex-direction: column;
      gap: 0.5rem; }
    .navigation-title { font-size: 1.6rem; margin: 0 0 0.5rem; }
    .vstack { display: flex; flex-direction: column; gap: 0.5rem; }
    .hstack { display: flex; flex-direction: row; align-items: center; gap: 0.5rem; }
    .spacer { flex: 1; }
    .secondary { color: #8e8e93; }
    .list { list-style: none; margin: 0; padding: 0; background: #fff; border-radius: 10px; }
    .list > li { padding: 0.6rem 0.8rem; border-bottom: 1px solid #e5e5ea; }
    .list > li:last-child { border-bottom: none; }
    button { font: inherit; color: #fff; background: #007aff; border: none; border-radius: 8px;
      padding: 0.5rem 1rem; }
    button:disabled { background: #a7c8f5; }
    .field { display: flex; flex-direction: column; font-size: 0.8rem; color: #555; }
    .field input { font: inherit; font-size: 1rem; padding: 0.4rem; border: 1px solid #ccc;
      border-radius: 6px; }
    .toggle { display: flex; justify-content: space-between; align-items: center; }
    .toggle input { appearance: none; width: 44px; height: 26px; border-radius: 13px;
      background: #e5e5ea; position: relative; margin: 0; }
    .toggle input::after { content: ""; position: absolute; top: 2px; left: 2px; width: 22px;
      height: 22px; border-radius: 50%; background: #fff; transition: left 0.2s; }
    .toggle input:checked { background: #34c759; }
    .toggle input:checked::after { left: 20px; }
    .error { color: #c00; font-family: monospace; white-space: pre-wrap; }

    """
}
