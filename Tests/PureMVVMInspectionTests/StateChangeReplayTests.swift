import Observation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// Which bodies ran, in order: plain storage, so recording them changes nothing a host sees.
@MainActor
final class BodyLog {
  var entries: [String] = []
}

/// A row with a toggle of its own, logging each run of its body.
private struct SwitchRow: View {
  let name: String
  let log: BodyLog
  @State private var isOn = false

  var body: some View {
    log.entries.append(name)
    return Toggle(name, isOn: $isOn)
  }
}

/// Rows of ``SwitchRow`` in a list, logging each run of its own body.
private struct SwitchList: View {
  let log: BodyLog

  var body: some View {
    log.entries.append("list")
    return List {
      SwitchRow(name: "Uno", log: log)
      SwitchRow(name: "Dos", log: log)
      SwitchRow(name: "Tres", log: log)
    }
  }
}

/// A row of two views side by side, a toggle and a text saying what it is, logging each
/// run of its body.
private struct PairedRow: View {
  let log: BodyLog
  @State private var isOn = false

  var body: some View {
    let _ = log.entries.append("par")
    Toggle("Par", isOn: $isOn)
    Text(isOn ? "Par encendido" : "Par apagado")
  }
}

/// A ``PairedRow`` in a stack, logging each run of its own body.
private struct PairedStack: View {
  let log: BodyLog

  var body: some View {
    log.entries.append("pila")
    return VStack {
      PairedRow(log: log)
      Text("Fin")
    }
  }
}

/// A row whose text says what its toggle is.
private struct SayingRow: View {
  @State private var isOn = false

  var body: some View {
    VStack {
      Toggle("Aviso", isOn: $isOn)
      Text(isOn ? "Encendido" : "Apagado")
    }
  }
}

/// A row whose toggle's title says what tapping it does.
private struct RelabelledRow: View {
  let log: BodyLog
  @State private var isOn = false

  var body: some View {
    log.entries.append("row")
    return Toggle(isOn ? "Apagar" : "Encender", isOn: $isOn)
  }
}

/// A row that shows one more text while its toggle is on.
private struct GrowingRow: View {
  @State private var isOn = false

  var body: some View {
    VStack {
      Toggle("Más", isOn: $isOn)
      if isOn { Text("Detalle") }
    }
  }
}

/// A row that shows a text with an `onAppear` action while its toggle is on.
private struct AppearingRow: View {
  let log: BodyLog
  @State private var isOn = false

  var body: some View {
    VStack {
      Toggle("Aparece", isOn: $isOn)
      if isOn { Text("Nuevo").onAppear { log.entries.append("appeared") } }
    }
  }
}

/// A row whose toggle, on, adds an `onAppear` action and no element.
private struct SilentlyAppearingRow: View {
  let log: BodyLog
  @State private var isOn = false

  var body: some View {
    VStack {
      Toggle("Callado", isOn: $isOn)
      if isOn { EmptyView().onAppear { log.entries.append("appeared") } }
    }
  }
}

/// A row whose toggle, on, removes an `onDisappear` action and no element.
private struct SilentlyLeavingRow: View {
  let log: BodyLog
  @State private var isOn = false

  var body: some View {
    VStack {
      Toggle("Se va", isOn: $isOn)
      if !isOn { EmptyView().onDisappear { log.entries.append("disappeared") } }
    }
  }
}

/// A row whose toggle pushes a screen on the stack around it.
private struct PushingRow: View {
  @State private var isOn = false

  var body: some View {
    Toggle("Empujar", isOn: $isOn).navigationDestination(isPresented: $isOn) {
      Text("Empujada")
    }
  }
}

/// A row whose toggle, on, gives the search around it a suggestion.
private struct SuggestingRow: View {
  @State private var isOn = false

  var body: some View {
    Toggle("Sugerir", isOn: $isOn).searchSuggestions { if isOn { Text("Sugerencia") } }
  }
}

/// A row that reacts to its toggle with `onChange`, counting the calls.
private struct WatchedRow: View {
  let log: BodyLog
  @State private var isOn = false

  var body: some View {
    Toggle("Vigilado", isOn: $isOn).onChange(of: isOn) { log.entries.append("changed") }
  }
}

/// Rows under a label that takes its title from them: a button's.
private struct LabelledRows: View {
  let log: BodyLog

  var body: some View {
    VStack {
      Button(action: {}, label: { SayingRow() })
      SwitchRow(name: "Fuera", log: log)
    }
  }
}

