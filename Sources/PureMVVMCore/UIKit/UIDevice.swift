#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// The device, standing in for UIKit's `UIDevice` where there is no UIKit, so designs
  /// that branch on `UIDevice.current.userInterfaceIdiom == .pad` compile.
  ///
  /// ``current`` is always an iPhone running iOS, as the hosts' default device is; a design
  /// that should adapt to a host's device reads the size classes instead.
  public final class UIDevice: Sendable {
    /// The device the app runs on: an iPhone.
    public static let current = UIDevice()

    private init() {}

    /// The kind of device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The device's name.
    public var name: String { "iPhone" }
    /// The device's model.
    public var model: String { "iPhone" }
    /// The operating system's name.
    public var systemName: String { "iOS" }
    /// The operating system's version.
    public var systemVersion: String { "26.0" }
    /// The device's orientation: unknown, as a host has no accelerometer.
    public var orientation: UIDeviceOrientation { .unknown }
  }

  /// The kinds of device, like UIKit's `UIUserInterfaceIdiom`.
  public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// An Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
  }

  /// How a device is held, like UIKit's `UIDeviceOrientation`.
  public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, home button on the right.
    case landscapeLeft = 3
    /// On its side, home button on the left.
    case landscapeRight = 4
    /// Screen up.
    case faceUp = 5
    /// Screen down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  }
#endif
