import PureMVVMCore

/// A control: drawn by its face (see ``PureMVVMCore/ControlFace``), the same for every
/// control that shares one, and read by its role's spoken name.
enum ControlDrawing: ElementDrawing {
  static func contentWidth(of element: Element, in layout: TextLayout) -> Int {
    guard let control = element.control else { return 0 }
    return layout.contentWidth(of: control, element)
  }

  static func appendContent(
    of element: Element, width: Int, height: Int?, in layout: TextLayout,
    to lines: inout [String]
  ) {
    guard let control = element.control else { return }
    layout.appendLines(for: control, of: element, width: width, height: height, to: &lines)
  }

  /// Under `.labelsHidden()`, without its title.
  static func line(for element: Element, width: Int, in layout: TextLayout) -> String {
    let element = element.drawn
    guard let control = element.control else { return layout.spaces(width) }
    return layout.line(for: control, of: element, width: width)
  }

  static func face(of element: Element, in layout: TextLayout) -> String? {
    element.control.flatMap { layout.face(of: $0, element) }
  }

  static func expandsHorizontally(_ element: Element) -> Bool {
    switch element.control?.face {
    case .textBox?, .secureBox?, .textArea?, .onOffSwitch?, .track?, .levelMeter?: true
    case .progressBar(let fraction)?: fraction != nil
    case .disclosure?: element.childElements.contains(where: \.expandsHorizontally)
    default: false
    }
  }

  /// Faces drawn in the control's text style (font, colour).
  static func css(for element: Element, _ attributes: ElementAttributes) -> String {
    switch element.control?.face {
    case .pushButton?, .hyperlink?, .textBox?, .onOffSwitch?, .plusMinus?:
      HTMLCSS.textStyle(attributes)
    default: ""
    }
  }

  static func write(
    _ element: Element, attributes: ElementAttributes, style: String, disabled: String,
    to writer: inout HTMLWriter
  ) {
    guard let control = element.control else { return }
    writer.append(control, of: element, attributes: attributes, style: style, disabled: disabled)
  }

  static func accessibilityNode(for element: Element) -> AccessibilityNode? {
    element.control.map { AccessibilityNode.node(for: $0, element) }
  }

  /// An expanded disclosure group's content.
  static func readsChildren(of element: Element) -> Bool {
    element.control?.isExpanded == true
  }
}
