/// What a screen's toolbar is for, like SwiftUI's `ToolbarRole`; recorded (see
/// ``ToolbarSettings/role``).
public struct ToolbarRole: Hashable, Sendable {
  private let name: String

  /// The system's choice: a navigation stack's on iOS.
  public static var automatic: Self { Self(name: "automatic") }
  /// A navigation stack's toolbar.
  public static var navigationStack: Self { Self(name: "navigationStack") }
  /// A browser's toolbar: on iPad, a leading title and centred items.
  public static var browser: Self { Self(name: "browser") }
  /// An editor's toolbar: on iPad, a leading title and centred items.
  public static var editor: Self { Self(name: "editor") }
}
