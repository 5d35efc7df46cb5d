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
    if node.control != nil, node.labelSource == .text, Self.isImageOnly(element.childElements) {
      node.labelSource = .imageName
    }
    return node
  }

  private static func unlabelled(_ element: Element) -> AccessibilityNode? {
    element.drawing.accessibilityNode(for: element)
  }

  /// A control, read "label, value, kind": the kind is its role's spoken name, said by its
  /// traits or in their place; progress bars and meters read as text with a value.
  static func node(for control: Control, _ element: Element) -> AccessibilityNode {
    let (title, spoken) = (control.title, control.role.spokenName)
    var node: AccessibilityNode
    switch control.face {
    case .pushButton, .pullDown:
      node = .control(spoken, label: title)
    case .hyperlink:
      node = .control(spoken, label: title, traits: .isLink)
    case .textBox(let text):
      let label = title.isEmpty ? element.attributeBox.value.prompt ?? "" : title
      node = .control(spoken, label: label, traits: [], role: spoken)
      node.value = text.isEmpty ? nil : text
    case .secureBox:
      node = .control(spoken, label: title, traits: [], role: spoken)
    case .textArea(let text):
      node = .control(spoken, label: "", traits: [], role: spoken)
      node.value = text.isEmpty ? nil : text
    case .onOffSwitch(let isOn):
      node = .control(spoken, label: title, traits: .isToggle)
      node.value = isOn ? "on" : "off"
      node.valueFollowsTraits = true
    case .popUp(let value), .valueBox(let value):
      node = .control(spoken, label: title)
      node.value = value
    case .plusMinus(let value):
      node = .control(spoken, label: title, traits: [], role: "adjustable")
      node.value = value
    case .track(let value, let bounds):
      node = .control(spoken, label: title, traits: [], role: "adjustable")
      let span = bounds.upperBound - bounds.lowerBound
      node.value = percent(span > 0 ? (value - bounds.lowerBound) / span : 0)
    case .disclosure(let isExpanded):
      node = .control(spoken, label: title)
      node.value = isExpanded ? "expanded" : "collapsed"
    case .progressBar(let fraction):
      node = .text(title.isEmpty ? "Progress" : title)
      node.value = fraction.map(percent) ?? "in progress"
    case .levelMeter(let fraction):
      node = .text(title)
      node.value = percent(fraction)
    }
    return node
  }

  private static func percent(_ fraction: Double) -> String {
    guard fraction.isFinite else { return "0%" }
    return "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
  }

  /// Whether a control's label is images and nothing else: VoiceOver reads their names.
  private static func isImageOnly(_ label: some ElementCollection) -> Bool {
    var hasImage = false
    var hasText = false
    Element.visit(label) { element in
      if element.kind.imageName != nil { hasImage = true }
      if let text = element.string, !text.isEmpty { hasText = true }
    }
    return hasImage && !hasText
  }
}

extension Element {
  /// The non-empty texts in `elements`, in order.
  static func texts(in elements: some ElementCollection) -> [String] {
    var texts: [String] = []
    Element.visit(elements) { element in
      if let text = element.string, !text.isEmpty { texts.append(text) }
    }
    return texts
  }
}
