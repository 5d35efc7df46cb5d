import PureMVVMCore

extension AccessibilityNode {
  /// A text, or a heading.
  static func text(
    _ text: String, traits: AccessibilityTraits = .isStaticText, role: String? = nil
  ) -> AccessibilityNode {
    var node = AccessibilityNode(
      label: text, traits: traits, isEnabled: true, labelSource: text.isEmpty ? .none : .text)
    node.role = role
    return node
  }

  /// A control of the kind `control` labelled `label`.
  static func control(
    _ control: String, label: String, traits: AccessibilityTraits = .isButton,
    role: String? = nil
  ) -> AccessibilityNode {
    var node = AccessibilityNode(
      label: label, traits: traits, isEnabled: true, labelSource: label.isEmpty ? .none : .text)
    node.control = control
    node.role = role
    return node
  }

  /// The node an element is read as, or `nil` for containers, whose children are read,
  /// and for what is not read at all (shapes, colours, spacers, dividers).
  static func node(for element: Element) -> AccessibilityNode? {
    guard var node = unlabelled(element) else { return nil }
    node.isEnabled = !element.isDisabled
    if node.control != nil, node.labelSource == .text, Self.isImageOnly(element.children) {
      node.labelSource = .imageName
    }
    return node
  }

  private static func unlabelled(_ element: Element) -> AccessibilityNode? {
    switch element.kind {
    case .text(let text):
      guard !text.isEmpty else { return nil }
      return .text(text, traits: element.attributeBox.value.part == .header ? .isHeader : [])
    case .navigation(let title):
      return title.isEmpty ? nil : .text(title, traits: .isHeader)
    case .image(let name, _):
      var node = AccessibilityNode.text(name, traits: .isImage)
      node.labelSource = .imageName
      return node
    default:
      return control(element) ?? valued(element)
    }
  }

  /// Buttons and links: their title is their label.
  private static func control(_ element: Element) -> AccessibilityNode? {
    switch element.kind {
    case .button(let title), .menu(let title):
      return .control("button", label: title)
    case .navigationLink:
      let label = Element.texts(in: element.children).joined(separator: ", ")
      return .control(
        "button", label: label.isEmpty ? Element.title(of: element.children) : label)
    case .link(let title, _):
      return .control("link", label: title, traits: .isLink)
    case .textField(let title, let text):
      var node = AccessibilityNode.control(
        "text field", label: title.isEmpty ? element.attributeBox.value.prompt ?? "" : title,
        traits: [], role: "text field")
      node.value = text.isEmpty ? nil : text
      return node
    case .secureField(let title, _):
      return .control("secure text field", label: title, traits: [], role: "secure text field")
    case .textEditor(let text):
      var node = AccessibilityNode.control("text view", label: "", traits: [], role: "text view")
      node.value = text.isEmpty ? nil : text
      return node
    case .toggle(let title, let isOn):
      var node = AccessibilityNode.control("switch", label: title, traits: .isToggle)
      node.value = isOn ? "on" : "off"
      node.valueFollowsTraits = true
      return node
    default:
      return nil
    }
  }

  /// Controls that carry a value: read "label, value, kind".
  private static func valued(_ element: Element) -> AccessibilityNode? {
    let node: AccessibilityNode
    let value: String?
    switch element.kind {
    case .picker(let title, let selection):
      (node, value) = (.control("picker", label: title), selection)
    case .datePicker(let title, let date):
      (node, value) = (.control("date picker", label: title), date)
    case .stepper(let title, let current):
      (node, value) = (.control("stepper", label: title, traits: [], role: "adjustable"), current)
    case .slider(let title, let current, let bounds):
      let fraction =
        bounds.upperBound > bounds.lowerBound
        ? (current - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound) : 0
      (node, value) = (
        .control("slider", label: title, traits: [], role: "adjustable"), percent(fraction)
      )
    case .disclosureGroup(let title, let isExpanded):
      (node, value) = (
        .control("disclosure group", label: title), isExpanded ? "expanded" : "collapsed"
      )
    case .progress(let title, let fraction):
      (node, value) = (.text(title ?? "Progress"), fraction.map(percent) ?? "in progress")
    case .gauge(let title, let fraction):
      (node, value) = (.text(title), percent(fraction))
    default:
      return nil
    }
    var valuedNode = node
    valuedNode.value = value
    return valuedNode
  }

  private static func percent(_ fraction: Double) -> String {
    guard fraction.isFinite else { return "0%" }
    return "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
  }

  /// Whether a control's label is images and nothing else: VoiceOver reads their names.
  private static func isImageOnly(_ label: [Element]) -> Bool {
    var hasImage = false
    var hasText = false
    Element.visit(label) { element in
      switch element.kind {
      case .image: hasImage = true
      case .text(let text) where !text.isEmpty: hasText = true
      default: break
      }
    }
    return hasImage && !hasText
  }
}

extension Element {
  /// The non-empty texts in `elements`, in order.
  static func texts(in elements: [Element]) -> [String] {
    var texts: [String] = []
    Element.visit(elements) { element in
      if case .text(let text) = element.kind, !text.isEmpty { texts.append(text) }
    }
    return texts
  }
}