/// A toggle inside a row, bound to the row's state: the row owns what the tap changes.
private struct OwnerRow: View {
  let log: BodyLog
  @State private var isOn = false

  var body: some View {
    log.entries.append("owner")
    return VStack {
      Text(isOn ? "Sí" : "No")
      BoundSwitch(isOn: $isOn, log: log)
    }
  }
}

/// A toggle bound to state its parent owns.
private struct BoundSwitch: View {
  @Binding var isOn: Bool
  let log: BodyLog

  var body: some View {
    log.entries.append("switch")
    return Toggle("Propio", isOn: $isOn)
  }
}

/// A count a design shows: observed, announced or neither, by the view that shows it.
@MainActor
private final class Tapped {
  var count = 0
}

/// An `@Observable` count.
@MainActor
@Observable
private final class ObservedTaps {
  var count = 0
}

/// An `ObservableObject` count.
@MainActor
private final class AnnouncedTaps: ObservableObject {
  @Published var count = 0
}

/// A text showing a plain count beside a row whose toggle's gesture raises it.
private struct GesturedRows: View {
  let tapped: Tapped

  var body: some View {
    VStack {
      Text("Toques \(tapped.count)")
      GesturedRow(tapped: tapped)
    }
  }
}

/// A toggle of its own with a gesture that raises a plain count.
private struct GesturedRow: View {
  let tapped: Tapped
  @State private var isOn = false

  var body: some View {
    Toggle("Gesto", isOn: $isOn)
      .simultaneousGesture(TapGesture().onEnded { tapped.count += 1 })
  }
}

/// A toggle whose title, on, is what VoiceOver says for it: one label instead of two.
private struct SpokenRow: View {
  @State private var isOn = false

  var body: some View {
    Toggle(isOn ? "Aviso activo" : "Aviso", isOn: $isOn).accessibilityLabel("Aviso activo")
  }
}

/// A text showing the color scheme beside a row with a toggle of its own.
private struct SchemeRows: View {
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    VStack {
      Text(colorScheme == .dark ? "Oscuro" : "Claro")
      SwitchRow(name: "Esquema", log: BodyLog())
    }
  }
}

/// A text showing an `@Observable` count beside a row with a toggle of its own.
private struct ObservedRows: View {
  let taps: ObservedTaps

  var body: some View {
    VStack {
      Text("Observados \(taps.count)")
      SwitchRow(name: "Observado", log: BodyLog())
    }
  }
}

/// A text showing an `ObservableObject`'s count beside a row with a toggle of its own.
private struct AnnouncedRows: View {
  @ObservedObject var taps: AnnouncedTaps

  var body: some View {
    VStack {
      Text("Anunciados \(taps.count)")
      SwitchRow(name: "Anunciado", log: BodyLog())
    }
  }
}

/// Whether a view is marked for its container.
private struct MarkedKey: ContainerValueKey {
  static let defaultValue = false
}

extension ContainerValues {
  /// Whether the view is marked.
  fileprivate var isMarked: Bool {
    get { self[MarkedKey.self] }
    set { self[MarkedKey.self] = newValue }
  }
}

/// A toggle that marks itself for its container while on.
private struct MarkingToggle: View {
  @State private var isOn = false

  var body: some View {
    Toggle("Marca", isOn: $isOn).containerValue(\.isMarked, isOn)
  }
}

/// A container that says whether any of its subviews is marked.
private struct MarkCounter<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    VStack {
      Group(subviews: content) { subviews in
        ForEach(subviews) { $0 }
        Text(subviews.contains { $0.containerValues.isMarked } ? "Marcada" : "Sin marca")
      }
    }
  }
}

/// A row of a list with a deletable row whose label is a text that a toggle changes.
private struct Alarm: View {
  @State private var isOn = false

  var body: some View {
    VStack {
      Text(isOn ? "Alarma puesta" : "Alarma quitada")
      Toggle("Alarma", isOn: $isOn)
    }
  }
}

/// The search text, kept where no view observes it.
@MainActor
private final class Query {
  var text = ""
}

/// A search whose suggestion is a toggle of its own that completes the search.
private struct CompletingSearch: View {
  let query: Query

  var body: some View {
    NavigationStack {
      List { Text("Resultados") }
        .searchable(text: Binding(get: { query.text }, set: { query.text = $0 }))
        .searchSuggestions { CompletingToggle() }
    }
  }
}

