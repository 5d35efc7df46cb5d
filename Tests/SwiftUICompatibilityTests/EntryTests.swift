import PureMVVM
import Synchronization
import Testing

/// How many tokens were made, to see when an entry's default is evaluated.
private let tokensMade = Mutex(0)

/// A value whose making is counted.
private struct Token: Equatable {
  let serial: Int

  init() {
    serial = tokensMade.withLock { made in
      made += 1
      return made
    }
  }
}

extension EnvironmentValues {
  @Entry var routeFilterTitle: String = "Todas las rutas"
  @Entry var selectedRouteName: String?
  @Entry fileprivate var token: Token = Token()
  @Entry var sidebarWidth = CGFloat.zero
}

/// Shows the entries it reads.
private struct EntryReader: View {
  @Environment(\.routeFilterTitle) private var title
  @Environment(\.selectedRouteName) private var selected

  var body: some View {
    VStack {
      Text(title)
      Text(selected ?? "none")
    }
  }
}

/// `@Entry` declares environment values the SwiftUI way.
@MainActor
@Suite struct EntryTests {
  @Test func anEntryReadsItsDefaultWhereNoViewSetsIt() {
    #expect(DesignInspector(EntryReader()).texts == ["Todas las rutas", "none"])
  }

  @Test func anEntrySetAboveIsWhatViewsBelowRead() {
    let design = EntryReader()
      .environment(\.routeFilterTitle, "Menos de 10 km")
      .environment(\.selectedRouteName, "Bosque del Roble")
    #expect(DesignInspector(design).texts == ["Menos de 10 km", "Bosque del Roble"])
  }

  @Test func anEntryWithoutATypeTakesItsDefaultsType() {
    var values = EnvironmentValues()
    let width: CGFloat = values.sidebarWidth
    #expect(width == 0)
    values.sidebarWidth = 240
    #expect(values.sidebarWidth == 240)
  }

  @Test func theDefaultIsEvaluatedOnEachRead() {
    let values = EnvironmentValues()
    let first = values.token
    let second = values.token
    #expect(second.serial == first.serial + 1)
  }

  @Test func anEntryIsWritableInPlace() {
    var values = EnvironmentValues()
    values.routeFilterTitle = "Circulares"
    #expect(values.routeFilterTitle == "Circulares")
  }
}
