/// A level of emphasis for foreground content, as in SwiftUI's `.foregroundStyle(.secondary)`.
public enum HierarchicalShapeStyle: Sendable, Hashable {
  /// The default emphasis.
  case primary
  /// Less emphasis, for supporting text such as a route's distance.
  case secondary
}
