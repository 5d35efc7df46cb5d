/// A switch between on and off, like SwiftUI's `Toggle(_:isOn:)`.
public struct Toggle: View {
  /// The switch's label.
  public let title: String
  @Binding private var isOn: Bool

  /// Creates a toggle bound to a Boolean.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - isOn: Whether the toggle is on; tapping flips it.
  public init(_ title: some StringProtocol, isOn: Binding<Bool>) {
    self.title = String(title)
    self._isOn = isOn
  }

  /// Resolves to one toggle element; tapping it flips the bound value.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let binding = $isOn
    elements.append(
      Element(
        .toggle(title: title, isOn: isOn), context: context,
        action: { binding.wrappedValue.toggle() }))
  }
}
