import PureMVVM

extension PreviewTrait where T == Preview.ViewTraits {
  /// The three sample routes, shared by every preview that lists this trait.
  @MainActor public static var routeSamples: Self { .modifier(RouteSamples()) }

  /// An empty route store, isolated from ``routeSamples``.
  @MainActor public static var emptyRoutes: Self { .modifier(EmptyRoutes()) }
}
