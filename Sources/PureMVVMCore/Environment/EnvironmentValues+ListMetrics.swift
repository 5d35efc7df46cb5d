import Foundation

extension EnvironmentValues {
  /// The least height of a list row, in points, like SwiftUI's `defaultMinListRowHeight`.
  ///
  /// 44 unless set. A host draws rows by lines, so it is recorded, not drawn.
  public var defaultMinListRowHeight: CGFloat {
    get { self[MinListRowHeightKey.self] }
    set { self[MinListRowHeightKey.self] = newValue }
  }

  /// The least height of a list section's header, in points, like SwiftUI's
  /// `defaultMinListHeaderHeight`.
  ///
  /// `nil` (the list style's) unless set. Recorded, not drawn.
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[MinListHeaderHeightKey.self] }
    set { self[MinListHeaderHeightKey.self] = newValue }
  }
}

private enum MinListRowHeightKey: EnvironmentKey {
  static let defaultValue: CGFloat = 44
}

private enum MinListHeaderHeightKey: EnvironmentKey {
  static let defaultValue: CGFloat? = nil
}
