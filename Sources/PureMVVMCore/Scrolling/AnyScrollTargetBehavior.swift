/// A scroll target behavior of a type chosen at run time, like SwiftUI's
/// `AnyScrollTargetBehavior`: `isPaging ? AnyScrollTargetBehavior(.paging) :
/// AnyScrollTargetBehavior(.viewAligned)`.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
  /// The behavior wrapped.
  public let base: any ScrollTargetBehavior

  /// Wraps `behavior`.
  ///
  /// - Parameter behavior: The behavior to stop scrolling with.
  public init(_ behavior: some ScrollTargetBehavior) {
    base = behavior
  }

  /// Changes where scrolling stops as the wrapped behavior does.
  ///
  /// - Parameters:
  ///   - target: Where scrolling would stop.
  ///   - context: The scroll view's sizes.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    base.updateTarget(&target, context: context)
  }
}
