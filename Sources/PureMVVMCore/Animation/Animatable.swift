import Foundation

/// A type whose changes can be interpolated, like SwiftUI's `Animatable`.
///
/// A host has no clock, so it never reads values between two states: a view draws its
/// final `animatableData` at once. Declaring it still compiles as in SwiftUI.
///
/// Main-actor isolated, as a design's own views are, so a view or modifier of your own
/// (which is main-actor isolated through ``View`` or ``ViewModifier``) can declare
/// `animatableData`. The built-in types' `animatableData` (a `CGSize`'s, an `Angle`'s, a
/// pair's) is `nonisolated`, as in SwiftUI, so a shape (``Shape`` is `nonisolated`) reads
/// and sets it in its own.
@MainActor @preconcurrency
public protocol Animatable {
  /// The type of the interpolated data.
  associatedtype AnimatableData: VectorArithmetic
  /// The data an animation interpolates.
  var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  /// The value itself.
  nonisolated public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// No data: the type does not animate.
  nonisolated public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    // swift-format-ignore: a setter that ignores its value is the point: nothing animates.
    set {}
  }
}

/// A modifier whose changes can be interpolated (the iOS 13 spelling; SwiftUI now has
/// `Animatable` modifiers directly).
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension Double: Animatable {}
extension CGFloat: Animatable {}

extension Angle: Animatable {
  /// The angle in radians.
  nonisolated public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}

extension CGPoint: Animatable {
  /// The point's x and y.
  nonisolated public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  /// The size's width and height.
  nonisolated public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  /// The rectangle's origin and size.
  nonisolated public var animatableData:
    AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>
  {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set {
      origin.animatableData = newValue.first
      size.animatableData = newValue.second
    }
  }
}

extension UnitPoint: Animatable {
  /// The point's x and y.
  nonisolated public var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}
