import Foundation
import Observation
import PureMVVMCore
import PureMVVMRendering
import Testing

/// Exhaustive state assertions for a view model: `@Observable`, or an `ObservableObject`.
///
/// Project the view model onto any `Equatable` state; then each step runs an action and
/// says how that state must change. A change the test did not describe fails with a
/// field-by-field diff at the step that caused it.
///
/// ```swift
/// let tester = ViewModelTester(LoginViewModel(authenticator: auth)) { vm in
///   LoginState(user: vm.enteredUserName, loggedIn: vm.loggedInUser,
///              busy: vm.isLoggingIn, error: vm.errorMessage)
/// }
/// await tester.send { $0.enteredUserName = "Mike" } expecting: { $0.user = "Mike" }
/// await tester.send { $0.login() } expecting: { $0.busy = true }
/// await tester.receive { $0.busy = false; $0.loggedIn = "Mike" }
/// await tester.finish()
/// ```
///
/// `receive` waits for async work through Observation (or `objectWillChange` for an
/// `ObservableObject`), never by polling. The tester
/// holds no global state, so tests using it run in parallel; failures are reported with
/// `Issue.record` at the caller's source location.
@MainActor
public final class ViewModelTester<Model: AnyObject, State: Equatable> {
  /// The view model under test.
  public let model: Model
  /// The state as of the last step.
  public private(set) var state: State
  /// How strictly states are compared.
  public var exhaustivity: Exhaustivity
  /// Changes a non-exhaustive tester did not check, one `-`/`+` pair per field, in order.
  public private(set) var skippedChanges: [String] = []

  private let project: (Model) -> State
  private let timeout: Duration

  /// Creates a tester that projects `model` with `project`.
  ///
  /// - Parameters:
  ///   - model: The view model.
  ///   - exhaustivity: `.on` (default) to require every change to be described.
  ///   - timeout: How long ``receive(timeout:_:sourceLocation:)`` waits by default.
  ///   - project: Reads the state to assert from the view model.
  public init(
    _ model: Model,
    exhaustivity: Exhaustivity = .on,
    timeout: Duration = .seconds(1),
    project: @escaping (Model) -> State
  ) {
    self.model = model
    self.exhaustivity = exhaustivity
    self.timeout = timeout
    self.project = project
    self.state = project(model)
  }

  /// Runs an action and asserts how the state changed.
  ///
  /// ```swift
  /// await tester.send { $0.login() } expecting: { $0.busy = true }
  /// await tester.send { $0.logout() }  // nothing may change
  /// ```
  ///
  /// - Parameters:
  ///   - action: What the user (or test) does, run on the main actor.
  ///   - expected: Turns the previous state into the expected one; omit it when nothing
  ///     should change.
  ///   - sourceLocation: Where a failure is reported.
  public func send(
    _ action: @MainActor (Model) async -> Void,
    expecting expected: (inout State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await action(model)
    assertState(expected, step: "send", sourceLocation: sourceLocation)
  }

  /// Waits for the next change caused by async work, and asserts it.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait; the tester's default when `nil`.
  ///   - expected: Turns the previous state into the expected one.
  ///   - sourceLocation: Where a failure is reported.
  public func receive(
    timeout: Duration? = nil,
    _ expected: (inout State) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let limit = timeout ?? self.timeout
    guard await waitForChange(within: limit) else {
      fail(
        "Expected a change of the state within \(limit), but none arrived.",
        sourceLocation: sourceLocation)
      return
    }
    assertState(expected, step: "receive", sourceLocation: sourceLocation)
  }

  /// Asserts that nothing changed since the last step, nor changes within a grace period.
  ///
  /// - Parameters:
  ///   - gracePeriod: How long to watch for late changes.
  ///   - sourceLocation: Where a failure is reported.
  public func finish(
    gracePeriod: Duration = .milliseconds(100),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let current = project(model)
    if current != state {
      fail(
        "The state changed after the last assertion (- asserted, + actual):\n"
          + StateDiff.render(from: state, to: current),
        sourceLocation: sourceLocation)
      state = current
      return
    }
    if await waitForChange(within: gracePeriod) {
      let late = project(model)
      fail(
        "The state was still changing \(gracePeriod) after the last assertion "
          + "(- asserted, + actual):\n" + StateDiff.render(from: state, to: late),
        sourceLocation: sourceLocation)
      state = late
    }
  }

  private func assertState(
    _ expected: (inout State) -> Void, step: String, sourceLocation: SourceLocation
  ) {
    let actual = project(model)
    var expectation = state
    expected(&expectation)
    defer { state = actual }
    guard expectation != actual else { return }
    switch exhaustivity {
    case .on:
      fail(
        "The state after \(step) differs from the expectation (- expected, + actual):\n"
          + StateDiff.render(from: expectation, to: actual),
        sourceLocation: sourceLocation)
    case .off:
      let described = Set(StateDiff.changes(from: state, to: expectation).map(\.path))
      let differences = StateDiff.changes(from: expectation, to: actual)
      let wrong = differences.filter { described.contains($0.path) }
      skippedChanges += differences.filter { !described.contains($0.path) }.map(\.lines)
      guard !wrong.isEmpty else { return }
      fail(
        "Described fields differ after \(step) (- expected, + actual):\n"
          + wrong.map(\.lines).joined(),
        sourceLocation: sourceLocation)
    }
  }

  private func fail(_ message: String, sourceLocation: SourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  /// Whether the projection differs from ``state`` now or within `limit`.
  private func waitForChange(within limit: Duration) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while project(model) == state {
      let remaining = deadline - .now
      guard remaining > .zero else { return false }
      let model = self.model
      let project = self.project
      var subscription: ObjectWillChangeSubscription?
      let changed = await ChangeSignal.wait(timeout: remaining) { signal in
        if let object = model as? any ObservableObject {
          // `objectWillChange` fires before the change; the hop lets it land first.
          subscription = object.objectWillChange.subscribe {
            Task { @MainActor in signal.resume(true) }
          }
        }
        withObservationTracking {
          _ = project(model)
        } onChange: {
          Task { @MainActor in signal.resume(true) }
        }
      }
      subscription?.cancel()
      if !changed { return project(model) != state }
    }
    return true
  }
}

extension ViewModelTester where State == String {
  /// Creates a tester whose state is what the user sees: the text rendering of a design.
  ///
  /// Failures show a line diff of the rendering.
  ///
  /// ```swift
  /// let screen = ViewModelTester(viewModel, width: 30) { LoginScreen(viewModel: $0) }
  /// await screen.send { $0.enteredUserName = "Mike" } expecting: { $0 = """
  ///   ┌────────────────────────────┐
  ///   …
  ///   """ }
  /// ```
  ///
  /// - Parameters:
  ///   - model: The view model.
  ///   - width: The rendering width.
  ///   - timeout: How long `receive` waits by default.
  ///   - rendering: Builds the connector design from the view model.
  public convenience init<Screen: View>(
    _ model: Model,
    width: Int = 40,
    timeout: Duration = .seconds(1),
    rendering: @escaping (Model) -> Screen
  ) {
    let renderer = TextRenderer(width: width)
    self.init(model, timeout: timeout) { renderer.render(rendering($0)) }
  }
}
