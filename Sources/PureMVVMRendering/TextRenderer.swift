import Foundation
import PureMVVMCore

/// Draws a design as deterministic plain text inside a frame of a fixed width.
///
/// The output is the same on every machine and never contains terminal escape codes, so it
/// suits snapshot tests and logs: control characters and bidirectional overrides in the
/// design's text are shown escaped, as `\u{1B}`. Text wraps at spaces; anything that still does not fit is
/// truncated with `…`, so no line ever breaks the frame. Widths are measured in terminal
/// columns: accents count one column, emoji and East Asian characters two.
///
/// ```swift
/// let text = TextRenderer(width: 40).render(LoginDesign(…))
/// ```
///
/// | Element | Drawn as |
/// | --- | --- |
/// | `Button("Login")` | `[ Login ]`, `[ Login ] (disabled)` |
/// | `TextField("Username", text:)` | `Username: [Mike        ]` |
/// | `SecureField("Password", text:)` | `Password: [••••••••    ]`, never the text |
/// | `Toggle("Menos de 10 km", isOn:)` | the title, then `[on]` or `[off]` at the right |
/// | `List` | rows separated by `─` rules |
/// | `.navigationTitle("Rutas")` | the title over a `─` rule |
///
/// The full table, control by control and modifier by modifier, is in the
/// "Drawing in text and HTML" article.
public struct TextRenderer: Sendable {
  /// The narrowest frame drawn; smaller widths, zero and negative ones are raised to it.
  public static let minimumWidth = 12

  /// The widest frame drawn; larger widths are lowered to it, so no width, however
  /// absurd, makes a rendering take unbounded time or memory.
  public static let maximumWidth = 1_000

  /// The total width of each line, frame included, in columns.
  public let width: Int
  /// Which rows of long lists and forms are drawn; `nil` draws every row.
  public let page: RowPage?

  /// Creates a renderer for lines `width` columns wide.
  ///
  /// - Parameters:
  ///   - width: The line width, frame included. Values below ``minimumWidth``
  ///     (including zero and negative ones) are raised to it, values above ``maximumWidth``
  ///     lowered to it, rather than trapping.
  ///   - page: Which rows of long lists and forms to draw; `nil` (the default) draws every
  ///     row.
  public init(width: Int = 40, page: RowPage? = nil) {
    self.width = min(max(width, Self.minimumWidth), Self.maximumWidth)
    self.page = page
  }

  /// Draws a design, resolving it with fresh state.
  ///
  /// - Parameter design: The design.
  /// - Returns: The framed rendering, one line per row, ending in a newline.
  @MainActor
  public func render(_ design: some View) -> String {
    // The resolved tree lives only for this statement: it is freed before the frame's text
    // is built, so the peak holds the tree and the lines, never the text as well.
    let lines = screenLines(design.resolve(on: device)).lines
    return framed(lines)
  }

  /// The device a design drawn here is offered: as wide as the frame's inside at 8
  /// points a column, as tall as `Device.phone`, with no safe area.
  public var device: Device {
    Device(size: CGSize(width: CGFloat((width - 4) * 8), height: Device.phone.size.height))
  }

  /// Draws resolved elements, stacked vertically and centred across the frame, as SwiftUI
  /// centres a screen's content (views that expand, such as lists and fields, take the
  /// whole width).
  ///
  /// - Parameter elements: The elements.
  /// - Returns: The framed rendering, one line per row, ending in a newline.
  /// - Complexity: O(*n*) in the number of elements and characters.
  public func render(_ elements: [Element]) -> String {
    var truncations: [String] = []
    return render(elements, truncations: &truncations)
  }

  /// Draws resolved elements, and lists every text the drawing had to cut with `…`: a
  /// text or label too long for its line, or past its `lineLimit`.
  ///
  /// - Parameters:
  ///   - elements: The elements.
  ///   - truncations: Receives each cut text as it was before the cut, in drawing order.
  /// - Returns: The framed rendering, one line per row, ending in a newline.
  public func render(_ elements: [Element], truncations: inout [String]) -> String {
    var pageCount = 1
    return render(elements, truncations: &truncations, pageCount: &pageCount)
  }

