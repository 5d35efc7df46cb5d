#if !os(macOS)
  import Foundation

  /// A view that wraps an AppKit view, like SwiftUI's `NSViewRepresentable`.
  ///
  /// Where there is no AppKit, the view is an ``NSView`` stand-in. The host links the
  /// representable's dynamic properties (`@Environment`, `@Binding`…) as a view's, calls
  /// ``makeCoordinator()`` and then ``makeNSView(context:)`` once per identity,
  /// ``updateNSView(_:context:)`` on every resolution, and
  /// ``dismantleNSView(_:coordinator:)`` once the view has left the tree (a view in a
  /// hidden tab stays). Nothing draws the view: the representable takes its place as empty
  /// space, as big as ``sizeThatFits(_:nsView:context:)``, or the view's
  /// `intrinsicContentSize`, says when asked with an unspecified proposal, or as big as it
  /// is offered.
  @MainActor @preconcurrency
  public protocol NSViewRepresentable: View where Body == Never {
    /// The type of view the representable makes.
    associatedtype NSViewType: NSView
    /// The type of object that carries the view's events back to SwiftUI's state.
    associatedtype Coordinator = Void
    /// What the representable's methods are told.
    typealias Context = NSViewRepresentableContext<Self>

    /// Makes the view, once per identity.
    func makeNSView(context: Context) -> NSViewType
    /// Brings the view up to date with the representable's values.
    func updateNSView(_ nsView: NSViewType, context: Context)
    /// Releases what the view holds after it leaves the interface.
    static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator)
    /// Makes the coordinator, before the view.
    func makeCoordinator() -> Coordinator
    /// The view's size for `proposal` (here always unspecified), or `nil` for its
    /// intrinsic size.
    func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context)
      -> CGSize?
  }

  extension NSViewRepresentable {
    /// Releases nothing.
    public static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {}

    /// Reports no size, so the view's intrinsic size decides.
    public func sizeThatFits(
      _ proposal: ProposedViewSize, nsView: NSViewType, context: Context
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
        make: { makeNSView(context: told($0)) },
        update: { updateNSView($0, context: told($1)) },
        dismantle: { Self.dismantleNSView($0, coordinator: $1) },
        size: { view, coordinator in
          sizeThatFits(.unspecified, nsView: view, context: told(coordinator))
            ?? view.intrinsicContentSize
        }
      ).resolve(self, in: context, into: &elements)
    }
  }

  extension NSViewRepresentable where Coordinator == Void {
    /// Makes no coordinator.
    public func makeCoordinator() {}
  }

#endif
