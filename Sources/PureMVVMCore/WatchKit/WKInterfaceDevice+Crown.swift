#if !os(watchOS)
  extension WKInterfaceDevice {
    /// Which side of the watch the Digital Crown is on, as the wearer sees it: the right,
    /// as a watch is set up out of the box.
    public var crownOrientation: WKInterfaceDeviceCrownOrientation { .right }

    /// Which wrist the watch is worn on: the left, as a watch is set up out of the box.
    public var wristLocation: WKInterfaceDeviceWristLocation { .left }
  }

  /// Which side of the watch the Digital Crown is on, like WatchKit's
  /// `WKInterfaceDeviceCrownOrientation`.
  public enum WKInterfaceDeviceCrownOrientation: Int, Sendable {
    /// On the left.
    case left = 0
    /// On the right.
    case right = 1
  }

  /// Which wrist the watch is worn on, like WatchKit's `WKInterfaceDeviceWristLocation`.
  public enum WKInterfaceDeviceWristLocation: Int, Sendable {
    /// The left wrist.
    case left = 0
    /// The right wrist.
    case right = 1
  }
#endif
