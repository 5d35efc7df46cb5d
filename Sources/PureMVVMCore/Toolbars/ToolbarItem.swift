/// One item of a toolbar and where it goes, like SwiftUI's `ToolbarItem`.
public nonisolated struct ToolbarItem<ID, Content: View>: ToolbarContent {
  private let itemID: ID
  private let placement: ToolbarItemPlacement
  private let isShownByDefault: Bool
  private let content: Content

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - placement: Where it goes.
  ///   - content: The item, usually a button.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
  where ID == Void {
    self.init(itemID: (), placement: placement, isShownByDefault: true, content: content())
  }

  /// Creates an item the user may customise, shown.
  ///
  /// - Parameters:
  ///   - id: The item's id, unique in its toolbar.
  ///   - placement: Where it goes.
  ///   - content: The item.
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) where ID == String {
    self.init(itemID: id, placement: placement, isShownByDefault: true, content: content())
  }

  /// Creates an item the user may customise, shown or not until the user adds it (here,
  /// never: a hidden item is not drawn or found).
  ///
  /// - Parameters:
  ///   - id: The item's id, unique in its toolbar.
  ///   - placement: Where it goes.
  ///   - showsByDefault: Whether it shows.
  ///   - content: The item.
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
    @ViewBuilder content: () -> Content
  ) where ID == String {
    self.init(
      itemID: id, placement: placement, isShownByDefault: showsByDefault, content: content())
  }

  private init(
    itemID: ID, placement: ToolbarItemPlacement, isShownByDefault: Bool, content: Content
  ) {
    self.itemID = itemID
    self.placement = placement
    self.isShownByDefault = isShownByDefault
    self.content = content
  }

  /// Resolves to the item's elements, marked with their placement; to nothing when hidden.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    guard isShownByDefault else { return }
    Element.placing(content, at: placement, in: context, into: &elements)
  }
}

extension ToolbarItem: Identifiable where ID: Hashable {
  /// The item's id.
  public var id: ID { itemID }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}
