/// What a label style of your own makes its body from, like SwiftUI's
/// `LabelStyleConfiguration`.
@MainActor
public struct LabelStyleConfiguration {
  /// The label's title.
  public let title: AnyView
  /// The label's icon.
  public let icon: AnyView
}
