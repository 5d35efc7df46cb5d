#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// Which ways a popover's arrow may point, like UIKit's `UIPopoverArrowDirection`.
  public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// The directions' bits.
    public let rawValue: UInt

    /// The directions with `rawValue`'s bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any way.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// No arrow decided yet.
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
  }
#endif
