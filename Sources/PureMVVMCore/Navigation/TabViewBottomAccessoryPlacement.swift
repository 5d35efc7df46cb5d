/// Where a tab view's bottom accessory is, like SwiftUI's
/// `TabViewBottomAccessoryPlacement` (iOS 26): read with
/// `@Environment(\.tabViewBottomAccessoryPlacement)`.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
  /// In line with a shrunk tab bar.
  case inline
  /// Above the tab bar (always, here: the bar never shrinks).
  case expanded
}

extension EnvironmentValues {
  /// Where the tab view's bottom accessory the view is in is; `nil` outside one.
  public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
    get { self[TabViewBottomAccessoryPlacementKey.self] }
    set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
  }
}

private enum TabViewBottomAccessoryPlacementKey: EnvironmentKey {
  static var defaultValue: TabViewBottomAccessoryPlacement? { nil }
}
