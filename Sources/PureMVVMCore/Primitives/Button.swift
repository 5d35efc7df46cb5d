/// A control that performs an action when tapped, like SwiftUI's `Button(_:action:)`.
public struct Button: View {
  /// The button's label.
  public let title: String
  private let action: () -> Void

  /// Creates a button with a text label.
  ///
  /// - Parameters:
  ///   - title: The label.
  ///   - action: What tapping the button does.
  public init(_ title: some StringProtocol, action: @escaping () -> Void) {
    self.title = String(title)
    self.action = action
  }

  /// Resolves to one button element.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    elements.append(Element(.button(title), context: context, action: action))
  }
}
