import Foundation

/// What a drop delegate knows about a drop over its view, like SwiftUI's `DropInfo`.
public struct DropInfo {
  /// Where the drop is, in the view's coordinates.
  public let location: CGPoint
  private let providers: [NSItemProvider]

  package init(location: CGPoint, providers: [NSItemProvider]) {
    self.location = location
    self.providers = providers
  }

  /// Whether any dropped item holds one of `contentTypes`, or a type conforming to one.
  ///
  /// - Parameter contentTypes: The types.
  /// - Returns: Whether an item conforms.
  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
    !itemProviders(for: contentTypes).isEmpty
  }

  /// The providers of the dropped items that hold one of `contentTypes`.
  ///
  /// - Parameter contentTypes: The types.
  /// - Returns: The providers, in the drag's order.
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
    providers.filter { provider in
      contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) }
    }
  }

  /// Whether any dropped item holds a type named in `types`.
  ///
  /// - Parameter types: The types' identifiers.
  /// - Returns: Whether an item conforms.
  @available(*, deprecated, message: "Provide `UTType`s as the `types` instead.")
  public func hasItemsConforming(to types: [String]) -> Bool {
    hasItemsConforming(to: types.compactMap { UTType($0) })
  }

  /// The providers of the dropped items that hold a type named in `types`.
  ///
  /// - Parameter types: The types' identifiers.
  /// - Returns: The providers.
  @available(*, deprecated, message: "Provide `UTType`s as the `types` instead.")
  public func itemProviders(for types: [String]) -> [NSItemProvider] {
    itemProviders(for: types.compactMap { UTType($0) })
  }
}
