#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// A view that wraps a UIKit view, like SwiftUI's `UIViewRepresentable`.
  ///
  /// Where there is no UIKit, the view is a ``UIView`` stand-in. The host links the
  /// representable's dynamic properties (`@Environment`, `@Binding`…) as a view's, calls
  /// ``makeCoordinator()`` and then ``makeUIView(context:)`` once per identity,
  /// ``updateUIView(_:context:)`` on every resolution, and
  /// ``dismantleUIView(_:coordinator:)`` once the view has left the tree (a view in a
  /// hidden tab stays). Nothing draws the view: the representable takes its place as empty
  /// space, as big as ``sizeThatFits(_:uiView:context:)``, or the view's
  /// `intrinsicContentSize`, says when asked with an unspecified proposal, or as big as it
  /// is offered.
  @MainActor @preconcurrency
  public protocol UIViewRepresentable: View where Body == Never {
    /// The type of view the representable makes.
    associatedtype UIViewType: UIView
    /// The type of object that carries the view's events back to SwiftUI's state.
    associatedtype Coordinator = Void
    /// What the representable's methods are told.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view, once per identity.
    func makeUIView(context: Context) -> UIViewType
    /// Brings the view up to date with the representable's values.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Releases what the view holds after it leaves the interface.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator, before the view.
    func makeCoordinator() -> Coordinator
    /// The view's size for `proposal` (here always unspecified), or `nil` for its
    /// intrinsic size.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context)
      -> CGSize?
  }

  extension UIViewRepresentable {
    /// Releases nothing.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    /// Reports no size, so the view's intrinsic size decides.
    public func sizeThatFits(
      _ proposal: ProposedViewSize, uiView: UIViewType, context: Context
    ) -> CGSize? {
      nil
    }

    /// Makes the view and keeps it up to date while the representable is in the tree.
    public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
      let transaction = context.graph.invalidation.transaction ?? Transaction()
      let environment = context.environment
      func told(_ coordinator: Coordinator) -> Context {
        Context(coordinator: coordinator, transaction: transaction, environment: environment)
      }
      Representation(
        makeCoordinator: makeCoordinator,
        make: { makeUIView(context: told($0)) },
        update: { updateUIView($0, context: told($1)) },
        dismantle: { Self.dismantleUIView($0, coordinator: $1) },
        size: { view, coordinator in
          sizeThatFits(.unspecified, uiView: view, context: told(coordinator))
            ?? view.intrinsicContentSize
        }
      ).resolve(self, in: context, into: &elements)
    }
  }

  extension UIViewRepresentable where Coordinator == Void {
    /// Makes no coordinator.
    public func makeCoordinator() {}
  }

#endif
