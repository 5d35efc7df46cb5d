/// How scrolling dismisses the keyboard, like SwiftUI's `ScrollDismissesKeyboardMode`; recorded (a host shows no keyboard).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  /// The option's name.
  let name: String

  /// As the context decides.
  public static var automatic: ScrollDismissesKeyboardMode {
    ScrollDismissesKeyboardMode(name: "automatic")
  }

  /// As soon as scrolling starts.
  public static var immediately: ScrollDismissesKeyboardMode {
    ScrollDismissesKeyboardMode(name: "immediately")
  }

  /// As the drag reaches the keyboard.
  public static var interactively: ScrollDismissesKeyboardMode {
    ScrollDismissesKeyboardMode(name: "interactively")
  }

  /// Never.
  public static var never: ScrollDismissesKeyboardMode {
    ScrollDismissesKeyboardMode(name: "never")
  }
}
