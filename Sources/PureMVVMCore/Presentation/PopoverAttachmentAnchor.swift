/// Where a popover points, like SwiftUI's `PopoverAttachmentAnchor`; accepted.
public enum PopoverAttachmentAnchor: Hashable, Sendable {
  /// What a `.rect` anchor is taken from.
  public enum Source: Hashable, Sendable {
    /// The view's bounds.
    case bounds
  }

  /// A rectangle of the view.
  case rect(Source)
  /// A point of the view.
  case point(UnitPoint)
}
