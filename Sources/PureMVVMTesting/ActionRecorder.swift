/// A closure to hand a design that counts how often it is called.
///
/// ```swift
/// let login = ActionRecorder()
/// let inspector = DesignInspector(LoginDesign(…, loginAction: login.action))
/// try inspector.find(button: "Login").tap()
/// #expect(login.callCount == 1)
/// ```
@MainActor
public final class ActionRecorder {
  /// How many times ``action`` has been called.
  public private(set) var callCount = 0

  /// Creates a recorder that has seen no calls.
  public init() {}

  /// Whether ``action`` has been called at least once.
  public var wasCalled: Bool { callCount > 0 }

  /// The closure to hand out; each call is counted.
  public var action: () -> Void {
    { [self] in callCount += 1 }
  }
}
