/// A built-in layout that resolves to the stack or grid element it stands for, so
/// `HStackLayout { … }` draws exactly as `HStack { … }`.
protocol NativeLayout {
  /// The element for the layout's subviews, which `content` resolves.
  @MainActor
  func element(
    context: ResolveContext, content: (ResolveContext, inout [Element]) -> Void
  ) -> Element
}
