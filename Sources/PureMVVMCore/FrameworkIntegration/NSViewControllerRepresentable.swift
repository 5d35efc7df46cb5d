#if !os(macOS)
  import Foundation

  /// A view that wraps an AppKit view controller, like SwiftUI's
  /// `NSViewControllerRepresentable`.
  ///
  /// Where there is no AppKit, the controller is an ``NSViewController`` stand-in. The host
  /// links the representable's dynamic properties (`@Environment`, `@Binding`…) as a
  /// view's, calls ``makeCoordinator()`` and then ``makeNSViewController(context:)`` once
  /// per identity, ``updateNSViewController(_:context:)`` on every resolution, and
  /// ``dismantleNSViewController(_:coordinator:)`` once the controller has left the tree (a
  /// controller in a hidden tab stays). Nothing draws the controller: the representable
  /// takes its place as empty space, as big as
  /// ``sizeThatFits(_:nsViewController:context:)`` says when asked with an unspecified
  /// proposal, or as big as it is offered.
  @MainActor @preconcurrency
  public protocol NSViewControllerRepresentable: View where Body == Never {
    /// The type of controller the representable makes.
    associatedtype NSViewControllerType: NSViewController
    /// The type of object that carries the controller's events back to SwiftUI's state.
    associatedtype Coordinator = Void
    /// What the representable's methods are told.
    typealias Context = NSViewControllerRepresentableContext<Self>

    /// Makes the controller, once per identity.
    func makeNSViewController(context: Context) -> NSViewControllerType
    /// Brings the controller up to date with the representable's values.
    func updateNSViewController(_ nsViewController: NSViewControllerType, context: Context)
    /// Releases what the controller holds after it leaves the interface.
    static func dismantleNSViewController(
      _ nsViewController: NSViewControllerType, coordinator: Coordinator)
    /// Makes the coordinator, before the controller.
    func makeCoordinator() -> Coordinator
    /// The controller's size for `proposal` (here always unspecified), or `nil` to take
    /// what it is offered.
    func sizeThatFits(
      _ proposal: ProposedViewSize, nsViewController: NSViewControllerType, context: Context
    ) -> CGSize?
  }

  extension NSViewControllerRepresentable {
    /// Releases nothing.
    public static func dismantleNSViewController(
      _ nsViewController: NSViewControllerType, coordinator: Coordinator
    ) {}

    /// Reports no size, so the controller takes its proposal.
    public func sizeThatFits(
      _ proposal: ProposedViewSize, nsViewController: NSViewControllerType, context: Context
    ) -> CGSize? {
      nil
    }

    /// Makes the controller and keeps it up to date while the representable is in the
    /// tree.
    public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
      let transaction = context.graph.invalidation.transaction ?? Transaction()
      let environment = context.environment
      func told(_ coordinator: Coordinator) -> Context {
        Context(coordinator: coordinator, transaction: transaction, environment: environment)
      }
      Representation(
        makeCoordinator: makeCoordinator,
        make: { makeNSViewController(context: told($0)) },
        update: { updateNSViewController($0, context: told($1)) },
        dismantle: { Self.dismantleNSViewController($0, coordinator: $1) },
        size: { sizeThatFits(.unspecified, nsViewController: $0, context: told($1)) }
      ).resolve(self, in: context, into: &elements)
    }
  }

  extension NSViewControllerRepresentable where Coordinator == Void {
    /// Makes no coordinator.
    public func makeCoordinator() {}
  }
#endif
