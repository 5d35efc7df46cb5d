/// Toolbar content shown or left out; primitive.
nonisolated struct ShownToolbarContent<Content: ToolbarContent>: ToolbarContent {
  typealias Body = Never
  let content: Content
  let isShown: Bool

  @MainActor func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    guard isShown else { return }
    content._resolve(in: context.child(0), into: &elements)
  }
}

extension ShownToolbarContent: CustomizableToolbarContent
where Content: CustomizableToolbarContent {}
