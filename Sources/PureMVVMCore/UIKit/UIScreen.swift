#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// A phone's screen, standing in for UIKit's `UIScreen` where there is no UIKit, so the
  /// common `UIScreen.main.bounds.width` compiles.
  ///
  /// It is always the default ``Device/phone``'s screen, whatever the host's device: a
  /// design built before its host cannot know it. A layout that should follow the host's
  /// device reads a `GeometryReader`, as SwiftUI recommends since `UIScreen.main` was
  /// deprecated.
  @MainActor
  public final class UIScreen {
    /// The screen the design runs on: the default phone's.
    public static let main = UIScreen(device: .phone)

    /// The screen in points, its origin at the top left.
    public let bounds: CGRect
    /// Pixels to a point.
    public let scale: CGFloat
    /// The screen in pixels.
    public var nativeBounds: CGRect {
      CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    private init(device: Device) {
      bounds = CGRect(origin: .zero, size: device.size)
      scale = 3
    }
  }
#endif
