import PureMVVMCore

/// Reads resolved elements in the order, and with the words, a screen reader uses.
///
/// Only what the user can reach is read: the top presentation's content while one is up,
/// else the screen (the top of a navigation stack, the selected tab).
final class AccessibilityReader {
  private var nodes: [AccessibilityNode] = []
  private var containers = 0

  /// The nodes of `elements`, in reading order.
  static func nodes(of elements: [Element]) -> [AccessibilityNode] {
    let reader = AccessibilityReader()
    let layers = ScreenLayers(elements)
    if let top = layers.layers.last { reader.readTitle(of: top) }
    reader.read(layers.visible, inherited: nil)
    return reader.nodes
  }

  /// Reads siblings: in order, higher sort priorities first.
  func read(_ elements: some ElementCollection, inherited: AccessibilityAttributes?) {
    containers += 1
    let container = containers
    let ordered = elements.enumerated().sorted { lhs, rhs in
      let left = lhs.element.accessibility?.sortPriority ?? 0
      let right = rhs.element.accessibility?.sortPriority ?? 0
      return left != right ? left > right : lhs.offset < rhs.offset
    }
    let skipsIcons = elements.contains { $0.attributeBox.value.part == .title }
    for (_, element) in ordered {
      if skipsIcons, element.attributeBox.value.part == .icon { continue }
      let first = nodes.endIndex
      read(element, inherited: inherited)
      for index in first..<nodes.endIndex where nodes[index].container == 0 {
        nodes[index].container = container
      }
    }
  }

  private func read(_ element: Element, inherited: AccessibilityAttributes?) {
    let own = element.accessibility
    if own?.isHidden == true || element.attributeBox.value.part == .decoration
      || element.isInvisible
    {
      return
    }
    let attributes = Self.merging(own, over: inherited)
    if let representation = element.handlers?.accessibilityRepresentation {
      read(representation.elements, inherited: representation.replacesElement ? attributes : nil)
      return
    }
    if let children = own?.children ?? Self.implicitBehavior(of: element), children != .contain {
      append(combined(element, children: children, attributes: attributes))
      return
    }
    if var node = AccessibilityNode.node(for: element) {
      apply(attributes, to: &node)
      append(node)
      if element.drawing.readsChildren(of: element) { read(element.childElements, inherited: nil) }
      return
    }
    element.drawing.readContents(of: element, with: self, inherited: attributes)
  }

  /// A container made one element: `.ignore` reads only its own label, `.combine` its
  /// children's labels and values joined, their traits merged.
  private func combined(
    _ element: Element, children: AccessibilityChildBehavior, attributes: AccessibilityAttributes?
  ) -> AccessibilityNode {
    var node = AccessibilityNode(
      label: "", traits: [], isEnabled: !element.isDisabled, labelSource: .none)
    if children == .combine {
      let inner = AccessibilityReader()
      if let own = AccessibilityNode.node(for: element) {
        inner.append(own)
      } else {
        inner.read(element.childElements, inherited: nil)
      }
      let parts = inner.nodes.flatMap { [$0.label, $0.value].compactMap { $0 } }
      node.label = parts.filter { !$0.isEmpty }.joined(separator: ", ")
      node.labelSource = inner.nodes.contains { $0.labelSource == .text } ? .text : .imageName
      node.traits = inner.nodes.reduce(AccessibilityTraits()) { $0.union($1.traits) }
      node.control = inner.nodes.lazy.compactMap(\.control).first
      if node.label.isEmpty { node.labelSource = .none }
    }
    apply(attributes, to: &node)
    return node
  }

  private func readTitle(of presentation: Element) {
    guard let style = presentation.kind.presentationStyle else { return }
    switch style {
    case .alert(let title):
      append(AccessibilityNode.text(title, role: "alert"))
    case .confirmationDialog(let title, true):
      append(AccessibilityNode.text(title, traits: .isHeader))
    default:
      break
    }
  }

  /// The actions of a kind VoiceOver performs without announcing them.
  private static let unannouncedActions: Set<String> = ["default", "escape", "magic tap"]

  private func apply(_ attributes: AccessibilityAttributes?, to node: inout AccessibilityNode) {
    guard let attributes else { return }
    if let label = attributes.label {
      node.label = label
      node.labelSource = label.isEmpty ? .none : .modifier
    }
    if let value = attributes.value { node.value = value }
    if let hint = attributes.hint { node.hint = hint }
    node.actions += attributes.actionNames.filter { !Self.unannouncedActions.contains($0) }
    node.importantContent += attributes.customContent.filter(\.isImportant).map {
      "\($0.label), \($0.value)"
    }
    node.traits.formUnion(attributes.addedTraits)
    node.traits.subtract(attributes.removedTraits)
    if attributes.identifier != nil { node.identifier = attributes.identifier }
    if attributes.isFocused { node.isFocused = true }
    if attributes.headingLevel != nil { node.traits.insert(.isHeader) }
    if attributes.isAdjustable, node.role == nil { node.role = "adjustable" }
  }

  /// How SwiftUI groups an element no modifier groups: a `LabeledContent` is read as one
  /// element, "Distancia, 6.4 km".
  private static func implicitBehavior(of element: Element) -> AccessibilityChildBehavior? {
    element.childElements.contains { $0.attributeBox.value.part == .value } ? .combine : nil
  }

  /// `inner`'s attributes, with `outer`'s where `inner` sets none: a view's own
  /// modifiers win over those of the container it is in.
  private static func merging(
    _ inner: AccessibilityAttributes?, over outer: AccessibilityAttributes?
  ) -> AccessibilityAttributes? {
    guard let outer else { return inner }
    guard var merged = inner else { return outer }
    merged.label = merged.label ?? outer.label
    merged.value = merged.value ?? outer.value
    merged.hint = merged.hint ?? outer.hint
    merged.addedTraits.formUnion(outer.addedTraits.subtracting(merged.removedTraits))
    merged.removedTraits.formUnion(outer.removedTraits.subtracting(merged.addedTraits))
    return merged
  }

  /// Adds a node to what is read.
  func append(_ node: AccessibilityNode) {
    nodes.append(node)
  }
}

extension Element {
  /// What accessibility modifiers recorded on the element, if any.
  package var accessibility: AccessibilityAttributes? { attributeBox.value.accessibility }
}
