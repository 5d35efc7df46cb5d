import PureMVVMCore

/// How one kind of element draws: as lines of text, as HTML and aloud, in one place.
///
/// Each kind's drawing is a type in a file of its own in this folder;
/// ``PureMVVMCore/Element/drawing`` is the one switch over kinds the renderers have. The
/// text layout, the HTML writer and the reader call a drawing's requirements and never
/// ask what kind an element is. Defaults suit a container that draws its children one
/// under the other, is as wide as its widest child, takes the whole width when a child
/// does, and is not read itself.
protocol ElementDrawing {
  /// The columns the element's content takes on one line, without its box.
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int
  /// Appends the lines of the element's content, `width` columns each, without its box;
  /// `height` is the height its frame proposes.
  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String])
  /// The element as one line `width` columns wide: a leaf in a row, a dialog's button.
  static func line(for element: Element, width: Int, in layout: TextLayout) -> String
  /// What the element shows that is the same at any width (a glyph, a button's face), or
  /// `nil`.
  static func face(of element: Element, in layout: TextLayout) -> String?
  /// The element drawn inline in a label or a bar, or `nil` when it shows nothing there.
  static func inlineText(of element: Element, in layout: TextLayout) -> String?
  /// The lines of the element as a cell of a row when it has a quicker way to draw them
  /// than its content's (`natural` is its width, or its grid column's), else `nil`.
  static func cellLines(
    for element: Element, width: Int, natural: Int, isOwnWidth: Bool, in layout: TextLayout
  ) -> [String]?
  /// Whether the element takes all the width it is offered (its box aside).
  static func expandsHorizontally(_ element: Element) -> Bool
  /// Whether the element keeps its width when a row is too narrow for it.
  static var keepsWidthInRow: Bool { get }
  /// Whether the element is a stack or grid, whose children it lays out.
  static var isStack: Bool { get }

  /// The element's own CSS, before its box's: its text style, a shape's fill.
  static func css(for element: Element, _ attributes: ElementAttributes) -> String
  /// The CSS that places the element's children by `alignment`.
  static func css(placing alignment: Alignment) -> String
  /// Writes the element's tags; `style` is its ` style="…"` attribute (or nothing) and
  /// `disabled` its ` disabled` attribute.
  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter)

  /// The node the element is read as, or `nil` when its children are read in its place
  /// (or nothing is).
  static func accessibilityNode(for element: Element) -> AccessibilityNode?
  /// Whether the element's children are read after its own node.
  static func readsChildren(of element: Element) -> Bool
  /// Reads the element, which has no node of its own, with `reader`.
  static func readContents(
    of element: Element, with reader: AccessibilityReader, inherited: AccessibilityAttributes?)
}

extension ElementDrawing {
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int {
    layout.widestChild(of: element)
  }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    layout.appendLines(for: element.childElements, width: width, to: &lines)
  }

  static func line(for element: Element, width: Int, in layout: TextLayout) -> String {
    guard let face = face(of: element, in: layout) else {
      return layout.firstLine(of: element, width: width)
    }
    return layout.fit(face, width: width)
  }

  static func face(of element: Element, in layout: TextLayout) -> String? { nil }

  static func inlineText(of element: Element, in layout: TextLayout) -> String? {
    face(of: element, in: layout)
  }

  static func cellLines(
    for element: Element, width: Int, natural: Int, isOwnWidth: Bool, in layout: TextLayout
  ) -> [String]? { nil }

  static func expandsHorizontally(_ element: Element) -> Bool {
    element.childElements.contains(where: \.expandsHorizontally)
  }

  static var keepsWidthInRow: Bool { false }

  static var isStack: Bool { false }

  static func css(for element: Element, _ attributes: ElementAttributes) -> String { "" }

  static func css(placing alignment: Alignment) -> String { "" }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {}

  static func accessibilityNode(for element: Element) -> AccessibilityNode? { nil }

  static func readsChildren(of element: Element) -> Bool { false }

  static func readContents(
    of element: Element, with reader: AccessibilityReader, inherited: AccessibilityAttributes?
  ) {
    reader.read(element.childElements, inherited: inherited)
  }
}

/// A colour or a shape: it takes the width it is offered (at least its minimum length)
/// and draws nothing in text.
protocol FillDrawing: ElementDrawing {}

extension FillDrawing {
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int {
    element.layoutBox?.minLength ?? 0
  }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {}

  static func face(of element: Element, in layout: TextLayout) -> String? { "" }

  static func inlineText(of element: Element, in layout: TextLayout) -> String? { nil }

  static func expandsHorizontally(_ element: Element) -> Bool { true }
}
