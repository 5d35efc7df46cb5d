import PureMVVMCore
import PureMVVMInspection
import Synchronization
import Testing

@MainActor
@Suite struct ObservableObjectTests {
  final class Counter: ObservableObject {
    static let created = Mutex(0)
    @Published var count = 0
    @Published var name = ""
    var unpublished = 0

    init() {
      Self.created.withLock { $0 += 1 }
    }
  }

  @Test func publishedAnnouncesBeforeEveryChange() {
    let counter = Counter()
    let seen = Mutex<[Int]>([])
    let subscription = counter.objectWillChange.subscribe {
      seen.withLock { $0.append(-1) }
    }
    counter.count = 1
    counter.count = 2
    counter.unpublished = 5
    #expect(seen.withLock { $0 } == [-1, -1])
    subscription.cancel()
    counter.count = 3
    #expect(seen.withLock { $0 }.count == 2)
  }

  @Test func theDefaultPublisherIsTheSameEveryTimeAndDiffersPerObject() {
    let one = Counter()
    let other = Counter()
    #expect(one.objectWillChange === one.objectWillChange)
    #expect(one.objectWillChange !== other.objectWillChange)
  }

  @Test func aReleasedSubscriptionStopsListening() {
    let counter = Counter()
    let calls = Mutex(0)
    do {
      let subscription = counter.objectWillChange.subscribe { calls.withLock { $0 += 1 } }
      counter.count += 1
      withExtendedLifetime(subscription) {}
    }
    counter.count += 1
    #expect(calls.withLock { $0 } == 1)
  }

  struct Owner: View {
    @StateObject private var counter = Counter()

    var body: some View {
      VStack {
        Button("Count: \(counter.count)") { counter.count += 1 }
        TextField("Name", text: $counter.name)
      }
    }
  }

  struct Host: View {
    @State private var showsOwner = true
    var body: some View {
      VStack {
        if showsOwner { Owner() }
        Toggle("Owner", isOn: $showsOwner)
      }
    }
  }

  @Test func aStateObjectIsCreatedOncePerIdentityAndReleasedWhenItsViewLeaves() throws {
    let before = Counter.created.withLock { $0 }
    let inspector = DesignInspector(Host())
    try inspector.find(button: "Count: 0").tap()
    try inspector.find(textField: "Name").setInput("Ana")
    _ = try inspector.find(button: "Count: 1")
    #expect(try inspector.find(textField: "Name").text == "Ana")
    let createdWhileShown = Counter.created.withLock { $0 } - before
    try inspector.find(toggle: "Owner").tap()
    try inspector.find(toggle: "Owner").tap()
    _ = try inspector.find(button: "Count: 0")
    #expect(Counter.created.withLock { $0 } - before == createdWhileShown + 1)
  }

  struct MadeBy: View {
    @StateObject private var counter: Counter

    init(_ make: @escaping () -> Counter) {
      _counter = StateObject(wrappedValue: make())
    }

    var body: some View { Text("\(counter.count)") }
  }

  @Test func droppingTheHostFreesTheStateObject() {
    weak var created: Counter?
    var makes = 0
    do {
      let inspector = DesignInspector(
        MadeBy {
          makes += 1
          let counter = Counter()
          created = counter
          return counter
        })
      #expect(inspector.texts == ["0"])
      #expect(inspector.texts == ["0"])
      #expect(created != nil)
    }
    #expect(makes == 1)
    #expect(created == nil)
  }

  struct Child: View {
    @ObservedObject var counter: Counter

    var body: some View {
      Stepperish(value: $counter.count)
    }
  }

  struct Stepperish: View {
    @Binding var value: Int
    var body: some View { Button("+ \(value)") { value += 1 } }
  }

  @Test func anObservedObjectsBindingWritesThroughPublished() throws {
    let counter = Counter()
    let announcements = Mutex(0)
    let subscription = counter.objectWillChange.subscribe { announcements.withLock { $0 += 1 } }
    let inspector = DesignInspector(Child(counter: counter))
    try inspector.find(button: "+ 0").tap()
    #expect(counter.count == 1)
    #expect(announcements.withLock { $0 } == 1)
    _ = try inspector.find(button: "+ 1")
    withExtendedLifetime(subscription) {}
  }

  struct Reader: View {
    @EnvironmentObject var counter: Counter
    var body: some View {
      TextField("Shared", text: $counter.name)
    }
  }

  @Test func anEnvironmentObjectIsReadByTypeBelowWhereItWasPut() throws {
    let counter = Counter()
    let inspector = DesignInspector(VStack { Reader() }.environmentObject(counter))
    try inspector.find(textField: "Shared").setInput("Luis")
    #expect(counter.name == "Luis")
  }

  @Test func aMissingEnvironmentObjectShowsWhatToAddInsteadOfCrashing() {
    #expect(
      DesignInspector(Reader()).render(width: 70) == """
        ┌────────────────────────────────────────────────────────────────────┐
        │ ⚠ No Counter in the environment: add                               │
        │ .environmentObject(Counter(…)) above the view that reads it.       │
        └────────────────────────────────────────────────────────────────────┘

        """)
  }
}