/// A toggle of its own that completes the search around it.
private struct CompletingToggle: View {
  @State private var isOn = false

  var body: some View {
    Toggle("Gatos", isOn: $isOn).searchCompletion("gatos")
  }
}

/// A toggle titled by the color scheme it is shown in.
private struct SchemeSwitch: View {
  @State private var isOn = false
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    Toggle(colorScheme == .dark ? "Oscuro" : "Claro", isOn: $isOn)
  }
}

/// The same view shown in both color schemes, as a preview helper does.
private struct BothSchemes<Content: View>: View {
  let content: Content

  var body: some View {
    VStack {
      content.environment(\.colorScheme, .light)
      content.environment(\.colorScheme, .dark)
    }
  }
}

/// Flips state from outside a design, as a timer or a task would, between two queries.
@MainActor
private final class Remote {
  var flips: [String: () -> Void] = [:]
}

/// A text saying whether it is on, whose state a ``Remote`` flips.
private struct RemoteCell: View {
  let name: String
  let remote: Remote
  @State private var isOn = false

  var body: some View {
    let isOn = $isOn
    remote.flips[name] = { isOn.wrappedValue.toggle() }
    return Text("\(name) \(isOn.wrappedValue ? "sí" : "no")")
  }
}

/// A view whose state starts from a seed, logging it each time its body runs.
private struct Seeded: View {
  let log: BodyLog
  @State private var seed: Int

  init(seed: Int, log: BodyLog) {
    self.log = log
    _seed = State(initialValue: seed)
  }

  var body: some View {
    log.entries.append("semilla \(seed)")
    return EmptyView()
  }
}

/// Two toggles: one shows a ``Seeded`` view (or, if `swaps`, another in its place), the
/// other picks the seed it starts from.
private struct SeedingRow: View {
  let log: BodyLog
  let swaps: Bool
  @State private var shows = true
  @State private var second = false

  var body: some View {
    VStack {
      Toggle("Mostrar", isOn: $shows)
      Toggle("Segunda", isOn: $second)
      if shows {
        Seeded(seed: second ? 2 : 1, log: log)
      } else if swaps {
        Seeded(seed: 9, log: log)
      }
    }
  }
}

/// A deletable row holding an ``Alarm`` and a text presenting a sheet over the screen.
private struct AlarmUnderSheet: View {
  let log: BodyLog

  var body: some View {
    log.entries.append("lista")
    return List {
      ForEach(["lámpara"], id: \.self) { _ in
        VStack {
          Alarm()
          Text("Mesa").sheet(isPresented: .constant(true)) { Text("Hoja") }
        }
      }
      .onDelete { _ in }
    }
  }
}

