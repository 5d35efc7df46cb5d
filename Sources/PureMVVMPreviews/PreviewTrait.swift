import PureMVVMCore

/// A setting for a ``Preview``, such as a modifier that prepares its environment.
///
/// Name a trait you use often with a static property, as with SwiftUI:
///
/// ```swift
/// extension PreviewTrait {
///   @MainActor static var routeSamples: Self { .modifier(RouteSamples()) }
/// }
/// Preview("Todas las rutas", traits: .routeSamples) { context in … }
/// ```
///
/// Creating a trait has no side effect: no context is built until a preview is rendered.
@MainActor
public struct PreviewTrait {
  let modifier: AnyPreviewModifier

  /// A trait that applies `modifier` to the preview.
  ///
  /// - Parameter modifier: The modifier.
  /// - Returns: The trait.
  public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait {
    PreviewTrait(modifier: AnyPreviewModifier(modifier))
  }
}
