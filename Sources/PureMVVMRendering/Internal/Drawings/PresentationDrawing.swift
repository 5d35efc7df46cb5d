import PureMVVMCore

/// A sheet, cover, popover, alert or dialog where it was declared: nothing, since a
/// screen draws what is presented over it as a layer of its own (see ``ScreenLayers``).
enum PresentationDrawing: ElementDrawing {
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int { 0 }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {}
}