@MainActor
@Suite struct StateChangeReplayTests {
  @Test func aRowUnderASheetChangedByAReplayIsCoveredUnderItsNewLabel() throws {
    let log = BodyLog()
    let inspector = DesignInspector(AlarmUnderSheet(log: log))
    let before = #expect(throws: InspectionError.self) {
      try inspector.find(row: "Alarma quitada")
    }
    #expect(before?.reason == .covered(by: "the sheet"))
    var flips: [() -> Void] = []
    Element.visit(inspector.elements) { element in
      if element.control?.title == "Alarma", let action = element.action {
        flips.append(action)
      }
    }
    // A covered switch cannot be tapped: its binding is flipped as a tap would.
    try #require(flips.count == 1)
    flips[0]()
    let after = #expect(throws: InspectionError.self) { try inspector.find(row: "Alarma puesta") }
    #expect(after?.reason == .covered(by: "the sheet"))
    let gone = #expect(throws: InspectionError.self) { try inspector.find(row: "Alarma quitada") }
    #expect(gone?.reason == .notFound)
    #expect(log.entries == ["lista"])
  }

  @Test func tappingOneRowsToggleRunsOnlyThatRowsBody() throws {
    let log = BodyLog()
    let inspector = DesignInspector(SwitchList(log: log))
    _ = inspector.elements
    #expect(log.entries == ["list", "Uno", "Dos", "Tres"])
    try inspector.find(toggle: "Dos").tap()
    #expect(try inspector.find(toggle: "Dos").isOn == true)
    #expect(try inspector.find(toggle: "Uno").isOn == false)
    #expect(log.entries == ["list", "Uno", "Dos", "Tres", "Dos"])
  }

  @Test func aRowOfTwoViewsIsReplayedAloneAndShowsBothChanged() throws {
    let log = BodyLog()
    let inspector = DesignInspector(PairedStack(log: log))
    _ = try inspector.find(text: "Par apagado")
    try inspector.find(toggle: "Par").tap()
    #expect(try inspector.find(toggle: "Par").isOn == true)
    _ = try inspector.find(text: "Par encendido")
    #expect(log.entries == ["pila", "par", "par"])
  }

  @Test func aTreeReadBeforeATapStillShowsWhatItShowed() throws {
    let inspector = DesignInspector(SwitchList(log: BodyLog()))
    let before = inspector.elements
    try inspector.find(toggle: "Dos").tap()
    #expect(try inspector.find(toggle: "Dos").isOn == true)
    var values: [Bool?] = []
    Element.visit(before) { if let control = $0.control { values.append(control.isOn) } }
    #expect(values == [false, false, false])
  }

  @Test func aChangedCopyOfTheListSharingItsRowsKeepsThemThroughTaps() throws {
    let inspector = DesignInspector(SwitchList(log: BodyLog()))
    var copy = try #require(inspector.elements.first)
    // Storage of its own, rows still shared with the inspector's list.
    copy.attributes.isItalic = true
    for _ in 0..<3 { try inspector.find(toggle: "Dos").tap() }
    #expect(try inspector.find(toggle: "Dos").isOn == true)
    #expect(copy.children.map { $0.control?.isOn } == [false, false, false])
  }

  @Test func aTapChangesTheListAroundTheRowInPlace() throws {
    let inspector = DesignInspector(SwitchList(log: BodyLog()))
    let list = try #require(inspector.elements.first?.storageIdentity)
    try inspector.find(toggle: "Dos").tap()
    #expect(try inspector.find(toggle: "Dos").isOn == true)
    #expect(inspector.elements.first?.storageIdentity == list)
  }

  @Test(arguments: [false, true])
  func aTreeChangedInPlaceByOneReplayBeforeAnotherFailsIsResolvedWhole(growsFirst: Bool) throws {
    let log = BodyLog()
    let inspector = DesignInspector(
      List {
        SwitchRow(name: "Uno", log: log)
        GrowingRow()
        SwitchRow(name: "Dos", log: log)
      })
    let names = ["Uno", "Más", "Dos"]
    var flips: [String: () -> Void] = [:]
    Element.visit(inspector.elements) { element in
      if let title = element.control?.title { flips[title] = element.action }
    }
    // Flipped with no query between them: one replay for all three.
    for name in growsFirst ? names.reversed() : names {
      let flip = try #require(flips[name])
      flip()
    }
    #expect(try names.map { try inspector.find(toggle: $0).isOn } == [true, true, true])
    #expect(inspector.texts == ["Detalle"])
  }

  @Test func aReplayedRowKeepsChangingOnLaterTaps() throws {
    let log = BodyLog()
    let inspector = DesignInspector(SwitchList(log: log))
    for _ in 0..<3 { try inspector.find(toggle: "Tres").tap() }
    #expect(try inspector.find(toggle: "Tres").isOn == true)
    #expect(log.entries == ["list", "Uno", "Dos", "Tres", "Tres", "Tres", "Tres"])
  }

  @Test func aReplayedRowShowsTheTextItsStateChanged() throws {
    let inspector = DesignInspector(List { SayingRow() })
    try inspector.find(toggle: "Aviso").tap()
    #expect(inspector.texts.contains("Encendido"))
    #expect(!inspector.texts.contains("Apagado"))
  }

  @Test func queriesAfterAReplayFindTheNewTitlesAndTexts() throws {
    let log = BodyLog()
    let inspector = DesignInspector(
      List {
        RelabelledRow(log: log)
        SayingRow()
      })
    _ = try inspector.find(toggle: "Encender")
    _ = try inspector.find(text: "Apagado")
    try inspector.find(toggle: "Encender").tap()
    #expect(try inspector.find(toggle: "Apagar").isOn == true)
    #expect(throws: InspectionError.self) { try inspector.find(toggle: "Encender") }
    try inspector.find(toggle: "Aviso").tap()
    _ = try inspector.find(text: "Encendido")
    #expect(throws: InspectionError.self) { try inspector.find(text: "Apagado") }
    #expect(log.entries == ["row", "row"])
  }

  @Test func aReplayedToggleWhoseTitleBecomesItsSpokenLabelIsFoundOnce() throws {
    let inspector = DesignInspector(List { SpokenRow() })
    try inspector.find(toggle: "Aviso").tap()
    #expect(try inspector.find(toggle: "Aviso activo").isOn == true)
    #expect(throws: InspectionError.self) { try inspector.find(toggle: "Aviso") }
  }

  @Test func aRowThatGrowsResolvesTheWholeView() throws {
    let inspector = DesignInspector(List { GrowingRow() })
    try inspector.find(toggle: "Más").tap()
    #expect(inspector.texts.contains("Detalle"))
    try inspector.find(toggle: "Más").tap()
    #expect(!inspector.texts.contains("Detalle"))
  }

  @Test func aReplayThatMeetsAnOnAppearFallsBackAndRunsItOnce() throws {
    let log = BodyLog()
    let inspector = DesignInspector(List { AppearingRow(log: log) })
    try inspector.find(toggle: "Aparece").tap()
    #expect(inspector.texts.contains("Nuevo"))
    _ = inspector.elements
    #expect(log.entries == ["appeared"])
  }

  /// What the design made with a log wrote to it after taps on its toggles `labels`, in
  /// turn, and one more query.
  private func entries(
    afterTapping labels: String..., in design: (BodyLog) -> some View
  ) throws -> [String] {
    let log = BodyLog()
    let inspector = DesignInspector(design(log))
    for label in labels { try inspector.find(toggle: label).tap() }
    _ = inspector.elements
    return log.entries
  }

  @Test func aReplayThatWouldAddOnlyAnOnAppearFallsBackAndRunsIt() throws {
    let logged = try entries(afterTapping: "Callado") { log in
      List { SilentlyAppearingRow(log: log) }
    }
    #expect(logged == ["appeared"])
  }

  @Test func aRowWhoseLastResolutionHadAnOnDisappearIsNotReplayed() throws {
    let logged = try entries(afterTapping: "Se va") { log in List { SilentlyLeavingRow(log: log) } }
    #expect(logged == ["disappeared"])
  }

  @Test func aRowThatPushesAScreenResolvesTheStackAroundIt() throws {
    let inspector = DesignInspector(NavigationStack { List { PushingRow() } })
    try inspector.find(toggle: "Empujar").tap()
    #expect(inspector.texts.contains("Empujada"))
  }

  @Test func aRowThatSuggestsToTheSearchAroundItResolvesTheSearch() throws {
    let design = NavigationStack { List { SuggestingRow() }.searchable(text: .constant("")) }
    let inspector = DesignInspector(design)
    try inspector.find(textField: "Search").focus()
    try inspector.find(toggle: "Sugerir").tap()
    #expect(inspector.texts.contains("Sugerencia"))
  }

  @Test func aContainerThatReadsItsSubviewsValuesSeesTheChange() throws {
    let inspector = DesignInspector(MarkCounter { MarkingToggle() })
    try inspector.find(toggle: "Marca").tap()
    #expect(inspector.texts.contains("Marcada"))
  }

  @Test func aRowLabelledByAReplayedTextIsFoundByItsNewLabel() throws {
    let inspector = DesignInspector(
      List {
        ForEach(["Alarma"], id: \.self) { _ in HStack { Alarm() } }.onDelete { _ in }
      })
    _ = try inspector.find(row: "Alarma quitada")
    try inspector.find(toggle: "Alarma").tap()
    _ = try inspector.find(row: "Alarma puesta")
    #expect(throws: InspectionError.self) { try inspector.find(row: "Alarma quitada") }
  }

  @Test func aToggleWhoseTapCompletesASearchResolvesTheWholeView() throws {
    let inspector = DesignInspector(CompletingSearch(query: Query()))
    try inspector.find(textField: "Search").focus()
    try inspector.find(toggle: "Gatos").tap()
    #expect(try inspector.find(textField: "Search").text == "gatos")
  }

  @Test func aViewShownTwiceReplaysWithItsOwnStateAndEnvironment() throws {
    let inspector = DesignInspector(BothSchemes(content: SchemeSwitch()))
    try inspector.find(toggle: "Claro").tap()
    #expect(try inspector.find(toggle: "Claro").isOn == true)
    #expect(try inspector.find(toggle: "Oscuro").isOn == false)
  }

  @Test func twoViewsChangedBeforeOneQueryLeaveTheirContainerCurrent() throws {
    let remote = Remote()
    let inspector = DesignInspector(
      HStack {
        RemoteCell(name: "A", remote: remote)
        RemoteCell(name: "B", remote: remote)
      }
      .accessibilityIdentifier("tarjeta"))
    _ = try inspector.find(identifier: "tarjeta")
    remote.flips["A"]?()
    remote.flips["B"]?()
    var texts: [String] = []
    Element.visit([try inspector.find(identifier: "tarjeta").element]) { element in
      if let text = element.string { texts.append(text) }
    }
    #expect(texts == ["A sí", "B sí"])
  }

  @Test(arguments: [false, true])
  func aViewWithStateThatLeavesWithoutElementsStartsAfreshWhenItComesBack(swaps: Bool) throws {
    let logged = try entries(afterTapping: "Mostrar", "Segunda", "Mostrar") { log in
      List { SeedingRow(log: log, swaps: swaps) }
    }
    #expect(logged.last == "semilla 2")
  }

  @Test func aRowWithLifecycleActionsResolvesTheWholeViewAndRunsThem() throws {
    let log = BodyLog()
    let inspector = DesignInspector(List { WatchedRow(log: log) })
    try inspector.find(toggle: "Vigilado").tap()
    #expect(try inspector.find(toggle: "Vigilado").isOn == true)
    #expect(log.entries == ["changed"])
  }

  @Test func aRowUnderAControlsLabelResolvesTheWholeView() throws {
    let log = BodyLog()
    let inspector = DesignInspector(LabelledRows(log: log))
    try inspector.find(toggle: "Aviso").tap()
    #expect((try? inspector.find(button: "Aviso Encendido")) != nil)
    #expect(log.entries == ["Fuera", "Fuera"])
  }

  @Test func aToggleBoundToItsParentsStateReplaysTheParent() throws {
    let log = BodyLog()
    let inspector = DesignInspector(List { OwnerRow(log: log) })
    try inspector.find(toggle: "Propio").tap()
    #expect(inspector.texts.contains("Sí"))
    #expect(log.entries == ["owner", "switch", "owner", "switch"])
  }

  @Test func aTapThatAlsoRunsAGestureResolvesTheWholeView() throws {
    let tapped = Tapped()
    let inspector = DesignInspector(GesturedRows(tapped: tapped))
    try inspector.find(toggle: "Gesto").tap()
    #expect(inspector.texts.contains("Toques 1"))
  }

  @Test func anEnvironmentChangeAfterATapResolvesTheWholeView() throws {
    let inspector = DesignInspector(SchemeRows())
    try inspector.find(toggle: "Esquema").tap()
    inspector.environment.colorScheme = .dark
    #expect(inspector.texts.contains("Oscuro"))
    #expect(try inspector.find(toggle: "Esquema").isOn == true)
  }

  @Test func anObservedPropertyChangeAfterATapResolvesTheWholeView() throws {
    let taps = ObservedTaps()
    let inspector = DesignInspector(ObservedRows(taps: taps))
    try inspector.find(toggle: "Observado").tap()
    taps.count = 3
    #expect(inspector.texts.contains("Observados 3"))
  }

  @Test func anObjectsAnnouncedChangeAfterATapResolvesTheWholeView() throws {
    let taps = AnnouncedTaps()
    let inspector = DesignInspector(AnnouncedRows(taps: taps))
    try inspector.find(toggle: "Anunciado").tap()
    taps.count = 4
    #expect(inspector.texts.contains("Anunciados 4"))
  }

  @Test func anAnimationAboveTheRowsResolvesTheWholeView() throws {
    let log = BodyLog()
    let inspector = DesignInspector(SwitchList(log: log).animation(.default))
    try inspector.find(toggle: "Uno").tap()
    #expect(try inspector.find(toggle: "Uno").isOn == true)
    #expect(log.entries.filter { $0 == "list" }.count == 2)
  }

  @Test func aToggleBoundThroughClosuresResolvesTheWholeView() throws {
    let log = BodyLog()
    var stored = false
    let binding = Binding(get: { stored }, set: { stored = $0 })
    let inspector = DesignInspector(
      VStack {
        Toggle("Cerrado", isOn: binding)
        SwitchRow(name: "Abierto", log: log)
      })
    try inspector.find(toggle: "Cerrado").tap()
    #expect(try inspector.find(toggle: "Cerrado").isOn == true)
    #expect(log.entries == ["Abierto", "Abierto"])
  }
}
