import Foundation
import PureMVVM
import RouteListFeature

/// Text rendering of large route lists, and the inspector on them.
@MainActor
enum RenderBenchmark {
  static func routes(_ count: Int) -> [HikingRoute] {
    (0..<count).map { index in
      HikingRoute(
        id: id(index), name: "Ruta \(index) del Águila", distance: Double(index % 200) / 10 + 0.1)
    }
  }

  /// The id of route `index`: random-looking bits, as `UUID()` gives, the same in every run.
  ///
  /// `UUID()` reads `/dev/urandom` each time: an open, a read and a close for each of the
  /// half million routes a run makes, a third of a run's time in the kernel.
  static func id(_ index: Int) -> UUID {
    var state = UInt64(index)
    let bytes = (next(&state), next(&state))
    return withUnsafeBytes(of: bytes) { UUID(uuid: $0.loadUnaligned(as: uuid_t.self)) }
  }

  /// SplitMix64: the next of a sequence of well-mixed numbers that starts at `state`.
  private static func next(_ state: inout UInt64) -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var mixed = (state ^ (state >> 30)) &* 0xbf58_476d_1ce4_e5b9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
    return mixed ^ (mixed >> 31)
  }

  static func design(_ routes: [HikingRoute]) -> RouteListDesign {
    RouteListDesign(routes: routes, shortRoutesOnly: .constant(false))
  }

  /// A part of this benchmark, run alone with `--part` so that instruction counts of one
  /// phase do not depend on the allocations of the phases before it.
  ///
  /// Each phase runs once, untimed and outside the functions profiles count, before it is
  /// measured: alone in its process, its first round would otherwise count the runtime's
  /// one-time work (type metadata, conformance look-ups) as the rows'.
  enum Part: String, CaseIterable {
    /// Rendering whole lists of each size, peak memory and linearity.
    case sizes
    /// Resolving the largest list.
    case resolve
    /// Laying out and drawing it.
    case layout
    /// Building its rows' views alone.
    case floor
    /// The inspector's first and cached queries.
    case inspector
    /// Tapping one row's toggle among 10k.
    case toggle
  }

  static func run(into report: inout Report, quick: Bool, parts: Set<Part> = Set(Part.allCases)) {
    let sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
    let largest = sizes.last ?? 1_000
    var render: Double?
    if parts.contains(.sizes) { render = runSizes(sizes, into: &report) }
    if parts.contains(.resolve) { runResolve(into: &report, size: largest) }
    if parts.contains(.layout) { runLayout(into: &report, size: largest) }
    if parts.contains(.floor) { runFloor(into: &report, size: largest, render: render) }
    if parts.contains(.inspector) { runInspector(into: &report, quick: quick) }
    if parts.contains(.toggle) { runToggle(into: &report) }
  }

  /// Renders lists of each of `sizes`; returns the milliseconds of the largest.
  private static func runSizes(_ sizes: [Int], into report: inout Report) -> Double? {
    var times: [Int: Double] = [:]
    var peakReset = false
    for size in sizes {
      let design = design(routes(size))
      if size == sizes.last { peakReset = Measure.resetPeakResidentMemory() }
      let milliseconds = Measure.milliseconds { blackHole(TextRenderer().render(design)) }
      times[size] = milliseconds
      report.add(
        "render.rows_\(size)_ms", milliseconds, "ms",
        String(format: "%.0f rows/s", Double(size) / milliseconds * 1e3)
          + (size == 100_000 ? ", target ≥ 1,000,000 rows/s" : ""))
    }
    if let peak = Measure.peakResidentMegabytes() {
      report.add(
        "render.peak_rss_\(sizes.last ?? 0)_mb", peak, "MB",
        peakReset
          ? "process peak during the largest render, target < 150 MB"
          : "the kernel refused the reset: this is the whole process's peak so far")
    }
    if let large = times[100_000], let medium = times[10_000] {
      report.add("render.ratio_100k_10k", large / medium, "×", "target ≤ 11 (linear)")
    }
    return sizes.last.flatMap { times[$0] }
  }

  /// Resolving the design of `size` rows, timed apart.
  private static func runResolve(into report: inout Report, size: Int) {
    let design = design(routes(size))
    blackHole(design.resolve())
    let resolve = Measure.milliseconds { resolveRows(design) }
    report.add(
      "render.resolve_\(size)_ms", resolve, "ms",
      String(format: "%.2f µs per row", resolve * 1e3 / Double(size)))
  }

  /// Laying out and drawing the elements of `size` rows, timed apart.
  private static func runLayout(into report: inout Report, size: Int) {
    let elements = design(routes(size)).resolve()
    blackHole(TextRenderer().render(elements))
    let layout = Measure.milliseconds { layOutRows(elements) }
    report.add(
      "render.layout_\(size)_ms", layout, "ms",
      String(format: "%.2f µs per row (lay out and draw)", layout * 1e3 / Double(size)))
  }

  /// The floor: building the rows' views alone, against which `render` (the whole render
  /// of `size` rows, when measured) is set.
  private static func runFloor(into report: inout Report, size: Int, render: Double?) {
    let routes = routes(size)
    for route in routes.prefix(100) { blackHole(RouteListDesign.row(route)) }
    let views = Measure.milliseconds { buildRowViews(routes) }
    report.add(
      "render.row_views_\(size)_ms", views, "ms",
      "building the rows' views alone (the design's row, no resolution): "
        + "the floor under any renderer")
    if let render {
      report.add(
        "render.floor_ratio_\(size)", render / views, "×",
        "rendering \(size) rows against building their views alone, target ≤ 3.5")
    }
  }

  private static func runInspector(into report: inout Report, quick: Bool) {
    let design = design(routes(10_000))
    var failures: [String] = []
    let find = { (inspector: DesignInspector, query: (DesignInspector) throws -> Void) in
      do {
        try query(inspector)
      } catch {
        failures.append("\(error)")
      }
    }
    // A new inspector's first query, on a short list: the runtime's one-time work.
    find(DesignInspector(Self.design(routes(100)))) { blackHole(try $0.find(button: "Añadir")) }
    let first = Measure.milliseconds {
      do {
        try firstQuery(design)
      } catch {
        failures.append("\(error)")
      }
    }
    let inspector = DesignInspector(design)
    // Untimed, more queries than a long list takes before it looks labels up (16): the
    // figures are then the cached queries' in a quick run too, whose three iterations a
    // round would otherwise all read the list one by one.
    for _ in 0..<32 {
      find(inspector) { blackHole(try $0.find(button: "Añadir")) }
      find(inspector) { blackHole(try $0.find(text: "Ruta 5000 del Águila")) }
    }
    let iterations = quick ? 3 : 1_000
    let button = Measure.nanosecondsPerOperation(iterations: iterations) {
      find(inspector) { blackHole(try $0.find(button: "Añadir")) }
    }
    let text = Measure.nanosecondsPerOperation(iterations: iterations) {
      find(inspector) { blackHole(try $0.find(text: "Ruta 5000 del Águila")) }
    }
    report.check(failures.isEmpty, "inspector queries failed: \(failures.first ?? "")")
    report.add(
      "inspector.first_query_10k_ms", first, "ms",
      "resolve 10k rows and find(button:) once, target ≤ 5 ms")
    report.add(
      "inspector.find_button_10k_us", button / 1e3, "µs/query",
      "unchanged design, after the first query; target ≤ 1 µs")
    report.add(
      "inspector.find_text_10k_us", text / 1e3, "µs/query",
      "one of 20k texts, unchanged design; target ≤ 1 µs")
  }

  /// Tapping one row's toggle in a list of 10k, each row with state of its own, and the
  /// query after it that sees the change: first in a new inspector, then in one that has
  /// tapped and queried enough to keep lookups of its candidates (`CandidateList`).
  private static func runToggle(into report: inout Report) {
    let first = Measure.milliseconds { firstToggleQuery() }
    report.add(
      "inspector.first_query_toggle_rows_10k_ms", first, "ms",
      "resolve 10k rows that are views of their own with state, and find one toggle: "
        + "rows as real lists have them; no target")
    let inspector = DesignInspector(ToggleRows(count: 10_000))
    _ = try? inspector.find(toggle: "Fila 0")
    let cold = measureTaps(in: inspector, into: &report, toggle: toggleRow)
    report.add(
      "inspector.toggle_row_10k_ms", cold, "ms",
      "tap one row's toggle among 10k rows with state of their own, and query it again; "
        + "target: time proportional to the one row")
    // An odd number of taps more, so the row is off again, as before the measured ones.
    do {
      try warmUp(inspector, times: 21)
    } catch {
      report.check(false, "warming the inspector up failed: \(error)")
    }
    let warm = measureTaps(in: inspector, into: &report) {
      try toggleRowWarm("Fila 5000", in: $0)
    }
    report.add(
      "inspector.toggle_row_warm_10k_ms", warm, "ms",
      "the same, after 26 more taps and 52 more queries: the inspector looks candidates up")
  }

  /// Median milliseconds of `toggle` over the rounds, checking that the row read on, off,
  /// on… (it was off before the first).
  private static func measureTaps(
    in inspector: DesignInspector, into report: inout Report,
    toggle: (DesignInspector) throws -> Bool?
  ) -> Double {
    var isOn: [Bool?] = []
    var failure: String?
    let milliseconds = Measure.milliseconds {
      do {
        isOn.append(try toggle(inspector))
      } catch {
        failure = "\(error)"
      }
    }
    report.check(failure == nil, "toggling a row failed: \(failure ?? "")")
    let alternates = isOn.indices.allSatisfy { isOn[$0] == $0.isMultiple(of: 2) }
    report.check(alternates, "the toggled row read \(isOn), expected on, off, on…")
    return milliseconds
  }

  // The measured work, in functions of their own (never inlined) so a profile names each:
  // `Scripts/count-instructions.sh` reads their instruction counts from callgrind.

  /// Resolves `design` once.
  @inline(never) static func resolveRows(_ design: RouteListDesign) {
    blackHole(design.resolve())
  }

  /// Lays out and draws resolved `elements` once.
  @inline(never) static func layOutRows(_ elements: [Element]) {
    blackHole(TextRenderer().render(elements))
  }

  /// Builds the row views of `routes`, and nothing else: the floor under any renderer.
  @inline(never) static func buildRowViews(_ routes: [HikingRoute]) {
    for route in routes { blackHole(RouteListDesign.row(route)) }
  }

  /// A new inspector's first query, and the inspector going away: resolves the design,
  /// finds a button, then frees the resolved tree.
  @inline(never) static func firstQuery(_ design: RouteListDesign) throws {
    blackHole(try DesignInspector(design).find(button: "Añadir"))
  }

  /// A new inspector's first query on 10k ``ToggleRow``s.
  @inline(never) static func firstToggleQuery() {
    blackHole(try? DesignInspector(ToggleRows(count: 10_000)).find(toggle: "Fila 0"))
  }

  /// Taps the toggle of row 5000 and queries it again; returns whether it is on.
  @inline(never) static func toggleRow(in inspector: DesignInspector) throws -> Bool? {
    try inspector.find(toggle: "Fila 5000").tap()
    return try inspector.find(toggle: "Fila 5000").isOn
  }

  /// Taps the toggle titled `title` and queries it again; returns whether it is on.
  ///
  /// The warm rounds' ``toggleRow(in:)``: the optimiser would merge a copy of that
  /// function with it, and a profile could no longer tell the two apart.
  @inline(never) static func toggleRowWarm(
    _ title: String, in inspector: DesignInspector
  ) throws -> Bool? {
    try inspector.find(toggle: title).tap()
    return try inspector.find(toggle: title).isOn
  }

  /// Taps row 5000's toggle `times` times, querying it after each tap.
  @inline(never) static func warmUp(_ inspector: DesignInspector, times: Int) throws {
    for _ in 0..<times {
      try inspector.find(toggle: "Fila 5000").tap()
      _ = try inspector.find(toggle: "Fila 5000").isOn
    }
  }
}
