/// How glass comes and goes, like SwiftUI's `GlassEffectTransition`; accepted: a host
/// draws states, not the frames between them.
public struct GlassEffectTransition: Sendable {
  private let name: String

  /// The new glass takes its shape from glass nearby.
  public static var matchedGeometry: Self { Self(name: "matchedGeometry") }
  /// The glass fades in or out.
  public static var materialize: Self { Self(name: "materialize") }
  /// No transition.
  public static var identity: Self { Self(name: "identity") }
}
