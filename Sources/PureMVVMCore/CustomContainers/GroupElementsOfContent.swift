/// The view `Group(subviews:transform:)` makes, like SwiftUI's `GroupElementsOfContent`:
/// it resolves a view's subviews and shows what `transform` builds of them.
public nonisolated struct GroupElementsOfContent<Subviews: View, Content: View>: View {
  /// The view whose subviews are handed over.
  let subviews: Subviews
  /// Builds the container's content from the subviews.
  let transform: (SubviewsCollection) -> Content

  /// Resolves the subviews here, in this environment, then the content built of them.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let collection = SubviewsCollection(
      SubviewResolution.subviews(of: subviews, in: context.child(0)))
    transform(collection)._resolve(in: context.transparentChild(1), into: &elements)
  }
}

extension Group {
  /// Creates a group from the subviews of `view`, which `transform` arranges, like
  /// SwiftUI's `Group(subviews:transform:)`.
  ///
  /// ```swift
  /// Group(subviews: content) { subviews in
  ///   if let first = subviews.first { first.font(.title) }
  ///   ForEach(subviews.dropFirst()) { $0 }
  /// }
  /// ```
  ///
  /// A subview appears when `transform` places it.
  ///
  /// - Parameters:
  ///   - view: The view whose subviews are arranged.
  ///   - transform: Builds the content from the subviews.
  public init<Base: View, Result: View>(
    subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
  ) where Content == GroupElementsOfContent<Base, Result> {
    self.init { GroupElementsOfContent(subviews: view, transform: transform) }
  }
}
