/// A fixed sequence of views, like SwiftUI's `TupleView`: what a ``ViewBuilder`` block of
/// two or more views builds.
///
/// `T` is the tuple of the views, so a container may ask for a block of a given shape and
/// take its views apart:
///
/// ```swift
/// struct SideBySide<Leading: View, Trailing: View>: View {
///   let leading: Leading
///   let trailing: Trailing
///
///   init(@ViewBuilder content: () -> TupleView<(Leading, Trailing)>) {
///     (leading, trailing) = content().value
///   }
///
///   var body: some View { HStack { leading; trailing } }
/// }
/// ```
public nonisolated struct TupleView<T>: View {
  /// Resolves the views of a value, in order.
  ///
  /// A closure made where the block is built, so that it is compiled for the views' types
  /// there: resolving the tuple then looks up neither its layout nor its views' types at
  /// run time, and calls each view's resolution directly. Code generic over the tuple does
  /// both for every view.
  @usableFromInline let resolveChildren:
    @MainActor (T, inout ResolveContext, inout [Element]) -> Void
  /// The views, as a tuple.
  ///
  /// After the closure: generic code then finds the closure at a fixed place, without
  /// working out the tuple's layout at run time.
  public var value: T

  /// A sequence of the views of a tuple.
  ///
  /// Each element of `value` that is a view is resolved in turn, found at run time; a
  /// value that is not a tuple is one view, or none. A ``ViewBuilder`` block builds the
  /// sequence without looking anything up.
  ///
  /// - Parameter value: The views, as a tuple.
  public init(_ value: T) {
    self.init(value: value) { value, context, elements in
      resolveInTurn(TupleView.views(of: value), in: &context, into: &elements)
    }
  }

  /// A sequence whose views `resolveChildren` resolves.
  @usableFromInline
  init(
    value: T,
    resolveChildren: @escaping @MainActor (T, inout ResolveContext, inout [Element]) -> Void
  ) {
    self.resolveChildren = resolveChildren
    self.value = value
  }

  /// The views of `value`, found at run time, each with its place in the tuple: the
  /// elements of a tuple that are views, or `value` itself when it is a view.
  static func views(of value: T) -> [(place: Int, view: any View)] {
    if let view = value as? any View { return [(0, view)] }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .tuple else { return [] }
    return mirror.children.enumerated().compactMap { place, child in
      (child.value as? any View).map { (place, $0) }
    }
  }

  /// Resolves every view in order.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    var context = context
    resolveChildren(value, &context, &elements)
  }

  /// Resolves every view in order, in `context` turned into each view's in turn.
  @MainActor public func _resolve(
    inPlace context: inout ResolveContext, into elements: inout [Element]
  ) {
    resolveChildren(value, &context, &elements)
  }
}

/// Resolves `views` in turn, each the sibling at its place in `context`, which is given
/// back as it was.
@MainActor
private func resolveInTurn(
  _ views: [(place: Int, view: any View)], in context: inout ResolveContext,
  into elements: inout [Element]
) {
  let place = context.place
  for (index, view) in views {
    context.becomeSibling(UInt64(index), of: place, at: elements.endIndex)
    view._resolve(inPlace: &context, into: &elements)
  }
  context.leave(to: place)
}
