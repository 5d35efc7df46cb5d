/// What an accessibility element is and how it behaves, as SwiftUI's
/// `AccessibilityTraits`.
///
/// A screen reader speaks some of them: "button", "heading", "selected"…
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: Int

  /// Creates a set from its bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// A button: "button".
  public static let isButton = Self(rawValue: 1 << 0)
  /// A heading that divides content: "heading".
  public static let isHeader = Self(rawValue: 1 << 1)
  /// The selected one of a group: "selected".
  public static let isSelected = Self(rawValue: 1 << 2)
  /// A link: "link".
  public static let isLink = Self(rawValue: 1 << 3)
  /// A search field: "search field".
  public static let isSearchField = Self(rawValue: 1 << 4)
  /// An image: "image".
  public static let isImage = Self(rawValue: 1 << 5)
  /// Plays a sound when activated; not spoken.
  public static let playsSound = Self(rawValue: 1 << 6)
  /// A key of a keyboard: "key".
  public static let isKeyboardKey = Self(rawValue: 1 << 7)
  /// Text that does not change; not spoken.
  public static let isStaticText = Self(rawValue: 1 << 8)
  /// A summary read when the app starts; not spoken.
  public static let isSummaryElement = Self(rawValue: 1 << 9)
  /// A value that changes often; not spoken.
  public static let updatesFrequently = Self(rawValue: 1 << 10)
  /// Starts media when activated; not spoken.
  public static let startsMediaSession = Self(rawValue: 1 << 11)
  /// Takes touches directly; not spoken.
  public static let allowsDirectInteraction = Self(rawValue: 1 << 12)
  /// Turns the page when read to the end; not spoken.
  public static let causesPageTurn = Self(rawValue: 1 << 13)
  /// A modal view: what is behind it is not read; not spoken.
  public static let isModal = Self(rawValue: 1 << 14)
  /// A toggle: "switch button".
  public static let isToggle = Self(rawValue: 1 << 15)
  /// A tab of a tab bar: "tab".
  public static let isTab = Self(rawValue: 1 << 16)

  /// The traits a screen reader speaks, in the order it speaks them, with their words.
  package static let spoken: [(AccessibilityTraits, String)] = [
    (.isToggle, "switch button"), (.isButton, "button"), (.isLink, "link"),
    (.isSearchField, "search field"), (.isHeader, "heading"), (.isImage, "image"),
    (.isKeyboardKey, "key"), (.isTab, "tab"),
  ]
}
