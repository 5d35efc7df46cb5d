extension RouteListViewModel {
  /// Where the route list navigates.
  public enum Destination: Hashable, Sendable {
    /// The detail of the route with the id, pushed over the list.
    case detail(HikingRoute.ID)
    /// The dialog confirming the deletion of the route with the id.
    case confirmDelete(HikingRoute.ID)
  }
}
