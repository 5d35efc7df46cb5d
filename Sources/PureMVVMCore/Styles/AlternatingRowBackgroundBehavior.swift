/// Whether the rows of lists and tables alternate their backgrounds, like SwiftUI's
/// `AlternatingRowBackgroundBehavior`.
public struct AlternatingRowBackgroundBehavior: Hashable, Sendable {
  /// Whether the rows alternate: `nil` as the style says.
  let alternates: Bool?

  /// As the list's or table's style says.
  public static let automatic = AlternatingRowBackgroundBehavior(alternates: nil)
  /// Every other row has a different background.
  public static let enabled = AlternatingRowBackgroundBehavior(alternates: true)
  /// Every row has the same background.
  public static let disabled = AlternatingRowBackgroundBehavior(alternates: false)
}

extension View {
  /// Makes every other row of the lists below have a different background, or none, like
  /// macOS's `alternatingRowBackgrounds(_:)`.
  ///
  /// It wins over the lists' styles, but a sidebar's rows never alternate. Tables follow
  /// their style (`.tableStyle(.inset(alternatesRowBackgrounds:))`), not this modifier.
  ///
  /// - Parameter behavior: Whether the rows alternate.
  /// - Returns: The view.
  nonisolated public func alternatingRowBackgrounds(
    _ behavior: AlternatingRowBackgroundBehavior = .enabled
  ) -> some View {
    let alternates = behavior.alternates
    return inheriting { $0.alternatesRowBackgrounds = alternates }
  }
}
