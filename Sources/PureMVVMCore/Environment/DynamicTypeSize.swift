/// The text size the user chose, like SwiftUI's `DynamicTypeSize`, smallest first: read as
/// `@Environment(\.dynamicTypeSize)`, `.large` unless set.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// The smallest.
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// The default.
  case large
  /// Large.
  case xLarge
  /// Larger.
  case xxLarge
  /// The largest outside the accessibility sizes.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The largest.
  case accessibility5

  /// Whether it is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension EnvironmentValues {
  /// The text size the views below are drawn for: `.large` unless set.
  public var dynamicTypeSize: DynamicTypeSize {
    get { storedDynamicTypeSize }
    set { storedDynamicTypeSize = newValue }
  }
}

extension View {
  /// Sets the text size of the views below, like SwiftUI's `dynamicTypeSize(_:)`.
  ///
  /// - Parameter size: The size.
  /// - Returns: The view.
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    transformEnvironment(\.dynamicTypeSize) { $0 = size }
  }

  /// Keeps the text size of the views below within `range`: a size outside it becomes the
  /// nearest bound.
  ///
  /// - Parameter range: The sizes allowed, such as `...DynamicTypeSize.xxLarge`.
  /// - Returns: The view.
  nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    let sizes = DynamicTypeSize.allCases.filter { range.contains($0) }
    return transformEnvironment(\.dynamicTypeSize) { size in
      guard let lowest = sizes.first, let highest = sizes.last else { return }
      size = min(max(size, lowest), highest)
    }
  }
}
