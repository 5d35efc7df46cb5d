/// How a search field in a toolbar shows, like SwiftUI's `SearchToolbarBehavior`
/// (iOS 26); accepted: the field is drawn whole.
public struct SearchToolbarBehavior: Hashable, Sendable {
  private let name: String

  /// The system's choice.
  public static var automatic: Self { Self(name: "automatic") }
  /// A button that becomes the field when tapped.
  public static var minimize: Self { Self(name: "minimize") }
}
