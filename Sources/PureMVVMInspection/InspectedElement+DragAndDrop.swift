import Foundation
import PureMVVMCore

extension InspectedElement {
  /// Drags this view onto `target` and drops it there, as a finger does: what this view's
  /// `.draggable`, `.onDrag` or `.itemProvider` gives reaches `target`'s `.dropDestination`
  /// or `.onDrop`, through the transfer representations and item providers, as between
  /// two apps.
  ///
  /// - Parameters:
  ///   - target: The drop destination.
  ///   - location: Where the drop lands, in the destination's coordinates.
  /// - Returns: Whether the destination accepted the drop: `false` when it takes none of
  ///   what was dragged, or its action or delegate refused it.
  /// - Throws: ``InspectionError`` if either element is gone or ambiguous, disabled, this
  ///   one cannot be dragged, or `target` takes no drops.
  @discardableResult
  public func drag(onto target: InspectedElement, at location: CGPoint = .zero)
    async throws(InspectionError) -> Bool
  {
    let item = try handler(\.handlers?.dragItem, else: .notDraggable)
    guard let dragged = item() else { throw query.error(.notDraggable) }
    return try await target.receive([dragged], at: location)
  }

  /// Drops `items` on this view, as if dragged from another app: a `.dropDestination`
  /// takes those its type imports, an `.onDrop` receives them as item providers.
  ///
  /// - Parameters:
  ///   - items: The values dropped, such as strings, URLs or values of the app's types.
  ///   - location: Where the drop lands, in this view's coordinates.
  /// - Returns: Whether the view accepted the drop.
  /// - Throws: ``InspectionError`` if the element is gone or ambiguous, disabled, or takes
  ///   no drops.
  @discardableResult
  public func drop(_ items: [any Transferable], at location: CGPoint = .zero)
    async throws(InspectionError) -> Bool
  {
    try await receive(items.map(DragItem.value), at: location)
  }

  /// Drops the items `providers` hold on this view, as if dragged from another app.
  ///
  /// - Parameters:
  ///   - providers: The items' providers.
  ///   - location: Where the drop lands, in this view's coordinates.
  /// - Returns: Whether the view accepted the drop.
  /// - Throws: ``InspectionError`` if the element is gone or ambiguous, disabled, or takes
  ///   no drops.
  @discardableResult
  public func drop(_ providers: [NSItemProvider], at location: CGPoint = .zero)
    async throws(InspectionError) -> Bool
  {
    try await receive(providers.map(DragItem.provider), at: location)
  }

  /// Performs a drop of `items` on this element's drop destination.
  private func receive(_ items: [DragItem], at location: CGPoint) async throws(InspectionError)
    -> Bool
  {
    let drop = try handler(\.handlers?.drop, else: .notADropDestination)
    defer { inspector.invalidate() }
    return await drop.perform(items, location)
  }
}
