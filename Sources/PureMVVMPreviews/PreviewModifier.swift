import PureMVVMCore

/// Prepares an environment for previews and shares its expensive part between them.
///
/// Mirrors SwiftUI's `PreviewModifier`. `makeSharedContext()` builds the context once per
/// modifier *type* per ``PreviewSession`` — not per instance, not per preview — and every
/// preview that lists the modifier receives that same context. `body(content:context:)`
/// then wraps each preview.
///
/// ```swift
/// struct RouteSamples: PreviewModifier {
///   static func makeSharedContext() throws -> InMemoryRouteStore { … }
///   func body(content: Content, context: InMemoryRouteStore) -> some View { content }
/// }
/// ```
///
/// Two instances of one type share one context; previews that need isolation (an empty
/// store beside a full one) use distinct modifier types. A synchronous, non-throwing
/// `makeSharedContext()` satisfies the requirement; modifiers whose `Context` is `Void` need
/// none. `Context` need not be `Sendable`: everything runs on the main actor.
@MainActor
public protocol PreviewModifier {
  /// What `makeSharedContext()` builds and `body(content:context:)` receives.
  associatedtype Context = Void
  /// The design `body(content:context:)` returns.
  associatedtype Body: View

  /// Builds the context shared by every preview that uses this modifier type.
  ///
  /// Called at most once per type per ``PreviewSession``, lazily, when the first preview
  /// that needs it is rendered. A failure is reported and not cached.
  ///
  /// - Returns: The shared context.
  /// - Throws: Any error; the session reports it naming the preview and the modifier.
  static func makeSharedContext() async throws -> Context

  /// Wraps a preview's content.
  ///
  /// - Parameters:
  ///   - content: The preview (already wrapped by the modifiers listed before this one).
  ///   - context: The shared context.
  /// - Returns: The wrapped design.
  @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier {
  /// The content a modifier wraps.
  public typealias Content = PreviewContent
}

extension PreviewModifier where Context == Void {
  /// A modifier without a context needs no preparation.
  public static func makeSharedContext() async throws {}
}
