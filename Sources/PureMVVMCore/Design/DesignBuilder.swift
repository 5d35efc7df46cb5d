/// Builds a design from the statements of a closure, like SwiftUI's `@ViewBuilder`.
///
/// Supports any number of children, `if`, `if let`, `if`/`else` and `switch`.
@MainActor
@resultBuilder
public enum DesignBuilder {
  /// An empty block resolves to nothing.
  ///
  /// - Returns: An empty design.
  public static func buildBlock() -> EmptyDesign { EmptyDesign() }

  /// A block of designs resolves to all of them, in order.
  ///
  /// - Parameter child: The designs in the block.
  /// - Returns: A design made of every child.
  public static func buildBlock<each Child: Design>(
    _ child: repeat each Child
  ) -> TupleDesign<repeat each Child> {
    TupleDesign(repeat each child)
  }

  /// An `if` without `else`.
  ///
  /// - Parameter content: The design, when the condition held.
  /// - Returns: The design or nothing.
  public static func buildOptional<Content: Design>(_ content: Content?) -> Content? {
    content
  }

  /// The first branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter first: The branch's design.
  /// - Returns: A design that resolves to that branch.
  public static func buildEither<First: Design, Second: Design>(
    first: First
  ) -> ConditionalDesign<First, Second> {
    ConditionalDesign(storage: .first(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter second: The branch's design.
  /// - Returns: A design that resolves to that branch.
  public static func buildEither<First: Design, Second: Design>(
    second: Second
  ) -> ConditionalDesign<First, Second> {
    ConditionalDesign(storage: .second(second))
  }

  /// A branch guarded by `if #available`.
  ///
  /// - Parameter content: The branch's design.
  /// - Returns: The design, type-erased.
  public static func buildLimitedAvailability(_ content: some Design) -> AnyDesign {
    AnyDesign(content)
  }
}
