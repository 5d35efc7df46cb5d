/// Whether a person may move or hide a tab, like SwiftUI's `TabCustomizationBehavior`.
public struct TabCustomizationBehavior: Hashable, Sendable {
  private let name: String

  /// As the tab view decides.
  public static var automatic: TabCustomizationBehavior { .init(name: "automatic") }
  /// The tab may be moved, not hidden.
  public static var reorderable: TabCustomizationBehavior { .init(name: "reorderable") }
  /// The tab may be neither moved nor hidden.
  public static var disabled: TabCustomizationBehavior { .init(name: "disabled") }
}
