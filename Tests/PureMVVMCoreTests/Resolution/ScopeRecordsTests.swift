import PureMVVMCore
import Testing

/// A view with state of its own and nothing else.
private struct Lamp: View {
  @State private var isOn = false

  var body: some View { Toggle("Lámpara", isOn: $isOn) }
}

/// A view with state of its own and a lifecycle action.
private struct Clock: View {
  @State private var ticks = 0

  var body: some View { Text("\(ticks)").onAppear {} }
}

/// A view without state.
private struct Sign: View {
  var body: some View { Text("Sin estado") }
}

/// A view with state of its own holding a ``Lamp``.
private struct Room: View {
  @State private var isLit = false

  var body: some View {
    VStack {
      Text(isLit ? "Encendida" : "Apagada")
      Lamp()
    }
  }
}

/// A view with state of its own that a ``Lamp`` inside shows beside a toggle of its own.
private struct Hall: View {
  @State private var isOpen = false

  var body: some View {
    VStack {
      Toggle("Puerta", isOn: $isOpen)
      Lamp()
    }
  }
}

@MainActor
@Suite struct ScopeRecordsTests {
  private func records(after resolutions: Int, of view: some View) -> Int {
    let graph = ViewGraph()
    let scopes = ScopeRecords()
    graph.recordScopes(in: scopes)
    for _ in 0..<resolutions { _ = graph.resolve(view, environment: EnvironmentValues()) }
    return scopes.count
  }

  @Test func eachResolutionRecordsItsOwnViewsWithStateOnce() {
    #expect(
      records(
        after: 1,
        of: VStack {
          Lamp(); Lamp()
        }) == 2)
    #expect(
      records(
        after: 3,
        of: VStack {
          Lamp(); Lamp()
        }) == 2)
  }

  @Test func viewsWithLifecycleActionsAreNotRecordedNorTheViewsAroundThem() {
    #expect(
      records(
        after: 1,
        of: VStack {
          Clock(); Lamp()
        }) == 1)
    #expect(
      records(
        after: 1,
        of: List {
          Room(); Clock()
        }) == 2)
  }

  @Test func replayingAViewRecordsNoneOfTheViewsInside() throws {
    let graph = ViewGraph()
    let scopes = ScopeRecords()
    graph.recordScopes(in: scopes)
    var tree = graph.resolve(Hall(), environment: EnvironmentValues())
    var door: Element?
    Element.visit(tree) { if $0.control?.title == "Puerta" { door = $0 } }
    let open = try #require(door?.action)
    for _ in 0..<3 {
      open()
      _ = try #require(graph.resolveStateChanges(in: &tree))
    }
    #expect(scopes.count == 2)
  }

  @Test func viewsWithoutStateAreNotRecorded() {
    #expect(records(after: 1, of: VStack { Sign() }) == 0)
  }
}
