/// Everything an ``Element`` is besides its children: the header of its storage.
///
/// The flags follow the kind so they share its last word. Made with the memberwise
/// initializer: with an initializer of its own, the optimiser copies the whole value
/// into the storage, retaining and releasing every reference in it.
@usableFromInline package struct ElementFields {
  @usableFromInline package var kind: Element.Kind
  @usableFromInline package let isDisabled: Bool
  package var isFocused = false
  /// Whether the action and value handlers only write a view's own `@State`.
  package var changesOnlyState = false
  /// Whether the element is, or holds, a presentation.
  package var containsPresentation = false
  /// Whether the element is, or holds outside nested screens, a toolbar.
  package var containsToolbar = false
  /// Whether the element is, or holds, a control: a query for controls skips the rest.
  package var containsControl = false
  /// The levels of the element and its descendants: 1 for a leaf (at most 65,535).
  package var height: UInt16 = 1
  /// How many children the storage holds after these fields.
  @usableFromInline package var count: Int32 = 0
  package let identity: UInt64
  package var action: (() -> Void)?
  @usableFromInline package var box: AttributeBox
  package var handlers: ElementHandlers?
  /// Where a `ForEach` row is in its data, for its row actions; 0 for other elements.
  package var rowOffset = 0
}
