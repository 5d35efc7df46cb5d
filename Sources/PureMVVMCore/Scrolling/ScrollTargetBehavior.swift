import Foundation

/// How a scroll view chooses where scrolling stops, like SwiftUI's
/// `ScrollTargetBehavior`; recorded by a host, which scrolls to rows, not offsets.
public protocol ScrollTargetBehavior {
  /// The context a behavior decides in.
  typealias TargetContext = ScrollTargetBehaviorContext

  /// Changes where scrolling stops.
  ///
  /// - Parameters:
  ///   - target: Where scrolling would stop.
  ///   - context: The scroll view's sizes.
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Where scrolling stops, like SwiftUI's `ScrollTarget`.
public struct ScrollTarget {
  /// The rectangle to show.
  public var rect: CGRect
  /// Where in the visible area to show it.
  public var anchor: UnitPoint?

  /// Creates a target.
  ///
  /// - Parameters:
  ///   - rect: The rectangle to show.
  ///   - anchor: Where in the visible area to show it.
  public init(rect: CGRect, anchor: UnitPoint? = nil) {
    self.rect = rect
    self.anchor = anchor
  }
}

/// The sizes a scroll target behavior decides with, like SwiftUI's
/// `ScrollTargetBehaviorContext`.
public struct ScrollTargetBehaviorContext {
  /// Where scrolling would stop before the behavior.
  public var originalTarget: ScrollTarget
  /// The content's size.
  public var contentSize: CGSize
  /// The scroll view's size.
  public var containerSize: CGSize
  /// The axes it scrolls along.
  public var axes: Axis.Set

  /// A context of these sizes; SwiftUI makes them, as a host would.
  package init(
    originalTarget: ScrollTarget, contentSize: CGSize, containerSize: CGSize, axes: Axis.Set
  ) {
    self.originalTarget = originalTarget
    self.contentSize = contentSize
    self.containerSize = containerSize
    self.axes = axes
  }
}

/// Stops scrolling at whole pages, like SwiftUI's `PagingScrollTargetBehavior`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// Creates the behavior.
  public init() {}

  /// Keeps the target: a host scrolls to rows.
  ///
  /// - Parameters:
  ///   - target: Where scrolling would stop.
  ///   - context: The scroll view's sizes.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// Stops scrolling at the views of a `.scrollTargetLayout()`, like SwiftUI's
/// `ViewAlignedScrollTargetBehavior`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How far one scroll may go, like SwiftUI's `LimitBehavior`.
  public struct LimitBehavior: Hashable, Sendable {
    let name: String

    /// As the platform decides.
    public static var automatic: LimitBehavior { LimitBehavior(name: "automatic") }
    /// One view at most.
    public static var always: LimitBehavior { LimitBehavior(name: "always") }
    /// No limit.
    public static var never: LimitBehavior { LimitBehavior(name: "never") }
    /// A few views at most.
    public static var alwaysByFew: LimitBehavior { LimitBehavior(name: "alwaysByFew") }
    /// One view at most, always.
    public static var alwaysByOne: LimitBehavior { LimitBehavior(name: "alwaysByOne") }
  }

  /// How far one scroll may go.
  public let limitBehavior: LimitBehavior
  /// The point of the scroll view a view aligns to; `nil` lets the platform choose.
  public let anchor: UnitPoint?

  /// Creates the behavior.
  ///
  /// - Parameter limitBehavior: How far one scroll may go.
  public init(limitBehavior: LimitBehavior = .automatic) {
    self.init(limitBehavior: limitBehavior, anchor: nil)
  }

  /// Creates the behavior, views aligning to `anchor` of the scroll view (iOS 26).
  ///
  /// - Parameter anchor: The point a view aligns to.
  public init(anchor: UnitPoint?) {
    self.init(limitBehavior: .automatic, anchor: anchor)
  }

  /// Creates the behavior with a limit and an anchor (iOS 26).
  ///
  /// - Parameters:
  ///   - limitBehavior: How far one scroll may go.
  ///   - anchor: The point a view aligns to.
  public init(limitBehavior: LimitBehavior, anchor: UnitPoint?) {
    self.limitBehavior = limitBehavior
    self.anchor = anchor
  }

  /// Keeps the target: a host scrolls to rows.
  ///
  /// - Parameters:
  ///   - target: Where scrolling would stop.
  ///   - context: The scroll view's sizes.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Whole pages.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// The views of a `.scrollTargetLayout()`.
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }

  /// The views of a `.scrollTargetLayout()`, at most as far as `limitBehavior` allows.
  ///
  /// - Parameter limitBehavior: How far one scroll may go.
  /// - Returns: The behavior.
  public static func viewAligned(
    limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
  ) -> Self {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }

  /// The views of a `.scrollTargetLayout()`, aligned to `anchor` of the scroll view (iOS 26).
  ///
  /// - Parameter anchor: The point a view aligns to.
  /// - Returns: The behavior.
  public static func viewAligned(anchor: UnitPoint?) -> Self {
    ViewAlignedScrollTargetBehavior(anchor: anchor)
  }

  /// The views of a `.scrollTargetLayout()`, with a limit and an anchor (iOS 26).
  ///
  /// - Parameters:
  ///   - limitBehavior: How far one scroll may go.
  ///   - anchor: The point a view aligns to.
  /// - Returns: The behavior.
  public static func viewAligned(
    limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior, anchor: UnitPoint?
  ) -> Self {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior, anchor: anchor)
  }
}
