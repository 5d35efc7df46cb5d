/// What part of its parent an element is.
public enum ElementPart: Hashable, Sendable {
  /// A section's header.
  case header
  /// A section's footer.
  case footer
  /// A label's or button's icon.
  case icon
  /// A label's title.
  case title
  /// A description below a title.
  case description
  /// Buttons offered below content.
  case actions
  /// A value shown beside a title (`LabeledContent`).
  case value
  /// An option of a picker or menu.
  case option
  /// A view laid behind or over another by `.background { }` or `.overlay { }`; the
  /// other view sets the size.
  case decoration
}
