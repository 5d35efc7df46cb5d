import PureMVVMCore

/// `.toolbar { }` where it was declared: nothing, since a screen draws its toolbar items
/// in its bars (see ``ToolbarItems``).
enum ToolbarDrawing: ElementDrawing {
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int { 0 }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {}
}
