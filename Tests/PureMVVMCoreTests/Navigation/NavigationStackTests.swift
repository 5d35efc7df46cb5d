import Observation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// A trail, pushed by value.
private struct Trail: Hashable {
  let name: String
  let kilometres: Double
}

/// A trail's screen: a counter of its own, and an `onAppear` log.
private struct TrailScreen: View {
  let trail: Trail
  @State private var likes = 0

  var body: some View {
    VStack {
      Text("\(trail.name): \(trail.kilometres, specifier: "%.1f") km, \(likes) likes")
      Button("Like") { likes += 1 }
    }
    .navigationTitle(trail.name)
  }
}

/// The root list: links by value, a counter of its own, and an `onAppear` counter.
private struct TrailList: View {
  @State private var visits = 0
  @State private var stars = 0

  var body: some View {
    List {
      Text("Visits \(visits), stars \(stars)")
      Button("Star") { stars += 1 }
      NavigationLink("Roble", value: Trail(name: "Roble", kilometres: 6.4))
      NavigationLink(value: Trail(name: "Veleta", kilometres: 14.2)) {
        HStack {
          Text("Veleta")
          Spacer()
          Text("14.2 km")
        }
      }
    }
    .navigationTitle("Trails")
    .navigationDestination(for: Trail.self) { TrailScreen(trail: $0) }
    .onAppear { visits += 1 }
  }
}

/// A model a test holds a path in; observable, so the inspector sees the test change it.
@MainActor
@Observable
private final class PathBox<Path> {
  var path: Path
  init(_ path: Path) { self.path = path }
  var binding: Binding<Path> { Binding(get: { self.path }, set: { self.path = $0 }) }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct NavigationStackTests {
  @Test func tappingALinkPushesItsValueScreen() throws {
    let inspector = DesignInspector(NavigationStack { TrailList() })
    #expect(inspector.navigationPath == ["Trails"])
    try inspector.find(navigationLink: "Veleta").tap()
    #expect(inspector.navigationPath == ["Trails", "Veleta"])
    #expect(inspector.texts == ["Veleta", "Veleta: 14.2 km, 0 likes"])
  }

  @Test func theTopScreenIsDrawnWithABackButtonNamingTheScreenBelow() throws {
    let inspector = DesignInspector(NavigationStack { TrailList() })
    try inspector.find(navigationLink: "Roble").tap()
    #expect(
      inspector.render(width: 32) == """
        ┌──────────────────────────────┐
        │ ‹ Trails                     │
        │ Roble                        │
        │ ──────────────────────────── │
        │    Roble: 6.4 km, 0 likes    │
        │           [ Like ]           │
        └──────────────────────────────┘

        """)
  }

  @Test func linksAreDrawnWithAChevron() {
    let rendered = DesignInspector(NavigationStack { TrailList() }).render(width: 32)
    #expect(rendered.contains("│ Roble                      › │"))
    #expect(rendered.contains("│ Veleta             14.2 km › │"))
  }

  @Test func backPopsAndTheScreenBelowKeepsItsState() throws {
    let inspector = DesignInspector(NavigationStack { TrailList() })
    try inspector.find(button: "Star").tap()
    try inspector.find(navigationLink: "Roble").tap()
    try inspector.back()
    #expect(inspector.navigationPath == ["Trails"])
    #expect(inspector.texts.prefix(2) == ["Trails", "Visits 2, stars 1"])
  }

  @Test func theScreenBelowAppearsAgainOnlyWhenItIsUncovered() throws {
    let inspector = DesignInspector(NavigationStack { TrailList() })
    #expect(inspector.texts.prefix(2) == ["Trails", "Visits 1, stars 0"])
    try inspector.find(navigationLink: "Roble").tap()
    try inspector.find(button: "Like").tap()
    try inspector.back()
    #expect(inspector.texts.prefix(2) == ["Trails", "Visits 2, stars 0"])
  }

  @Test func aPoppedScreenLosesItsState() throws {
    let inspector = DesignInspector(NavigationStack { TrailList() })
    try inspector.find(navigationLink: "Roble").tap()
    try inspector.find(button: "Like").tap()
    try inspector.back()
    try inspector.find(navigationLink: "Roble").tap()
    #expect(inspector.texts == ["Roble", "Roble: 6.4 km, 0 likes"])
  }

  @Test func backAtTheRootThrowsAtRoot() {
    let inspector = DesignInspector(NavigationStack { TrailList() })
    let error = #expect(throws: InspectionError.self) { try inspector.back() }
    #expect(error?.reason == .atRoot)
  }

  @Test func aBoundPathPushesEveryValueAndLinksAppendToIt() throws {
    let box = PathBox([Trail(name: "Roble", kilometres: 6.4)])
    let inspector = DesignInspector(NavigationStack(path: box.binding) { TrailList() })
    #expect(inspector.navigationPath == ["Trails", "Roble"])
    box.path.append(Trail(name: "Veleta", kilometres: 14.2))
    #expect(inspector.navigationPath == ["Trails", "Roble", "Veleta"])
    try inspector.back()
    #expect(box.path == [Trail(name: "Roble", kilometres: 6.4)])
    try inspector.back()
    try inspector.find(navigationLink: "Veleta").tap()
    #expect(box.path == [Trail(name: "Veleta", kilometres: 14.2)])
  }

