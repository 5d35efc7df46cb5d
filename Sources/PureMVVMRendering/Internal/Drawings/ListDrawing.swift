import PureMVVMCore

/// `List`: rows with a `─` rule between them, a page of them when a page is asked for,
/// sections with their headers; a `<ul>` in its style in HTML.
enum ListDrawing: ElementDrawing {
  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    layout.appendRows(element.childElements, width: width, to: &lines)
  }

  static func expandsHorizontally(_ element: Element) -> Bool { true }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    writer.rows(element.childElements, style: style, list: classes(attributes))
  }

  /// The list's classes: its look, and whether its rows alternate when
  /// `.alternatingRowBackgrounds(_:)` says, over the look (a sidebar's never do).
  private static func classes(_ attributes: ElementAttributes) -> String {
    var look = attributes.listStyle
    switch (attributes.alternatesRowBackgrounds, look) {
    case (false?, .insetStriped?): look = .inset
    case (false?, .borderedStriped?): look = .bordered
    default: break
    }
    // A sidebar never alternates, as in SwiftUI.
    let alternates =
      attributes.alternatesRowBackgrounds == true && look != .sidebar ? " alternating" : ""
    return (look.map { "list style-\($0.rawValue)" } ?? "list") + alternates
  }
}
