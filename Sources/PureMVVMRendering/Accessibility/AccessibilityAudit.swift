import PureMVVMCore

/// Finds what keeps a screen-reader user from using a design.
///
/// Errors: a control with no spoken label (an icon-only button or link is read by its
/// image's name, which rarely says what it does), an image neither labelled nor hidden,
/// two controls with the same spoken label on one screen. Warning: a disabled control with
/// no hint and no text or progress beside it to say why.
public struct AccessibilityAudit: Sendable {
  /// Creates an audit.
  public init() {}

  /// Audits a design, resolved with fresh state.
  ///
  /// - Parameter design: The design.
  /// - Returns: The findings, in reading order.
  @MainActor
  public func findings(of design: some View) -> [AccessibilityFinding] {
    findings(in: design.resolve())
  }

  /// Audits resolved elements: what a screen reader reaches of them.
  ///
  /// - Parameter elements: The elements.
  /// - Returns: The findings, in reading order.
  public func findings(in elements: [Element]) -> [AccessibilityFinding] {
    let nodes = AccessibilityReader.nodes(of: elements)
    var findings: [AccessibilityFinding] = []
    var reported: Set<String> = []
    for node in nodes {
      if let finding = Self.unlabelled(node) { findings.append(finding) }
      if let finding = Self.duplicate(node, among: nodes), reported.insert(node.label).inserted {
        findings.append(finding)
      }
      if let finding = Self.unexplained(node, among: nodes) { findings.append(finding) }
    }
    return findings
  }

  private static func unlabelled(_ node: AccessibilityNode) -> AccessibilityFinding? {
    switch (node.control, node.labelSource) {
    case (let control?, .none):
      return finding(
        .error, .unlabelledControl, node,
        "This \(control) has no spoken label. Give it a title, or add "
          + ".accessibilityLabel(\"…\") saying what it does.")
    case (let control?, .imageName):
      return finding(
        .error, .unlabelledControl, node,
        "This \(control) is read by its image's name only. Add .accessibilityLabel(\"…\") "
          + "saying what it does.")
    case (nil, .imageName) where node.traits.contains(.isImage):
      return finding(
        .error, .unlabelledImage, node,
        "This image is neither labelled nor hidden. Add .accessibilityLabel(\"…\"), or "
          + ".accessibilityHidden(true) if it is decoration.")
    default:
      return nil
    }
  }

  private static func duplicate(
    _ node: AccessibilityNode, among nodes: [AccessibilityNode]
  ) -> AccessibilityFinding? {
    guard node.control != nil, !node.label.isEmpty else { return nil }
    let count = nodes.count { $0.control != nil && $0.label == node.label }
    guard count > 1 else { return nil }
    return finding(
      .error, .duplicateLabel, node,
      "\(count) controls on this screen are read \"\(node.label)\". Make each label say "
        + "what it acts on, with .accessibilityLabel(\"…\").")
  }

  private static func unexplained(
    _ node: AccessibilityNode, among nodes: [AccessibilityNode]
  ) -> AccessibilityFinding? {
    guard node.control != nil, !node.isEnabled, node.hint?.isEmpty ?? true else { return nil }
    let explained = nodes.contains { $0.container == node.container && $0.control == nil }
    guard !explained else { return nil }
    return finding(
      .warning, .disabledWithoutReason, node,
      "This \(node.control ?? "control") is disabled with no reason beside it. Show why, "
        + "or add .accessibilityHint(\"…\").")
  }

  private static func finding(
    _ severity: AccessibilityFinding.Severity, _ rule: AccessibilityFinding.Rule,
    _ node: AccessibilityNode, _ message: String
  ) -> AccessibilityFinding {
    AccessibilityFinding(
      severity: severity, rule: rule, element: node.spokenText, message: message)
  }
}
