/// Builds a view from the statements of a closure, like SwiftUI's `@ViewBuilder`.
///
/// Supports any number of children, `if`, `if let`, `if`/`else`, `switch` and
/// `if #available`. ``DesignBuilder`` is another name for it.
@resultBuilder
public enum ViewBuilder {
  /// An empty block resolves to nothing.
  ///
  /// - Returns: An empty design.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block of one view is that view.
  ///
  /// - Parameter content: The view.
  /// - Returns: The same view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }

  /// A block of designs resolves to all of them, in order.
  ///
  /// - Parameter child: The designs in the block.
  /// - Returns: A design made of every child.
  @inlinable
  public static func buildBlock<each Child: View>(
    _ child: repeat each Child
  ) -> TupleView<(repeat each Child)> {
    TupleView(value: (repeat each child)) { value, context, elements in
      // A container's fresh children array gets room for one element per child at once,
      // instead of growing twice for three children. Only when empty: reserving in an
      // array a `ForEach` keeps appending to would reallocate it for every row.
      if elements.isEmpty {
        var count = 0
        for _ in repeat (each Child).self { count += 1 }
        elements.reserveCapacity(count)
      }
      // Each child in turn in the tuple's own context, given back as it was at the end.
      let place = context.place
      var index: UInt64 = 0
      for child in repeat each value {
        context.becomeSibling(index, of: place, at: elements.endIndex)
        child._resolve(inPlace: &context, into: &elements)
        index += 1
      }
      context.leave(to: place)
    }
  }

  /// An `if` without `else`.
  ///
  /// - Parameter content: The design, when the condition held.
  /// - Returns: The design or nothing.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
    content
  }

  /// The first branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter first: The branch's design.
  /// - Returns: A design that resolves to that branch.
  public static func buildEither<First: View, Second: View>(
    first: First
  ) -> _ConditionalContent<First, Second> {
    _ConditionalContent(storage: .first(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter second: The branch's design.
  /// - Returns: A design that resolves to that branch.
  public static func buildEither<First: View, Second: View>(
    second: Second
  ) -> _ConditionalContent<First, Second> {
    _ConditionalContent(storage: .second(second))
  }

  /// A branch guarded by `if #available`.
  ///
  /// - Parameter content: The branch's design.
  /// - Returns: The design, type-erased.
  public static func buildLimitedAvailability(_ content: some View) -> AnyView {
    AnyView(content)
  }
}

/// Another name for ``ViewBuilder``.
public typealias DesignBuilder = ViewBuilder

/// Another name for ``ViewBuilder``, as SwiftUI names the builder of any content.
public typealias ContentBuilder = ViewBuilder
