/// What `.toolbar { }` takes, like SwiftUI's `ToolbarContent`: here, views (a
/// ``ToolbarItem`` is one).
public protocol ToolbarContent: View {}

/// Builds toolbar content, like SwiftUI's `ToolbarContentBuilder`: here, the view builder.
public typealias ToolbarContentBuilder = ViewBuilder

/// One item of a toolbar and where it goes, like SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  private let placement: ToolbarItemPlacement
  private let content: Content

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - placement: Where it goes.
  ///   - content: The item, usually a button.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == Void {
    self.placement = placement
    self.content = content()
  }

  /// Creates an item the user may customise; the id is accepted.
  ///
  /// - Parameters:
  ///   - id: The item's id.
  ///   - placement: Where it goes.
  ///   - content: The item.
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) where ID == String {
    self.placement = placement
    self.content = content()
  }

  /// Resolves to the item's elements, marked with their placement.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    Element.placing(content, at: placement, in: context, into: &elements)
  }
}

/// Several toolbar items in one place, like SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  private let placement: ToolbarItemPlacement
  private let content: Content

  /// Creates a group.
  ///
  /// - Parameters:
  ///   - placement: Where the items go.
  ///   - content: The items.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// Resolves to the items' elements, marked with their placement.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    Element.placing(content, at: placement, in: context, into: &elements)
  }
}

/// The bars `.toolbar(_:for:)` shows or hides, like SwiftUI's `ToolbarPlacement`;
/// accepted.
public struct ToolbarPlacement: Hashable, Sendable {
  private let name: String

  /// The bars the system chooses.
  public static let automatic = Self(name: "automatic")
  /// The navigation bar.
  public static let navigationBar = Self(name: "navigationBar")
  /// The tab bar.
  public static let tabBar = Self(name: "tabBar")
  /// The bottom bar.
  public static let bottomBar = Self(name: "bottomBar")
}

extension View {
  /// Adds items to the bars of the screen, like SwiftUI's `toolbar(content:)`.
  ///
  /// The items are views, or ``ToolbarItem``s with a placement. Items without one go to the right of the top bar.
  ///
  /// - Parameter content: The items.
  /// - Returns: The view.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(ToolbarModifier(items: content()))
  }

  /// Shows or hides bars: hiding `.navigationBar` hides the screen's title and back
  /// button, as `.navigationBarHidden(true)` does; other bars are drawn when they have
  /// items.
  ///
  /// - Parameters:
  ///   - visibility: Whether to show them.
  ///   - bars: The bars.
  /// - Returns: The view.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    let hides = visibility == .hidden && bars.contains(.navigationBar)
    return inheriting { if hides { $0.hidesNavigationBar = true } }
  }
}

/// Adds a toolbar element after its content; primitive.
struct ToolbarModifier<Items: View>: ViewModifier {
  typealias Body = Never
  let items: Items

  func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    content._resolve(in: context.child(0), into: &elements)
    var resolved: [Element] = []
    items._resolve(in: context.child(1), into: &resolved)
    elements.append(Element(.toolbar, children: resolved, context: context))
  }
}

extension Element {
  /// Resolves `content` into `elements`, each marked with `placement`.
  @MainActor
  static func placing(
    _ content: some View, at placement: ToolbarItemPlacement, in context: ResolveContext,
    into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    for index in first..<elements.endIndex {
      elements[index].changeAttributes { $0.toolbarPlacement = placement }
    }
  }
}
