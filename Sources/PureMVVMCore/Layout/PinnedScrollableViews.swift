/// Which parts of a lazy stack stay pinned while it scrolls; accepted and ignored.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt32

  /// A set from raw bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
