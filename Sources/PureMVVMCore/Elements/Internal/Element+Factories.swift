import Foundation

extension Element {
  /// An element of `kind` whose children are what `content` resolves to.
  @MainActor
  package static func container(
    _ kind: Kind, context: ResolveContext, content: (ResolveContext, inout [Element]) -> Void
  ) -> Element {
    var context = context
    return container(kind, inPlace: &context) { content($0, &$1) }
  }

  /// An element of `kind` whose children are what `content` resolves to in `context`,
  /// turned into its first child's and back: no copy of the context.
  @MainActor
  package static func container(
    _ kind: Kind, inPlace context: inout ResolveContext,
    content: (inout ResolveContext, inout [Element]) -> Void
  ) -> Element {
    var children = context.takeChildArray()
    let place = context.enterChild(0)
    content(&context, &children)
    context.leave(to: place)
    let element = Element(kind, children: children, context: context)
    context.giveBack(&children)
    return element
  }

  /// A stack element whose children are what `content` resolves to, with its alignment
  /// and spacing recorded when given.
  @MainActor
  package static func stack(
    _ kind: Kind, context: ResolveContext, alignment: Alignment?, spacing: CGFloat?,
    content: (ResolveContext, inout [Element]) -> Void
  ) -> Element {
    var context = context
    return stack(kind, inPlace: &context, alignment: alignment, spacing: spacing) {
      content($0, &$1)
    }
  }

  /// A stack element whose children are what `content` resolves to in `context`, turned
  /// into its first child's and back, with its alignment and spacing recorded when given.
  @MainActor
  package static func stack(
    _ kind: Kind, inPlace context: inout ResolveContext, alignment: Alignment?,
    spacing: CGFloat?, content: (inout ResolveContext, inout [Element]) -> Void
  ) -> Element {
    var element = container(kind, inPlace: &context, content: content)
    if alignment != nil || spacing != nil {
      element.changeAttributes {
        $0.alignment = alignment
        $0.spacing = spacing
      }
    }
    return element
  }

  /// A text field's element: typed text goes through `text`; focus and submit come from
  /// the `.focused(_:)` and `.onSubmit(_:)` in scope.
  @MainActor
  package static func input(
    _ control: Control, text: Binding<String>, context: ResolveContext
  ) -> Element {
    var element = Element(control, context: context, input: { text.wrappedValue = $0 })
    let traits = context.fieldTraits
    let focus = FocusLink(context)
    element.isFocused = focus.isFocused
    element.withHandlers { $0.focus = focus.set }
    let trigger: SubmitTriggers = context.environment.isSearchField ? .search : .text
    let actions = (traits?.submitActions ?? []).filter { $0.triggers.contains(trigger) }
    if !actions.isEmpty {
      element.withHandlers { $0.submit = { for action in actions.reversed() { action.action() } } }
    }
    return element
  }
}
