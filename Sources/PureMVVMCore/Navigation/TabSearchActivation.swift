/// When a tab view's search starts, like SwiftUI's `TabSearchActivation` (iOS 26);
/// accepted.
public struct TabSearchActivation: Hashable, Sendable {
  private let name: String

  /// The system's choice.
  public static var automatic: Self { Self(name: "automatic") }
  /// When the search tab is selected.
  public static var searchTabSelection: Self { Self(name: "searchTabSelection") }
}
