extension NavigationSplitView {
  /// Creates a two-column view that prefers a column when collapsed; the preference is
  /// accepted, as every column is drawn.
  ///
  /// - Parameters:
  ///   - preferredCompactColumn: The column shown first when collapsed.
  ///   - sidebar: The sidebar.
  ///   - detail: The detail.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {
    self.init(sidebar: sidebar, detail: detail)
  }

  /// Creates a three-column view that prefers a column when collapsed; accepted.
  ///
  /// - Parameters:
  ///   - preferredCompactColumn: The column shown first when collapsed.
  ///   - sidebar: The sidebar.
  ///   - content: The middle column.
  ///   - detail: The detail.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }

  /// Creates a two-column view with bound column visibility that prefers a column when
  /// collapsed; accepted.
  ///
  /// - Parameters:
  ///   - columnVisibility: Which columns show; every column is drawn.
  ///   - preferredCompactColumn: The column shown first when collapsed.
  ///   - sidebar: The sidebar.
  ///   - detail: The detail.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {
    self.init(sidebar: sidebar, detail: detail)
  }

  /// Creates a three-column view with bound column visibility that prefers a column when
  /// collapsed; accepted.
  ///
  /// - Parameters:
  ///   - columnVisibility: Which columns show; every column is drawn.
  ///   - preferredCompactColumn: The column shown first when collapsed.
  ///   - sidebar: The sidebar.
  ///   - content: The middle column.
  ///   - detail: The detail.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }
}
