/// A switch between on and off, like SwiftUI's `Toggle`.
public struct Toggle<Label: View>: View {
  private let label: Label
  @Binding private var isOn: Bool

  /// Creates a toggle with any label.
  ///
  /// - Parameters:
  ///   - isOn: Whether the toggle is on; tapping flips it.
  ///   - label: The label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self._isOn = isOn
  }

  /// Resolves to one toggle element; tapping it flips the bound value.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var children: [Element] = []
    label._resolve(in: context.child(0), into: &children)
    let binding = $isOn
    elements.append(
      Element(
        .toggle(title: Element.title(of: children), isOn: isOn),
        children: Element.isPlainText(children) ? [] : children, context: context,
        action: { binding.wrappedValue.toggle() }))
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle with a text label.
  ///
  /// - Parameters:
  ///   - titleKey: The label.
  ///   - isOn: Whether the toggle is on; tapping flips it.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// Creates a toggle with a text label.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - isOn: Whether the toggle is on; tapping flips it.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == PureMVVMCore.Label<Text, Image> {
  /// Creates a toggle labelled with a title and an SF Symbol.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - systemImage: The symbol's name.
  ///   - isOn: Whether the toggle is on.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { PureMVVMCore.Label(titleKey, systemImage: systemImage) }
  }
}
