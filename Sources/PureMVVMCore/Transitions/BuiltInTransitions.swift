import Foundation

/// Fades the view in and out, like SwiftUI's `OpacityTransition`.
public nonisolated struct OpacityTransition: Transition, CustomStringConvertible {
  /// The transition.
  public init() {}

  /// The view, transparent while out.
  ///
  /// - Parameters:
  ///   - content: The view.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }

  /// `opacity`.
  public var description: String { "opacity" }
}

/// Scales the view up and down, like SwiftUI's `ScaleTransition`.
public nonisolated struct ScaleTransition: Transition, CustomStringConvertible {
  /// The factor while out.
  public var scale: Double
  /// The point that stays put.
  public var anchor: UnitPoint

  /// The transition.
  ///
  /// - Parameters:
  ///   - scale: The factor while out.
  ///   - anchor: The point that stays put.
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }

  /// The view, scaled while out.
  ///
  /// - Parameters:
  ///   - content: The view.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
  }

  /// `scale(scale: …)`.
  public var description: String { scale == 0 ? "scale" : "scale(scale: \(scale))" }
}

/// Moves the view in from an edge and out to it, like SwiftUI's `MoveTransition`.
public nonisolated struct MoveTransition: Transition, CustomStringConvertible {
  /// The edge.
  public var edge: Edge

  /// The transition.
  ///
  /// - Parameter edge: The edge.
  public init(edge: Edge) {
    self.edge = edge
  }

  /// The view, at rest in every phase a host shows.
  ///
  /// - Parameters:
  ///   - content: The view.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content
  }

  /// `move(edge: …)`.
  public var description: String { "move(edge: .\(edge))" }
}

/// Pushes the view in from an edge, like SwiftUI's `PushTransition`.
public nonisolated struct PushTransition: Transition, CustomStringConvertible {
  /// The edge it comes from.
  public var edge: Edge

  /// The transition.
  ///
  /// - Parameter edge: The edge it comes from.
  public init(edge: Edge) {
    self.edge = edge
  }

  /// The view, fading while out.
  ///
  /// - Parameters:
  ///   - content: The view.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }

  /// `push(from: …)`.
  public var description: String { "push(from: .\(edge))" }
}

/// Slides the view in from the leading edge, like SwiftUI's `SlideTransition`.
public nonisolated struct SlideTransition: Transition, CustomStringConvertible {
  /// The transition.
  public init() {}

  /// The view, at rest in every phase a host shows.
  ///
  /// - Parameters:
  ///   - content: The view.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content
  }

  /// `slide`.
  public var description: String { "slide" }
}

/// Moves the view in from an offset, like SwiftUI's `OffsetTransition`.
public nonisolated struct OffsetTransition: Transition, CustomStringConvertible {
  /// The offset while out.
  public var offset: CGSize

  /// The transition.
  ///
  /// - Parameter offset: The offset while out.
  public init(_ offset: CGSize) {
    self.offset = offset
  }

  /// The view, moved while out.
  ///
  /// - Parameters:
  ///   - content: The view.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(phase.isIdentity ? .zero : offset)
  }

  /// `offset(x: …, y: …)`.
  public var description: String {
    "offset(x: \(offset.width), y: \(offset.height))"
  }
}

/// No transition, like SwiftUI's `IdentityTransition`.
public nonisolated struct IdentityTransition: Transition, CustomStringConvertible {
  /// The transition.
  public init() {}

  /// The view as it is.
  ///
  /// - Parameters:
  ///   - content: The view.
  ///   - phase: The phase.
  /// - Returns: The view.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content
  }

  /// `identity`.
  public var description: String { "identity" }
}

/// Blurs the view out as its replacement blurs in, like SwiftUI's `BlurReplaceTransition`.
public nonisolated struct BlurReplaceTransition: Transition, CustomStringConvertible {
  /// Which way the views scale as they blur.
  public struct Configuration: Hashable, Sendable {
    let name: String
    /// The old view scales down, the new one up.
    public static let downUp = Configuration(name: "downUp")
    /// Both views scale up.
    public static let upUp = Configuration(name: "upUp")
  }

  /// Which way the views scale.
  public var configuration: Configuration

  /// The transition.
  ///
  /// - Parameter configuration: Which way the views scale.
  public init(configuration: Configuration = .downUp) {
    self.configuration = configuration
  }

  /// The view, blurred while out.
  ///
  /// - Parameters:
  ///   - content: The view.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.blur(radius: phase.isIdentity ? 0 : 10).opacity(phase.isIdentity ? 1 : 0)
  }

  /// `blurReplace`.
  public var description: String { "blurReplace" }
}

extension Transition where Self == OpacityTransition {
  /// Fades the view in and out.
  public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
  /// Scales the view up from nothing and down to nothing.
  public static var scale: ScaleTransition { ScaleTransition(0) }

  /// Scales the view from and to a factor.
  ///
  /// - Parameters:
  ///   - scale: The factor.
  ///   - anchor: The point that stays put.
  /// - Returns: The transition.
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
    ScaleTransition(scale, anchor: anchor)
  }
}

extension Transition where Self == MoveTransition {
  /// Moves the view in from an edge and out to it.
  ///
  /// - Parameter edge: The edge.
  /// - Returns: The transition.
  public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
  /// Pushes the view in from an edge.
  ///
  /// - Parameter edge: The edge it comes from.
  /// - Returns: The transition.
  public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
  /// Slides the view in from the leading edge.
  public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == OffsetTransition {
  /// Moves the view in from an offset.
  ///
  /// - Parameter offset: The offset.
  /// - Returns: The transition.
  public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

  /// Moves the view in from an offset.
  ///
  /// - Parameters:
  ///   - x: Across.
  ///   - y: Down.
  /// - Returns: The transition.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
    OffsetTransition(CGSize(width: x, height: y))
  }
}

extension Transition where Self == IdentityTransition {
  /// No transition.
  public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == BlurReplaceTransition {
  /// Blurs the view out as its replacement blurs in.
  public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }

  /// Blurs the view out as its replacement blurs in, scaling one way.
  ///
  /// - Parameter config: Which way the views scale.
  /// - Returns: The transition.
  public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp)
    -> BlurReplaceTransition
  {
    BlurReplaceTransition(configuration: config)
  }
}

/// One transition in, another out, like SwiftUI's `AsymmetricTransition`.
public nonisolated struct AsymmetricTransition<Insertion: Transition, Removal: Transition>:
  Transition,
  CustomStringConvertible
{
  /// How the view enters.
  public var insertion: Insertion
  /// How the view leaves.
  public var removal: Removal

  /// A transition in and another out.
  ///
  /// - Parameters:
  ///   - insertion: How the view enters.
  ///   - removal: How the view leaves.
  public init(insertion: Insertion, removal: Removal) {
    self.insertion = insertion
    self.removal = removal
    insertionDescription = insertion.transitionDescription
    removalDescription = removal.transitionDescription
  }

  /// How the insertion describes itself.
  let insertionDescription: String
  /// How the removal describes itself.
  let removalDescription: String

  /// The view as the insertion draws it at rest.
  ///
  /// - Parameters:
  ///   - content: The view.
  ///   - phase: The phase.
  /// - Returns: The view in that phase.
  @MainActor public func body(content: Content, phase: TransitionPhase) -> some View {
    insertion.body(content: Insertion.Content(content), phase: phase)
  }

  /// `asymmetric(insertion: …, removal: …)`.
  public var description: String {
    "asymmetric(insertion: \(insertionDescription), removal: \(removalDescription))"
  }
}

extension AsymmetricTransition: AsymmetricParts {}
