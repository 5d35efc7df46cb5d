#if !os(watchOS)
  import Foundation

  /// The watch, standing in for WatchKit's `WKInterfaceDevice` where there is no WatchKit,
  /// so watch screens that tap the wrist with `WKInterfaceDevice.current().play(.click)`
  /// compile and can be checked: ``played`` records each haptic, for a test to read.
  @MainActor public final class WKInterfaceDevice {
    private static let shared = WKInterfaceDevice()

    /// The haptics played on the watch, by any device object, in order.
    public var played: [WKHapticType] { Self.log }

    /// The haptics played, one log for the watch.
    private static var log: [WKHapticType] = []

    /// A device object of its own, as `WKInterfaceDevice()` makes one; it is the same
    /// watch, so its haptics are recorded with ``current()``'s.
    public init() {}

    /// The watch the app runs on.
    ///
    /// - Returns: The one device.
    public static func current() -> WKInterfaceDevice { shared }

    /// The screen's bounds in points: a 45 mm watch's.
    public var screenBounds: CGRect { CGRect(x: 0, y: 0, width: 198, height: 242) }
    /// How many pixels a point takes.
    public var screenScale: CGFloat { 2 }
    /// The device's name.
    public var name: String { "Apple Watch" }
    /// The device's model.
    public var model: String { "Apple Watch" }
    /// The operating system's name.
    public var systemName: String { "watchOS" }
    /// The operating system's version.
    public var systemVersion: String { "26.0" }

    /// Taps the wrist with `type`; recorded in ``played``.
    ///
    /// - Parameter type: The haptic.
    public func play(_ type: WKHapticType) {
      Self.log.append(type)
    }

    /// Forgets the haptics played, for a test that starts afresh.
    public func reset() {
      Self.log = []
    }
  }

  /// A tap on the wrist, like WatchKit's `WKHapticType`.
  public enum WKHapticType: Int, Sendable {
    /// Something needs attention.
    case notification = 0
    /// A value went up.
    case directionUp = 1
    /// A value went down.
    case directionDown = 2
    /// An action succeeded.
    case success = 3
    /// An action failed.
    case failure = 4
    /// An action is tried again.
    case retry = 5
    /// An activity started.
    case start = 6
    /// An activity stopped.
    case stop = 7
    /// A click, as of a dial.
    case click = 8
    /// A left turn ahead, while navigating.
    case navigationLeftTurn = 9
    /// A right turn ahead, while navigating.
    case navigationRightTurn = 10
    /// Another manoeuvre ahead, while navigating.
    case navigationGenericManeuver = 11
    /// A depth alert under water.
    case underwaterDepthPrompt = 12
    /// A critical depth alert under water.
    case underwaterDepthCriticalPrompt = 13
  }
#endif
