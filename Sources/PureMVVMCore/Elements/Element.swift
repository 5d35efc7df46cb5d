/// One node of a resolved design: what a renderer draws and an inspector finds.
///
/// A design resolves to a tree of elements each time a host asks; elements are snapshots,
/// never updated in place. Their actions call back into the design's closures and bindings.
public struct Element {
  /// What an element is.
  public enum Kind: Equatable, Sendable {
    /// A run of text.
    case text(String)
    /// A button with a label.
    case button(String)
    /// An editable text field with its title and current text.
    case textField(title: String, text: String)
    /// A secure field with its title; it exposes only whether it holds text, never the text.
    case secureField(title: String, hasText: Bool)
    /// A switch with its title and state.
    case toggle(title: String, isOn: Bool)
    /// Children laid out top to bottom.
    case vStack
    /// Children laid out side by side.
    case hStack
    /// Children shown as the rows of a list.
    case list
    /// Flexible space that pushes its neighbours apart.
    case spacer
    /// An indeterminate progress indicator with an optional title.
    case progress(title: String?)
    /// Children shown under a navigation title.
    case navigation(title: String)
    /// A view that could not be shown, and why (a missing environment object).
    case error(message: String)
  }

  /// What this element is.
  public let kind: Kind
  /// The elements inside this one, in order.
  public let children: [Element]
  /// Whether the element, or an ancestor, is disabled.
  public let isDisabled: Bool
  /// The foreground style the element inherits.
  public let style: HierarchicalShapeStyle
  /// Whether this text field has the focus.
  public internal(set) var isFocused = false

  /// The identity of the view that produced the element.
  let identity: UInt64
  let action: (() -> Void)?
  let input: ((String) -> Void)?
  /// Deletes the row this element is, for rows of a `ForEach` with `onDelete(perform:)`.
  var delete: (() -> Void)?
  /// Moves the focus to this text field (`true`) or away from it (`false`).
  var focus: ((Bool) -> Void)?
  /// Runs the `onSubmit` actions in scope of this text field.
  var submit: (() -> Void)?

  @MainActor
  init(
    _ kind: Kind,
    children: [Element] = [],
    context: ResolveContext,
    action: (() -> Void)? = nil,
    input: ((String) -> Void)? = nil
  ) {
    self.kind = kind
    self.children = children
    self.isDisabled = !context.environment.isEnabled
    self.style = context.environment.foregroundStyle
    self.identity = context.position
    self.action = action
    self.input = input
  }
}
