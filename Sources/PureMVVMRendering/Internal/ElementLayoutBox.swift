import Foundation
import PureMVVMCore

/// An element's padding, frame, alignment and badge in text columns and lines: 8 points a
/// column, 16 points a line.
struct ElementLayoutBox {
  var left = 0
  var right = 0
  var top = 0
  var bottom = 0
  /// A fixed width in columns (`.frame(width:)`).
  var fixedWidth: Int?
  /// The least width in columns (`.frame(minWidth:)`).
  var minWidth: Int?
  /// The greatest width in columns (a finite `.frame(maxWidth:)`).
  var maxWidth: Int?
  /// A fixed or least height in lines (`.frame(height:)`, `.frame(minHeight:)`): shorter
  /// content is padded to it.
  var fixedHeight: Int?
  /// Where content shorter than the frame sits.
  var verticalAlignment = VerticalAlignment.center
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
  var alignsContent: Bool {
    (fills || fixedWidth != nil || minWidth != nil || maxWidth != nil) && alignment != .leading
  }

  /// The width of a frame around content `natural` columns wide: the fixed width, the
  /// greatest (the room a frame takes when offered enough), or the content's width, at
  /// least the least.
  func framedWidth(_ natural: Int) -> Int {
    if let fixedWidth { return fixedWidth }
    // With a greatest width, SwiftUI's frame takes the room proposed up to it.
    if let maxWidth { return maxWidth }
    return max(natural, minWidth ?? 0)
  }

  /// The columns a frame takes of `offered`: its fixed width, or what it is offered up to
  /// its greatest width.
  func outerWidth(offered: Int) -> Int {
    min(fixedWidth ?? maxWidth ?? offered, offered)
  }

  static func columns(_ points: CGFloat) -> Int { Int(clamped(points / 8).rounded()) }
  static func lines(_ points: CGFloat) -> Int { Int(clamped(points / 16).rounded()) }
  /// Columns for a distance that may be negative (an alignment guide, a position),
  /// bounded to ±1,000.
  static func signedColumns(_ points: CGFloat) -> Int {
    points.isNaN ? 0 : Int(min(max(points / 8, -1_000), 1_000).rounded())
  }
  /// Lines for a distance that may be negative, bounded to ±1,000.
  static func signedLines(_ points: CGFloat) -> Int {
    points.isNaN ? 0 : Int(min(max(points / 16, -1_000), 1_000).rounded())
  }
  /// Blank lines for a stack's spacing: whole lines only, so the usual 8 to 12 points
  /// between rows draw none.
  static func gapLines(_ points: CGFloat) -> Int { Int(clamped(points / 16)) }

  /// Takes the frame's widths.
  ///
  /// A least width above the greatest wins, as in SwiftUI,
  /// which logs the contradiction and keeps the least width.
  mutating func setWidths(of frame: Frame) {
    if let width = frame.width, width.isFinite {
      fixedWidth = max(Self.columns(width), 1)
      return
    }
    if let least = frame.minWidth, least.isFinite { minWidth = Self.columns(least) }
    guard let greatest = frame.maxWidth, !greatest.isNaN else { return }
    if greatest == .infinity {
      fills = true
    } else {
      maxWidth = max(Self.columns(greatest), minWidth ?? 0)
    }
  }

  /// Absurd lengths (negative, NaN, 1e300) become 0 to 1,000 columns or lines, so no
  /// modifier can crash or hang a rendering.
  private static func clamped(_ units: CGFloat) -> CGFloat {
    units.isNaN ? 0 : min(max(units, 0), 1_000)
  }
}

extension Element {
  /// The element's layout box, or `nil` when it has none (most elements).
  ///
  /// Inlined, so that asking costs one flag for most elements: the box is built out of
  /// line, only for an element whose attributes shape its layout.
  @inline(__always)
  var layoutBox: ElementLayoutBox? {
    let shared = attributeBox
    guard shared.shapesLayout else { return nil }
    return Self.layoutBox(of: shared.value)
  }

  /// The layout box `attributes` give.
  @inline(never)
  private static func layoutBox(of attributes: ElementAttributes) -> ElementLayoutBox {
    var box = ElementLayoutBox()
    if let padding = attributes.padding {
      box.left = ElementLayoutBox.columns(padding.leading)
      box.right = ElementLayoutBox.columns(padding.trailing)
      box.top = ElementLayoutBox.lines(padding.top)
      box.bottom = ElementLayoutBox.lines(padding.bottom)
    }
    if let frame = attributes.frame {
      box.setWidths(of: frame)
      if let height = frame.height, height.isFinite {
        box.fixedHeight = max(ElementLayoutBox.lines(height), 1)
      } else if let height = frame.minHeight, height.isFinite, height > 0 {
        box.fixedHeight = ElementLayoutBox.lines(height)
      }
      box.alignment = frame.alignment.horizontal
      box.verticalAlignment = frame.alignment.vertical
    }
    if let minLength = attributes.minLength { box.minLength = ElementLayoutBox.columns(minLength) }
    if let badge = attributes.badge { box.badge = " (\(badge.escapingControlCharacters()))" }
    return box
  }

  /// Whether the element draws nothing in its space: `.hidden()`, or an opacity of 0 or
  /// less (NaN draws opaque).
  var isInvisible: Bool { attributeBox.drawsNothing }

  /// The attributes' box, read without copying the attributes.
  var attributeBox: AttributeBox { box }
}
