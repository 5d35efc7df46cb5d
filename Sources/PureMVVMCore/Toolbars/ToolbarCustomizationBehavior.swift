/// What a user may do with a toolbar item, like SwiftUI's `ToolbarCustomizationBehavior`;
/// accepted: no user customises a toolbar here.
public struct ToolbarCustomizationBehavior: Hashable, Sendable {
  private let name: String

  /// The item may be added, removed and moved.
  public static var `default`: Self { Self(name: "default") }
  /// The item may be moved, not removed.
  public static var reorderable: Self { Self(name: "reorderable") }
  /// The item may not be changed.
  public static var disabled: Self { Self(name: "disabled") }
}
