/// How an accessibility element made of a container treats the elements inside it, as
/// SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  private let name: String

  /// The children are not read; the container is one element with its own label.
  public static let ignore = Self(name: "ignore")
  /// The children are read as one element: their labels joined, their traits merged.
  public static let combine = Self(name: "combine")
  /// The children stay elements of their own, grouped under the container.
  public static let contain = Self(name: "contain")
}
