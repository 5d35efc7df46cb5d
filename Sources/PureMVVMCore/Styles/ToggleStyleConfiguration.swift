/// What a toggle style of your own makes its body from, like SwiftUI's
/// `ToggleStyleConfiguration`.
@MainActor
public struct ToggleStyleConfiguration {
  /// The toggle's label.
  public let label: AnyView
  /// Whether the toggle is on.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that differ; always `false`.
  public let isMixed = false
}