  @Test func aNavigationPathHoldsValuesOfSeveralTypes() throws {
    var path = NavigationPath()
    path.append(Trail(name: "Roble", kilometres: 6.4))
    path.append(7)
    let box = PathBox(path)
    let inspector = DesignInspector(
      NavigationStack(path: box.binding) {
        TrailList().navigationDestination(for: Int.self) { Text("Stage \($0)") }
      })
    #expect(inspector.navigationPath == ["Trails", "Roble", ""])
    #expect(inspector.texts == ["Stage 7"])
    try inspector.back()
    #expect(box.path.count == 1)
    try inspector.back()
    #expect(box.path.isEmpty)
  }

  @Test func navigationPathCountsAndRemovesFromTheEnd() {
    var path = NavigationPath([1, 2, 3])
    #expect(path.count == 3)
    path.removeLast(2)
    #expect(path.count == 1)
    #expect(path == NavigationPath([1]))
    #expect(path != NavigationPath(["1"]))
  }

  @Test func aValueWithoutADestinationShowsAnErrorThatSaysWhatToAdd() throws {
    let inspector = DesignInspector(
      NavigationStack { NavigationLink("Stage", value: 3).navigationTitle("Stages") })
    try inspector.find(navigationLink: "Stage").tap()
    #expect(
      inspector.render(width: 200).contains(
        "No navigationDestination(for: Int.self) in this NavigationStack for the value pushed; "
          + "add one to a screen of the stack."))
  }

  @Test func aLinkOutsideAStackIsDisabled() {
    let inspector = DesignInspector(NavigationLink("Roble", value: 1))
    let error = #expect(throws: InspectionError.self) {
      try inspector.find(navigationLink: "Roble").tap()
    }
    #expect(error?.reason == .disabled)
  }

  @Test func aLinkLabelledByImagesAloneIsFoundByTheirNames() throws {
    let inspector = DesignInspector(
      NavigationStack {
        NavigationLink(value: 7) {
          HStack {
            Image(systemName: "mountain.2")
            Image(systemName: "star")
          }
        }
        .navigationDestination(for: Int.self) { Text("Stage \($0)") }
      })
    try inspector.find(navigationLink: "mountain.2 star").tap()
    #expect(throws: Never.self) { try inspector.find(text: "Stage 7") }
  }

  @Test func aLinkWithANilValueIsDisabledInsideAStack() {
    let noStage: Int? = nil
    let inspector = DesignInspector(
      NavigationStack {
        NavigationLink("Roble", value: noStage)
          .navigationDestination(for: Int.self) { Text("Stage \($0)") }
      })
    let error = #expect(throws: InspectionError.self) {
      try inspector.find(navigationLink: "Roble").tap()
    }
    #expect(error?.reason == .disabled)
  }

  @Test func destinationLinksPushTheirView() throws {
    let inspector = DesignInspector(
      NavigationStack {
        NavigationLink {
          Text("Map of Roble").navigationTitle("Map")
        } label: {
          Text("Open map")
        }
        .navigationTitle("Trails")
      })
    try inspector.find(navigationLink: "Open map").tap()
    #expect(inspector.navigationPath == ["Trails", "Map"])
    #expect(inspector.texts == ["Map", "Map of Roble"])
  }

  @Test func theOlderDestinationFormPushesItsView() throws {
    let inspector = DesignInspector(
      NavigationView { NavigationLink("Open", destination: Text("Opened")) })
    try inspector.find(navigationLink: "Open").tap()
    #expect(inspector.texts == ["Opened"])
    try inspector.back()
    #expect(inspector.texts == [])
  }

  @Test func destinationIsPresentedPushesWhileTrueAndBackWritesFalse() throws {
    let box = PathBox(false)
    let inspector = DesignInspector(
      NavigationStack {
        Text("Home").navigationDestination(isPresented: box.binding) { Text("Settings") }
      })
    #expect(inspector.texts == ["Home"])
    box.path = true
    #expect(inspector.texts == ["Settings"])
    try inspector.back()
    #expect(box.path == false)
  }

  @Test func destinationItemPushesWhileNonNilAndBackWritesNil() throws {
    let box = PathBox<Int?>(nil)
    let inspector = DesignInspector(
      NavigationStack {
        Text("Home").navigationDestination(item: box.binding) { Text("Stage \($0)") }
      })
    box.path = 4
    #expect(inspector.texts == ["Stage 4"])
    try inspector.back()
    #expect(box.path == nil)
  }

  @Test func dismissInAPushedScreenPopsIt() throws {
    struct Closing: View {
      @Environment(\.dismiss) private var dismiss
      var body: some View { Button("Done") { dismiss() } }
    }
    let inspector = DesignInspector(
      NavigationStack { NavigationLink("Open", destination: Closing()).navigationTitle("Root") })
    try inspector.find(navigationLink: "Open").tap()
    try inspector.find(button: "Done").tap()
    #expect(inspector.navigationPath == ["Root"])
  }
}
