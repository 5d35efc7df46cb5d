/// A closure to hand a design that records every argument it is called with.
///
/// ```swift
/// let delete = ArgumentRecorder<HikingRoute.ID>()
/// let design = RouteListDesign(…, deleteAction: delete.action)
/// #expect(delete.arguments == [route.id])
/// ```
@MainActor
public final class ArgumentRecorder<Argument> {
  /// The arguments of every call, in order.
  public private(set) var arguments: [Argument] = []

  /// Creates a recorder that has seen no calls.
  public init() {}

  /// How many times ``action`` has been called.
  public var callCount: Int { arguments.count }

  /// The closure to hand out; each call's argument is recorded.
  public var action: (Argument) -> Void {
    { [self] in arguments.append($0) }
  }
}
