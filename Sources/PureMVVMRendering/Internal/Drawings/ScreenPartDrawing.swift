import PureMVVMCore

/// A presentation (sheet, cover, popover, alert, dialog) or a toolbar where it was
/// declared: nothing there, since the screen draws it in its place, as a layer over the
/// screen (see ``ScreenLayers``) or in the screen's bars (see ``ToolbarItems``).
enum ScreenPartDrawing: ElementDrawing {
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int { 0 }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {}

  static func expandsHorizontally(_ element: Element) -> Bool { false }
}
