/// Whether scroll indicators show, like SwiftUI's `ScrollIndicatorVisibility`; recorded.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  /// The option's name.
  let name: String

  /// As the platform decides.
  public static var automatic: ScrollIndicatorVisibility {
    ScrollIndicatorVisibility(name: "automatic")
  }

  /// Shown.
  public static var visible: ScrollIndicatorVisibility {
    ScrollIndicatorVisibility(name: "visible")
  }

  /// Hidden unless the platform needs them.
  public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "hidden") }

  /// Never shown.
  public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "never") }
}
