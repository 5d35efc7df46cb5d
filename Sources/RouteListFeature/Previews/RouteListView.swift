import PureMVVM

extension EnvironmentValues {
  /// The route store previews share, set by ``RouteSamples`` and ``EmptyRoutes``; `nil`
  /// outside them.
  @Entry public var previewRouteStore: InMemoryRouteStore?
}

/// The route list over the store in the environment: the connector previews use, as an
/// app's screen reads its data where the app put it.
///
/// It reads the store a preview modifier handed down and gives ``RouteListDesign`` plain
/// routes and a binding: the design still never reads a store.
///
/// ```swift
/// #Preview("Todas las rutas", traits: .routeSamples) {
///   @Previewable @State var shortRoutesOnly = false
///   RouteListView(shortRoutesOnly: $shortRoutesOnly)
/// }
/// ```
public struct RouteListView: View {
  @Environment(\.previewRouteStore) private var store
  @Binding private var shortRoutesOnly: Bool

  /// Creates the list.
  ///
  /// - Parameter shortRoutesOnly: Whether only routes under 10 km are shown.
  public init(shortRoutesOnly: Binding<Bool>) {
    _shortRoutesOnly = shortRoutesOnly
  }

  /// The design over the store's routes, sorted by name and filtered.
  public var body: some View {
    RouteListDesign(
      routes: (store?.routes ?? []).sortedByName(shortRoutesOnly: shortRoutesOnly),
      shortRoutesOnly: $shortRoutesOnly)
  }
}
