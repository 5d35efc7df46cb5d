import Foundation

/// How a scroll view, list or lazy stack scrolls, as its modifiers set it; recorded for
/// tests (`element.attributes.scroll`), as a host scrolls to rows instead of offsets.
public struct ScrollSettings: Hashable, Sendable {
  /// The behavior's type name (`PagingScrollTargetBehavior`), from
  /// `.scrollTargetBehavior(_:)`.
  public var targetBehavior: String?
  /// Whether the views inside are the targets of a view-aligned behavior.
  public var isTargetLayout = false
  /// Whether indicators show.
  public var indicators: ScrollIndicatorVisibility?
  /// Whether content is drawn outside the scroll view's bounds.
  public var isClipDisabled = false
  /// Where the content starts, and stays when it grows.
  public var defaultAnchor: UnitPoint?
  /// How scrolling dismisses the keyboard.
  public var dismissesKeyboard: ScrollDismissesKeyboardMode?
  /// Whether the scroll view bounces.
  public var bounceBehavior: ScrollBounceBehavior?

  /// Settings with nothing set.
  public init() {}
}
