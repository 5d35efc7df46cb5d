#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// A view that wraps a UIKit view controller, like SwiftUI's
  /// `UIViewControllerRepresentable`: a share sheet, a picker, a mail composer.
  ///
  /// Where there is no UIKit, the controller is a ``UIViewController`` stand-in. The host
  /// links the representable's dynamic properties (`@Environment`, `@Binding`…) as a
  /// view's, calls ``makeCoordinator()`` and then ``makeUIViewController(context:)`` once
  /// per identity, ``updateUIViewController(_:context:)`` on every resolution, and
  /// ``dismantleUIViewController(_:coordinator:)`` once the controller has left the tree (a
  /// controller in a hidden tab stays). Nothing draws the controller: the representable
  /// takes its place as empty space, as big as
  /// ``sizeThatFits(_:uiViewController:context:)`` says when asked with an unspecified
  /// proposal, or as big as it is offered.
  @MainActor @preconcurrency
  public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The type of controller the representable makes.
    associatedtype UIViewControllerType: UIViewController
    /// The type of object that carries the controller's events back to SwiftUI's state.
    associatedtype Coordinator = Void
    /// What the representable's methods are told.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller, once per identity.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date with the representable's values.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Releases what the controller holds after it leaves the interface.
    static func dismantleUIViewController(
      _ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the coordinator, before the controller.
    func makeCoordinator() -> Coordinator
    /// The controller's size for `proposal` (here always unspecified), or `nil` to take
    /// what it is offered.
    func sizeThatFits(
      _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
    ) -> CGSize?
  }

  extension UIViewControllerRepresentable {
    /// Releases nothing.
    public static func dismantleUIViewController(
      _ uiViewController: UIViewControllerType, coordinator: Coordinator
    ) {}

    /// Reports no size, so the controller takes its proposal.
    public func sizeThatFits(
      _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
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
        make: { makeUIViewController(context: told($0)) },
        update: { updateUIViewController($0, context: told($1)) },
        dismantle: { Self.dismantleUIViewController($0, coordinator: $1) },
        size: { sizeThatFits(.unspecified, uiViewController: $0, context: told($1)) }
      ).resolve(self, in: context, into: &elements)
    }
  }

  extension UIViewControllerRepresentable where Coordinator == Void {
    /// Makes no coordinator.
    public func makeCoordinator() {}
  }
#endif
