/// Builds the tabs of a ``TabView`` bound to a selection, like SwiftUI's
/// `TabContentBuilder`: each ``Tab``'s value is of the selection's type, so
/// `Tab("Inbox", systemImage: "tray", value: .inbox)` finds `.inbox`'s type from it.
///
/// It takes tabs, ``TabSection``s, `ForEach`es of tabs and, as a `TabView` of `.tabItem`
/// views does, any other view.
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
  /// A tab whose value is of the selection's type.
  ///
  /// - Parameter tab: The tab.
  /// - Returns: The tab.
  public static func buildExpression<Content: View, Label: View>(
    _ tab: Tab<SelectionValue, Content, Label>
  ) -> Tab<SelectionValue, Content, Label> {
    tab
  }

  /// A section of tabs whose values are of the selection's type.
  ///
  /// - Parameter section: The section.
  /// - Returns: The section.
  public static func buildExpression<Header: View, Content: View, Footer: View>(
    _ section: TabSection<Header, Content, Footer, SelectionValue>
  ) -> TabSection<Header, Content, Footer, SelectionValue> {
    section
  }

  /// A `ForEach` of tabs whose values are of the selection's type: a section of tabs made
  /// from data finds its selection's type from them, as in SwiftUI.
  ///
  /// - Parameter tabs: The tabs.
  /// - Returns: The tabs.
  public static func buildExpression<Data: RandomAccessCollection, ID: Hashable, Content, Label>(
    _ tabs: ForEach<Data, ID, Tab<SelectionValue, Content, Label>>
  ) -> ForEach<Data, ID, Tab<SelectionValue, Content, Label>> {
    tabs
  }

  /// Any other view: a `ForEach` of tabs, a view with `.tabItem`.
  ///
  /// - Parameter view: The view.
  /// - Returns: The view.
  @_disfavoredOverload
  public static func buildExpression<Content: View>(_ view: Content) -> Content {
    view
  }

  /// An empty block resolves to nothing.
  ///
  /// - Returns: No tab.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block of one tab is that tab.
  ///
  /// - Parameter content: The tab.
  /// - Returns: The same tab.
  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }

  /// A block of tabs is all of them, in order.
  ///
  /// - Parameter child: The tabs.
  /// - Returns: Every tab.
  public static func buildBlock<each Child: View>(_ child: repeat each Child)
    -> TupleView<(repeat each Child)>
  {
    ViewBuilder.buildBlock(repeat each child)
  }

  /// An `if` without `else`.
  ///
  /// - Parameter content: The tabs, when the condition held.
  /// - Returns: The tabs or none.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
    content
  }

  /// The first branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter first: The branch's tabs.
  /// - Returns: Tabs that resolve to that branch.
  public static func buildEither<First: View, Second: View>(first: First)
    -> _ConditionalContent<First, Second>
  {
    ViewBuilder.buildEither(first: first)
  }

  /// The second branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter second: The branch's tabs.
  /// - Returns: Tabs that resolve to that branch.
  public static func buildEither<First: View, Second: View>(second: Second)
    -> _ConditionalContent<First, Second>
  {
    ViewBuilder.buildEither(second: second)
  }

  /// Tabs guarded by `if #available`.
  ///
  /// - Parameter content: The tabs.
  /// - Returns: The tabs, type-erased.
  public static func buildLimitedAvailability(_ content: some View) -> AnyView {
    ViewBuilder.buildLimitedAvailability(content)
  }
}
