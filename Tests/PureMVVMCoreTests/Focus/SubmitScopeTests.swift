import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.submitScope` keeps a field's submits from the `onSubmit` actions outside it.
@MainActor
@Suite struct SubmitScopeTests {
  private func form(blocking: Bool, log: Locked<[String]>) -> some View {
    VStack {
      TextField("Nombre", text: .constant(""))
        .onSubmit { log.withLock { $0.append("inner") } }
        .submitScope(blocking)
        .onSubmit { log.withLock { $0.append("middle") } }
    }
    .onSubmit { log.withLock { $0.append("outer") } }
  }

  @Test func aBlockingScopeKeepsOnlyTheActionsInside() throws {
    let log = Locked<[String]>([])
    try DesignInspector(form(blocking: true, log: log)).find(textField: "Nombre").submit()
    #expect(log.withLock { $0 } == ["inner"])
  }

  @Test func aScopeThatDoesNotBlockKeepsThemAll() throws {
    let log = Locked<[String]>([])
    try DesignInspector(form(blocking: false, log: log)).find(textField: "Nombre").submit()
    #expect(log.withLock { $0 } == ["inner", "middle", "outer"])
  }
}
