#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// An object that handles events, standing in for UIKit's `UIResponder` where there is
  /// no UIKit: the home of the keyboard's notification names, which designs observe with
  /// `.onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification))`.
  ///
  /// Nothing posts them on Linux, where there is no keyboard; a test posts one to drive a
  /// design. `#selector(UIResponder.resignFirstResponder)` cannot compile here: selectors
  /// need the Objective-C runtime.
  @MainActor open class UIResponder: NSObject {
    /// A responder.
    public override init() {}

    /// Posted before the keyboard appears.
    nonisolated public static let keyboardWillShowNotification = Notification.Name(
      "UIKeyboardWillShowNotification")
    /// Posted after the keyboard appears.
    nonisolated public static let keyboardDidShowNotification = Notification.Name(
      "UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears.
    nonisolated public static let keyboardWillHideNotification = Notification.Name(
      "UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappears.
    nonisolated public static let keyboardDidHideNotification = Notification.Name(
      "UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
      "UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changes.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
      "UIKeyboardDidChangeFrameNotification")

    /// The `userInfo` key of the keyboard's frame at the start, an `NSValue` of a `CGRect`
    /// on Apple platforms (a `CGRect` when a test posts it here).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The `userInfo` key of the keyboard's frame at the end.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The `userInfo` key of the animation's duration, in seconds.
    nonisolated public static let keyboardAnimationDurationUserInfoKey =
      "UIKeyboardAnimationDurationUserInfoKey"
    /// The `userInfo` key of the animation's curve.
    nonisolated public static let keyboardAnimationCurveUserInfoKey =
      "UIKeyboardAnimationCurveUserInfoKey"
  }
#endif
