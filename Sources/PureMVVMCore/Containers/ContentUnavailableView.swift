/// What a screen shows when it has nothing to show, like SwiftUI's
/// `ContentUnavailableView`: an icon, a title, a description and actions, centred.
public nonisolated struct ContentUnavailableView<Label: View, Description: View, Actions: View>:
  View
{
  private let label: Label
  private let description: Description
  private let actions: Actions

  /// Creates the view from any label, description and actions.
  ///
  /// - Parameters:
  ///   - label: The title (usually a `Label` with an icon).
  ///   - description: What happened.
  ///   - actions: What the user can do.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  /// Resolves to a centred column of the label, the description and the actions.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var children = context.takeChildArray()
    defer { context.giveBack(&children) }
    label._resolve(in: context.child(0), into: &children)
    for index in children.indices { Self.stackIconOverTitle(&children[index]) }
    let first = children.endIndex
    description._resolve(in: context.child(1), into: &children)
    for index in first..<children.endIndex {
      children[index].changeAttributes {
        $0.part = .description
        $0.foreground = $0.foreground ?? .hierarchical(1)
      }
    }
    let actionsStart = children.endIndex
    actions._resolve(in: context.child(2), into: &children)
    for index in actionsStart..<children.endIndex {
      children[index].changeAttributes { $0.part = .actions }
    }
    var element = Element.column(children, context: context)
    element.changeAttributes {
      $0.alignment = .center
      $0.frame = Frame(maxWidth: .infinity)
    }
    elements.append(consume element)
  }
  /// A `Label` drawn as SwiftUI draws it here: a large secondary icon over a bold title.
  private static func stackIconOverTitle(_ label: inout Element) {
    let parts = label.childElements.map(\.box.value.part)
    guard label.isRow, parts.contains(.icon) else { return }
    label.stackChildrenVertically()
    for (index, part) in parts.enumerated() {
      label.changeChild(at: index) { child in
        child.changeAttributes {
          if part == .icon {
            $0.font = $0.font ?? .system(size: 48)
            $0.foreground = $0.foreground ?? .hierarchical(1)
          } else {
            $0.font = $0.font ?? Font.title2.bold()
          }
        }
      }
    }
  }

}

extension ContentUnavailableView
where Label == PureMVVMCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// Creates the view from a title, an SF Symbol and a description.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - name: The symbol's name.
  ///   - description: What happened.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { PureMVVMCore.Label(title, systemImage: name) }, description: { description },
      actions: { EmptyView() })
  }

  /// Creates the view from a title, an SF Symbol and a description.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - name: The symbol's name.
  ///   - description: What happened.
  @_disfavoredOverload
  public init(_ title: some StringProtocol, systemImage name: String, description: Text? = nil) {
    self.init(
      label: { PureMVVMCore.Label(title, systemImage: name) }, description: { description },
      actions: { EmptyView() })
  }

  /// The view a search with no results shows.
  public static var search: Self {
    Self(
      "No Results", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }

  /// The view a search for `text` with no results shows.
  ///
  /// - Parameter text: What was searched.
  /// - Returns: The view.
  public static func search(text: String) -> Self {
    Self(
      "No Results for “\(text)”", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }
}