  /// The width, frame included, at which `elements` draw at their natural size, as
  /// SwiftUI's size-that-fits preview layout shows a view; never more than ``width``.
  ///
  /// Views that take all the width offered (lists, fields) get the whole ``width``.
  ///
  /// - Parameter elements: The resolved elements.
  /// - Returns: A width between ``minimumWidth`` and ``width``.
  public func fittingWidth(of elements: [Element]) -> Int {
    let layout = TextLayout(page: page)
    let natural = ScreenLayers(elements).screen.map { element in
      layout.expands(element) ? width : layout.naturalWidth(of: element)
    }
    return min(max((natural.max() ?? 0) + 4, Self.minimumWidth), width)
  }

  /// Draws resolved elements, and reports the texts cut and the pages of the longest list.
  package func render(
    _ elements: [Element], truncations: inout [String], pageCount: inout Int
  ) -> String {
    let (lines, layout) = screenLines(elements)
    truncations = layout.truncations
    pageCount = layout.pageCount
    return framed(lines)
  }

  /// Lays out and draws resolved elements into the frame's inside, one string a line, with
  /// the layout that drew them (its truncations and page count).
  private func screenLines(_ elements: [Element]) -> (lines: [String], layout: TextLayout) {
    let innerWidth = width - 4
    let layout = TextLayout(page: page)
    let layers = ScreenLayers(elements)
    var lines = layout.screenLines(layers.screen, width: innerWidth)
    var behind = Element.screenTitle(in: layers.screen)
    for layer in layers.layers {
      lines = layout.present(layer, over: lines, behind: behind, width: innerWidth)
      behind = Element.screenTitle(in: layer.childElements)
    }
    return (lines, layout)
  }

  /// Whether `first` and `second` are one string in memory.
  ///
  /// A test cheaper than `==`, which compares the bytes of lines that differ: the values'
  /// own bytes (two words on 64-bit platforms), compared without reading the text. Equal
  /// values hold the same storage (shared storage is never changed in place) or, for small
  /// strings, the same bytes inline; either way the same text.
  private static func sharesStorage(_ first: String, _ second: String) -> Bool {
    withUnsafeBytes(of: first) { first in
      withUnsafeBytes(of: second) { second in
        guard let first = first.baseAddress, let second = second.baseAddress else { return false }
        return memcmp(first, second, MemoryLayout<String>.size) == 0
      }
    }
  }

  /// Puts `lines` inside the frame, as one text.
  private func framed(_ lines: [String]) -> String {
    let horizontal = String(repeating: "─", count: width - 2)
    var output = ""
    // Exactly the bytes written, so the text never grows (and briefly doubles) on the way.
    let frameBytes = 2 * (horizontal.utf8.count + 7)
    output.reserveCapacity(lines.reduce(frameBytes) { $0 + $1.utf8.count + 9 })
    output += "┌" + horizontal + "┐\n" + (lines.isEmpty ? "" : "│ ")
    // Between two lines, the first's right edge and the second's left edge go in one
    // append. A line sharing its storage with the one two before it, as a list's rules
    // do, goes in one append with the edges on both sides, joined once: a list's row then
    // needs one append, and its rule one, instead of three between them.
    var repeated = RepeatedLine()
    var needsEdges = false
    // Read in place: a copy of each line retains and releases it.
    lines.withUnsafeBufferPointer { lines in
      for index in lines.indices {
        if index >= 2, index < lines.count - 1, Self.sharesStorage(lines[index], lines[index - 2]) {
          output += repeated.edged(lines[index], leading: needsEdges)
          needsEdges = false
          continue
        }
        if needsEdges { output += Self.edges }
        output += lines[index]
        needsEdges = true
      }
    }
    if needsEdges { output += " │\n" }
    output += "└" + horizontal + "┘\n"
    return output
  }

  /// A line's right edge and the next line's left edge.
  private static let edges = " │\n│ "

  /// The last line drawn again and again (a list's rule), with its edges, joined once.
  private struct RepeatedLine {
    private var line: String?
    private var edgedAfter = ""
    private var edgedAround = ""

    /// `line` and the edges after it, and before it too when `leading`.
    mutating func edged(_ line: String, leading: Bool) -> String {
      if self.line.map({ !TextRenderer.sharesStorage($0, line) }) ?? true {
        self.line = line
        edgedAfter = line + TextRenderer.edges
        edgedAround = TextRenderer.edges + edgedAfter
      }
      return leading ? edgedAround : edgedAfter
    }
  }
}
