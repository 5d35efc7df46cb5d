/// Columns of navigation, like SwiftUI's `NavigationSplitView`, drawn as a
/// ``NavigationStack`` whose root shows the columns one after another: the sidebar, the
/// content column if any, then the detail, with a rule between them.
///
/// A phone collapses the columns into a stack too; showing every column at once keeps all
/// of them visible to tests.
public nonisolated struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  private let sidebar: Sidebar
  private let content: Content
  private let detail: Detail

  /// Creates a two-column view.
  ///
  /// - Parameters:
  ///   - sidebar: The sidebar.
  ///   - detail: The detail.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)
  where Content == EmptyView {
    self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
  }

  /// Creates a three-column view.
  ///
  /// - Parameters:
  ///   - sidebar: The sidebar.
  ///   - content: The middle column.
  ///   - detail: The detail.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// Creates a two-column view whose column visibility is bound; accepted.
  ///
  /// - Parameters:
  ///   - columnVisibility: Which columns show; every column is drawn.
  ///   - sidebar: The sidebar.
  ///   - detail: The detail.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) where Content == EmptyView {
    self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
  }

  /// Creates a three-column view whose column visibility is bound; accepted.
  ///
  /// - Parameters:
  ///   - columnVisibility: Which columns show; every column is drawn.
  ///   - sidebar: The sidebar.
  ///   - content: The middle column.
  ///   - detail: The detail.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }

  /// Resolves to the body of the split view style in effect: a navigation stack of the
  /// columns.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let configuration = NavigationSplitViewStyleConfiguration(columns: AnyView(columns))
    context.resolveStyledBody(
      configuration, fallback: .defaultNavigationSplitView, into: &elements)
  }

  /// The columns stacked, sidebar first, in one navigation stack.
  private var columns: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        sidebar
        Divider()
        if Content.self != EmptyView.self {
          content
          Divider()
        }
        detail
      }
    }
  }
}

/// Which columns of a ``NavigationSplitView`` show, like SwiftUI's
/// `NavigationSplitViewVisibility`; accepted (every column is drawn).
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  private let name: String

  /// The system's choice.
  public static let automatic = Self(name: "automatic")
  /// Every column.
  public static let all = Self(name: "all")
  /// The content and detail columns.
  public static let doubleColumn = Self(name: "doubleColumn")
  /// The detail only.
  public static let detailOnly = Self(name: "detailOnly")
}
