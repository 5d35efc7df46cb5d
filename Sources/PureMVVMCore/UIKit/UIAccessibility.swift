#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// The assistive technologies' settings and notifications, standing in for UIKit's
  /// `UIAccessibility` where there is no UIKit, so a design that announces with
  /// `UIAccessibility.post(notification: .announcement, argument: "Saved")` compiles.
  ///
  /// A host has no screen reader: posts are recorded in `AccessibilityNotification.posted`,
  /// beside SwiftUI's, and every setting is off unless a test turns VoiceOver on.
  public enum UIAccessibility {
    /// Whether VoiceOver is running: not unless a test sets it, to take a design's VoiceOver
    /// path.
    public static var isVoiceOverRunning: Bool {
      get { voiceOver.withLock { $0 } }
      set { voiceOver.withLock { $0 = newValue } }
    }

    private static let voiceOver = Locked(false)

    /// Whether Switch Control is running: no.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether the reader asked for less motion: no.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the reader asked for less transparency: no.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether the reader asked for bold text: no.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether the reader asked for darker colours: no.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether colours are inverted: no.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether the screen is drawn in greys: no.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether the reader asked to tell things apart without colour: no.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether closed captions are on: no.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether audio is mono: no.
    public static var isMonoAudioEnabled: Bool { false }

    /// Posted when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
      "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when the reduce motion setting changes.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
      "UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Tells assistive technologies something happened, as UIKit's
    /// `post(notification:argument:)`; recorded in `AccessibilityNotification.posted`.
    ///
    /// - Parameters:
    ///   - notification: What happened.
    ///   - argument: The words of an announcement or a page scrolled (a `String` or an
    ///     `NSAttributedString`); the element to move to for a layout or screen change.
    public static func post(notification: Notification, argument: Any?) {
      let words = (argument as? NSAttributedString)?.string ?? (argument as? String) ?? ""
      switch notification {
      case .announcement: AccessibilityNotification.Announcement(words).post()
      case .pageScrolled: AccessibilityNotification.PageScrolled(words).post()
      case .screenChanged: AccessibilityNotification.ScreenChanged().post()
      default: AccessibilityNotification.LayoutChanged().post()
      }
    }

    /// A notification to assistive technologies, like UIKit's
    /// `UIAccessibility.Notification`.
    public struct Notification: Hashable, Sendable, RawRepresentable {
      /// UIKit's number for the notification.
      public let rawValue: UInt32

      /// The notification UIKit numbers `rawValue`.
      ///
      /// - Parameter rawValue: The number.
      public init(rawValue: UInt32) {
        self.rawValue = rawValue
      }

      /// A new screen appeared.
      public static let screenChanged = Notification(rawValue: 1000)
      /// Some of the screen's layout changed.
      public static let layoutChanged = Notification(rawValue: 1001)
      /// Words to speak at once.
      public static let announcement = Notification(rawValue: 1008)
      /// A scroll view moved by a page.
      public static let pageScrolled = Notification(rawValue: 1009)
    }
  }
#endif
