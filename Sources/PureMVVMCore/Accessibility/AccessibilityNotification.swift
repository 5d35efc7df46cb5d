import Foundation

/// Notifications a design posts to assistive technologies, like SwiftUI's
/// `AccessibilityNotification` (iOS 17): `AccessibilityNotification.Announcement("Saved")
/// .post()`.
///
/// A host has no screen reader: each post is recorded in ``posted``, one log for the
/// process as a device has one screen reader, for a test to read. Tests run in parallel,
/// so a test looks for what it posted rather than at the whole log.
public enum AccessibilityNotification {
  /// What has been posted, oldest first: an announcement's words, or the notification's
  /// name (`"layout changed"`, `"screen changed"`, `"page scrolled: …"`).
  public static var posted: [String] { log.withLock { $0 } }

  /// Records a post.
  static func record(_ entry: String) {
    log.withLock { $0.append(entry) }
  }

  private static let log = Locked([String]())

  /// Words a screen reader speaks at once, like SwiftUI's
  /// `AccessibilityNotification.Announcement`.
  public struct Announcement: Sendable {
    private let words: String

    /// An announcement of `announcement`.
    ///
    /// - Parameter announcement: The words.
    public init(_ announcement: String) {
      words = announcement
    }

    /// An announcement of an attributed string's characters.
    ///
    /// - Parameter attributedAnnouncement: The words.
    public init(_ attributedAnnouncement: AttributedString) {
      words = String(attributedAnnouncement.characters)
    }

    /// An announcement of a Foundation attributed string's characters.
    ///
    /// - Parameter announcement: The words.
    public init(_ announcement: NSAttributedString) {
      words = announcement.string
    }

    /// Posts the announcement.
    public func post() {
      AccessibilityNotification.record(words)
    }
  }

  /// Says that some of the screen's layout changed, like SwiftUI's
  /// `AccessibilityNotification.LayoutChanged`.
  public struct LayoutChanged: Sendable {
    /// The notification; `element`, the element to move to, is accepted, as hosts have no
    /// cursor to move.
    ///
    /// - Parameter element: The element the screen reader should move to.
    public init(_ element: Any? = nil) {}

    /// Posts the notification.
    public func post() {
      AccessibilityNotification.record("layout changed")
    }
  }

  /// Says that a new screen appeared, like SwiftUI's
  /// `AccessibilityNotification.ScreenChanged`.
  public struct ScreenChanged: Sendable {
    /// The notification; `element`, the element to move to, is accepted, as hosts have no
    /// cursor to move.
    ///
    /// - Parameter element: The element the screen reader should move to.
    public init(_ element: Any? = nil) {}

    /// Posts the notification.
    public func post() {
      AccessibilityNotification.record("screen changed")
    }
  }

  /// Says that a scroll view moved by a page, with words describing where it is, like
  /// SwiftUI's `AccessibilityNotification.PageScrolled`.
  public struct PageScrolled: Sendable {
    private let words: String

    /// The notification, with words such as "Page 2 of 5".
    ///
    /// - Parameter text: The words.
    public init(_ text: String) {
      words = text
    }

    /// The notification, with words such as "Page 2 of 5" that may carry attributes.
    ///
    /// - Parameter text: The words.
    public init(_ text: AttributedString) {
      words = String(text.characters)
    }

    /// The notification, with words from a Foundation attributed string.
    ///
    /// - Parameter text: The words.
    public init(_ text: NSAttributedString) {
      words = text.string
    }

    /// Posts the notification.
    public func post() {
      AccessibilityNotification.record("page scrolled: \(words)")
    }
  }
}
