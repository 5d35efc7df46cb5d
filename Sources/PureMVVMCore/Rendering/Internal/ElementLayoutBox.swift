/// An element's padding, frame, alignment and badge in text columns and lines: 8 points a
/// column, 16 points a line.
struct ElementLayoutBox {
  var left = 0
  var right = 0
  var top = 0
  var bottom = 0
  /// A fixed width in columns (`.frame(width:)`, or the least width).
  var fixedWidth: Int?
  /// Whether the element takes all the width it is offered (`maxWidth: .infinity`).
  var fills = false
  /// Where content narrower than the frame sits.
  var alignment = HorizontalAlignment.leading
  /// A spacer's least length in columns.
  var minLength: Int?
  /// The badge as drawn after the content (` (3)`), or empty.
  var badge = ""

  var badgeWidth: Int { badge.displayWidth }

  /// Whether content narrower than its frame is placed by ``alignment``.
  var alignsContent: Bool { (fills || fixedWidth != nil) && alignment != .leading }

  static func columns(_ points: Double) -> Int { Int((points / 8).rounded()) }
  static func lines(_ points: Double) -> Int { Int((points / 16).rounded()) }
}

extension Element {
  /// The element's layout box, or `nil` when it has none (most elements).
  var layoutBox: ElementLayoutBox? {
    let attributes = attributeBox.value
    guard
      attributes.padding != nil || attributes.frame != nil || attributes.badge != nil
        || attributes.minLength != nil
    else { return nil }
    var box = ElementLayoutBox()
    if let padding = attributes.padding {
      box.left = ElementLayoutBox.columns(padding.leading)
      box.right = ElementLayoutBox.columns(padding.trailing)
      box.top = ElementLayoutBox.lines(padding.top)
      box.bottom = ElementLayoutBox.lines(padding.bottom)
    }
    if let frame = attributes.frame {
      if let width = frame.width ?? frame.minWidth, width.isFinite {
        box.fixedWidth = max(ElementLayoutBox.columns(width), 1)
      }
      box.fills = frame.maxWidth == .infinity
      box.alignment = frame.alignment.horizontal
    }
    if let minLength = attributes.minLength { box.minLength = ElementLayoutBox.columns(minLength) }
    if let badge = attributes.badge { box.badge = " (\(badge.escapingControlCharacters()))" }
    return box
  }

  /// The attributes' box, read without copying the attributes.
  var attributeBox: AttributeBox { box }
}
