/// A represented object that shows a view of its own, as a hosting controller does: the
/// representable draws that view in its place.
@MainActor
protocol RootViewHosting: AnyObject {
  /// The view shown.
  var hostedView: AnyView { get }
}
