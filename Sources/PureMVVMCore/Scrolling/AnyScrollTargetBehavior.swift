/// A scroll target behavior of a type chosen at run time, like SwiftUI's
/// `AnyScrollTargetBehavior`: `isPaging ? AnyScrollTargetBehavior(.paging) :
/// AnyScrollTargetBehavior(.viewAligned)`.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
  private let update: (inout ScrollTarget, TargetContext) -> Void

  /// Wraps `behavior`.
  ///
  /// - Parameter behavior: The behavior to stop scrolling with.
  public init(_ behavior: some ScrollTargetBehavior) {
    update = { behavior.updateTarget(&$0, context: $1) }
  }

  /// Changes where scrolling stops as the wrapped behavior does.
  ///
  /// - Parameters:
  ///   - target: Where scrolling would stop.
  ///   - context: The scroll view's sizes.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    update(&target, context)
  }
}
