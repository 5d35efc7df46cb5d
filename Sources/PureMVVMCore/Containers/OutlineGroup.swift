/// A tree of elements shown as nested disclosure groups, like SwiftUI's `OutlineGroup`:
/// an element with children is a group whose label is its row, an element without
/// (`nil` children) is a row.
///
/// ```swift
/// OutlineGroup(regions, children: \.subregions) { region in Text(region.name) }
/// ```
///
/// Groups start collapsed and keep their expansion per element id; a test expands one
/// with `find(disclosureGroup:)`. An empty children collection is still a group (which
/// shows nothing when expanded), as in SwiftUI.
public nonisolated struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View
{
  private let data: Data
  private let identify: (Data.Element) -> ID
  private let children: (Data.Element) -> Data?
  private let content: (Data.Element) -> Leaf

  /// Creates the outline of `data`, whose elements are `Identifiable`.
  ///
  /// - Parameters:
  ///   - data: The top elements.
  ///   - children: A key path to an element's children; `nil` for a leaf.
  ///   - content: Builds one element's row.
  public init(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) where Data.Element: Identifiable, ID == Data.Element.ID {
    self.init(data, identify: { $0.id }, children: children, content: content)
  }

  /// Creates the outline of `data`, each element identified by the value at `id`.
  ///
  /// - Parameters:
  ///   - data: The top elements.
  ///   - id: A key path to a value that identifies each element.
  ///   - children: A key path to an element's children; `nil` for a leaf.
  ///   - content: Builds one element's row.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.init(data, identify: { $0[keyPath: id] }, children: children, content: content)
  }

  init(
    _ data: Data, identify: @escaping (Data.Element) -> ID,
    children: KeyPath<Data.Element, Data?>, content: @escaping (Data.Element) -> Leaf
  ) {
    self.data = data
    self.identify = identify
    self.children = { $0[keyPath: children] }
    self.content = content
  }

  private init(
    _ data: Data, identify: @escaping (Data.Element) -> ID,
    childrenOf children: @escaping (Data.Element) -> Data?,
    content: @escaping (Data.Element) -> Leaf
  ) {
    self.data = data
    self.identify = identify
    self.children = children
    self.content = content
  }

  /// Resolves to one row or group per element, in order.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    ForEach(data, identify: identify, content: node)._resolve(in: context, into: &elements)
  }

  /// An element's row, in a group with its children when it has any.
  @ViewBuilder
  private func node(_ element: Data.Element) -> some View {
    if let nested = children(element) {
      let subtree = OutlineGroup(
        nested, identify: identify, childrenOf: children, content: content)
      DisclosureGroup(content: { AnyView(subtree) }, label: { content(element) })
    } else {
      content(element)
    }
  }
}

extension OutlineGroup {
  /// Creates the outline below one `Identifiable` root, the root included.
  ///
  /// - Parameters:
  ///   - root: The top element.
  ///   - children: A key path to an element's children; `nil` for a leaf.
  ///   - content: Builds one element's row.
  public init<Root>(
    _ root: Root, children: KeyPath<Root, Data?>,
    @ViewBuilder content: @escaping (Root) -> Leaf
  ) where Data == [Root], Root: Identifiable, ID == Root.ID {
    self.init(
      [root], identify: { $0.id }, childrenOf: { $0[keyPath: children] },
      content: content)
  }

  /// Creates the outline below one root, the root included, each element identified by
  /// `id`.
  ///
  /// - Parameters:
  ///   - root: The top element.
  ///   - id: A key path to an element's identity.
  ///   - children: A key path to an element's children; `nil` for a leaf.
  ///   - content: Builds one element's row.
  public init<Root>(
    _ root: Root, id: KeyPath<Root, ID>, children: KeyPath<Root, Data?>,
    @ViewBuilder content: @escaping (Root) -> Leaf
  ) where Data == [Root] {
    self.init(
      [root], identify: { $0[keyPath: id] }, childrenOf: { $0[keyPath: children] },
      content: content)
  }
}
