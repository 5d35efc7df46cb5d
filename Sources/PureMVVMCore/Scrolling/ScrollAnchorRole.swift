/// Which scrolls a default anchor applies to, like SwiftUI's `ScrollAnchorRole`.
public struct ScrollAnchorRole: Hashable, Sendable {
  /// The option's name.
  let name: String

  /// Where the content starts.
  public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(name: "initialOffset") }

  /// Where it stays when the content's size changes.
  public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(name: "sizeChanges") }

  /// How content smaller than the view is aligned.
  public static var alignment: ScrollAnchorRole { ScrollAnchorRole(name: "alignment") }
}
