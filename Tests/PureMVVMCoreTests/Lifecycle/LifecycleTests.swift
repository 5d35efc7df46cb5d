import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct LifecycleTests {
  /// Records lifecycle events in order.
  final class Journal {
    var entries: [String] = []
  }

  struct Child: View {
    let journal: Journal
    var body: some View {
      Text("Child")
        .onAppear { journal.entries.append("appear") }
        .onDisappear { journal.entries.append("disappear") }
    }
  }

  struct Parent: View {
    let journal: Journal
    @State private var shown = true
    var body: some View {
      VStack {
        if shown { Child(journal: journal) }
        Toggle("Shown", isOn: $shown)
      }
    }
  }

  @Test func appearAndDisappearRunOncePerAppearanceNotPerResolution() throws {
    let journal = Journal()
    let inspector = DesignInspector(Parent(journal: journal))
    _ = inspector.elements
    _ = inspector.render()
    #expect(journal.entries == ["appear"])
    try inspector.find(toggle: "Shown").tap()
    _ = inspector.elements
    #expect(journal.entries == ["appear", "disappear"])
    try inspector.find(toggle: "Shown").tap()
    _ = inspector.elements
    #expect(journal.entries == ["appear", "disappear", "appear"])
  }

  @Test func whatOnAppearChangesShowsInTheFirstRendering() {
    let view = Stateful(value: "loading") { status in
      Text(status.wrappedValue).onAppear { status.wrappedValue = "ready" }
    }
    #expect(TextRenderer(width: 14).render(view).contains("│   ready    │"))
    #expect(DesignInspector(view).texts == ["ready"])
  }

  struct Loader: View {
    let started: () -> Void
    var finished: (String) -> Void = { _ in }
    let gate: Gate
    @State private var status = "idle"
    var body: some View {
      Text(status).task {
        started()
        status = "loading"
        status = await gate.wait() ? "cancelled" : "loaded"
        finished(status)
      }
    }
  }

  /// Holds a task until opened, and tells whether it was cancelled meanwhile.
  @MainActor final class Gate {
    private var waiters: [CheckedContinuation<Bool, Never>] = []

    func wait() async -> Bool {
      await withTaskCancellationHandler {
        await withCheckedContinuation { waiters.append($0) }
      } onCancel: {
        Task { @MainActor in self.open(cancelled: true) }
      }
    }

    func open(cancelled: Bool = false) {
      for waiter in waiters { waiter.resume(returning: cancelled) }
      waiters = []
    }
  }

  @Test func aTaskRunsOnAppearAndSettleAwaitsIt() async {
    let gate = Gate()
    var starts = 0
    let inspector = DesignInspector(Loader(started: { starts += 1 }, gate: gate))
    #expect(inspector.texts == ["idle"])
    await Task.yield()
    #expect(inspector.texts == ["loading"])
    gate.open()
    await inspector.settle()
    #expect(inspector.texts == ["loaded"])
    #expect(starts == 1)
  }

  /// Shows the name of the task it runs in, for the id form or the plain one.
  struct NamedLoader: View {
    let trail: String?
    @State private var taskName = "none"
    var body: some View {
      if let trail {
        Text(taskName).task(id: trail, name: "cargar \(trail)") { readName() }
      } else {
        Text(taskName).task(name: "cargar rutas", file: #fileID, line: #line) { readName() }
      }
    }

    private func readName() {
      if #available(macOS 26, iOS 26, *) { taskName = Task.name ?? "nil" }
    }
  }

  @Test(arguments: [(nil, "cargar rutas"), ("Anaga", "cargar Anaga")])
  func aTaskRunsUnderTheNameGiven(trail: String?, name: String) async {
    let inspector = DesignInspector(NamedLoader(trail: trail))
    await inspector.settle()
    #expect(inspector.texts == [name])
  }

  @Test func aTaskIsCancelledWhenItsViewDisappears() async throws {
    let gate = Gate()
    var outcomes: [String] = []
    let inspector = DesignInspector(
      Stateful(value: true) { shown in
        VStack {
          if shown.wrappedValue {
            Loader(started: {}, finished: { outcomes.append($0) }, gate: gate)
          }
          Toggle("Shown", isOn: shown)
        }
      })
    _ = inspector.elements
    await Task.yield()
    try inspector.find(toggle: "Shown").tap()
    _ = inspector.elements
    await inspector.settle()
    #expect(outcomes == ["cancelled"])
    #expect(inspector.texts.isEmpty)
  }

  @Test func aTaskWithAnIDRestartsWhenTheIDChanges() async throws {
    var runs: [Int] = []
    let inspector = DesignInspector(
      Stateful(value: 1) { page in
        Button("Next") { page.wrappedValue += 1 }
          .task(id: page.wrappedValue) { runs.append(page.wrappedValue) }
      })
    await inspector.settle()
    _ = inspector.elements
    await inspector.settle()
    try inspector.find(button: "Next").tap()
    await inspector.settle()
    #expect(runs == [1, 2])
  }

  @Test func onChangeRunsWithTheOldAndNewValueOncePerChange() throws {
    var changes: [String] = []
    let inspector = DesignInspector(
      Stateful(value: 0) { count in
        Button("Add") { count.wrappedValue += 1 }
          .onChange(of: count.wrappedValue) { old, new in changes.append("\(old)→\(new)") }
          .onChange(of: count.wrappedValue > 1) { changes.append("big") }
      })
    _ = inspector.elements
    #expect(changes.isEmpty)
    try inspector.find(button: "Add").tap()
    _ = inspector.elements
    _ = inspector.elements
    try inspector.find(button: "Add").tap()
    _ = inspector.elements
    #expect(changes == ["0→1", "1→2", "big"] || changes == ["0→1", "big", "1→2"])
  }

  @Test func onChangeWithInitialRunsWhenTheViewAppears() {
    var seen: [Int] = []
    let inspector = DesignInspector(
      Text("x").onChange(of: 7, initial: true) { _, new in seen.append(new) })
    _ = inspector.elements
    _ = inspector.elements
    #expect(seen == [7])
  }

  @Test func theIOS14FormOfOnChangeStillWorks() throws {
    var seen: [Int] = []
    let view = Stateful(value: 0) { count in
      Button("Add") { count.wrappedValue += 1 }
        .onChange(of: count.wrappedValue) { seen.append($0) }
    }
    let inspector = DesignInspector(view)
    try inspector.find(button: "Add").tap()
    _ = inspector.elements
    #expect(seen == [1])
  }

  @Test func anOnChangeThatKeepsChangingItsValueStopsInsteadOfHanging() {
    var runs = 0
    let inspector = DesignInspector(
      Stateful(value: 0) { count in
        Text("\(count.wrappedValue)")
          .onChange(of: count.wrappedValue, initial: true) {
            runs += 1
            count.wrappedValue += 1
          }
      })
    _ = inspector.elements
    #expect(runs == 32)
  }

  @Test func theConsoleAndAPreviewSessionRunOnAppearOnce() async throws {
    let journal = Journal()
    var input = ["tap Shown", "tap Shown"][...]
    await DesignConsole(
      Parent(journal: journal), readLine: { input.popFirst() }, write: { _ in }
    ).run()
    // The last disappearance is the session ending: the console goes, and its view with it.
    #expect(journal.entries == ["appear", "disappear", "appear", "disappear"])
  }
}
