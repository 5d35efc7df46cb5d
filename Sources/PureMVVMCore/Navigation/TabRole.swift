/// What a tab is for, like SwiftUI's `TabRole` (iOS 18).
public struct TabRole: Hashable, Sendable {
  private let name: String

  /// The tab that searches: titled "Search" with a magnifying glass unless given a label.
  public static var search: Self { Self(name: "search") }
}
