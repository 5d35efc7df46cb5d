#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  extension UIControl {
    /// The states a control's look depends on, like UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
      /// The states' bits, UIKit's values.
      public let rawValue: UInt

      /// The states with `rawValue`'s bits.
      public init(rawValue: UInt) {
        self.rawValue = rawValue
      }

      /// Neither highlighted, selected nor disabled.
      public static let normal: State = []
      /// Being touched.
      public static let highlighted = State(rawValue: 1 << 0)
      /// Disabled.
      public static let disabled = State(rawValue: 1 << 1)
      /// Selected.
      public static let selected = State(rawValue: 1 << 2)
      /// Focused.
      public static let focused = State(rawValue: 1 << 3)
    }
  }
#endif
