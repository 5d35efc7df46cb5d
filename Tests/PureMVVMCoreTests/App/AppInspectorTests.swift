import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

private struct SelectedRouteKey: FocusedValueKey {
  typealias Value = String
}

extension FocusedValues {
  fileprivate var selectedRoute: String? {
    get { self[SelectedRouteKey.self] }
    set { self[SelectedRouteKey.self] = newValue }
  }
}

/// An app's scenes, windows and menus, read by `AppInspector`.
@MainActor
@Suite struct AppInspectorTests {
  /// A hiking app with every kind of scene.
  struct HikingApp: App {
    var body: some Scene {
      WindowGroup("Rutas") {
        RouteWindow()
      }
      .defaultSize(width: 800, height: 600)
      .windowResizability(.contentMinSize)
      Window("Mapa", id: "map") { Text("Mapa") }
        .windowStyle(.hiddenTitleBar)
      WindowGroup("Ruta", id: "route", for: String.self) { $name in
        Text("Ruta: \(name ?? "ninguna")")
        Button("Siguiente") { name = "Teide" }
      }
      Settings { Toggle("Kilómetros", isOn: .constant(true)) }
      MenuBarExtra("Rutas", systemImage: "figure.hiking") { Button("Abrir") {} }
      MenuBarExtra("Oculta", isInserted: .constant(false)) { Text("-") }
    }
  }

  /// The main window: opens the others and publishes the route it shows.
  struct RouteWindow: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    @Environment(\.openSettings) private var openSettings
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows

    var body: some View {
      VStack {
        Text(supportsMultipleWindows ? "Varias ventanas" : "Una ventana")
        Button("Mapa") { openWindow(id: "map") }
        Button("Aneto") { openWindow(value: "Aneto") }
        Button("Cerrar") { dismissWindow() }
        Button("Ajustes") { openSettings() }
      }
      .focusedSceneValue(\.selectedRoute, "Aneto")
    }
  }

  @Test func backgroundTasksAreRecordedOnTheirScene() {
    let scene = WindowGroup { Text("Tiempo") }
      .backgroundTask(.appRefresh("tiempo")) {}
      .backgroundTask(.urlSession) { _ in }
      .backgroundTask(.urlSession(matching: { $0.hasPrefix("rutas.") })) { _ in }
    #expect(
      AppInspector(scenes: scene).scenes.first?.acceptedModifiers == [
        "backgroundTask(appRefresh(tiempo))", "backgroundTask(urlSession)",
        "backgroundTask(urlSession(matching:))",
      ])
  }

  @Test func theScenesAreListedInOrderWithTheirKindsTitlesAndIdentifiers() {
    let scenes = AppInspector(HikingApp()).scenes
    #expect(
      scenes.map(\.kind) == [.windowGroup, .window, .windowGroup, .settings, .menuBarExtra])
    #expect(scenes.map(\.title) == ["Rutas", "Mapa", "Ruta", nil, "Rutas"])
    #expect(scenes.map(\.id) == [nil, "map", "route", nil, nil])
  }

  @Test func eachSceneKeepsItsSizeModifiersAndPresentedType() {
    let scenes = AppInspector(HikingApp()).scenes
    #expect(scenes[0].defaultSize == CGSize(width: 800, height: 600))
    #expect(scenes[0].acceptedModifiers == ["windowResizability(contentMinSize)"])
    #expect(scenes[1].acceptedModifiers == ["windowStyle(HiddenTitleBarWindowStyle)"])
    #expect(scenes[2].presentedType == String.self)
  }

  @Test func aWindowHostsItsContentAndTheWindowsItOpensAreRecorded() throws {
    let app = AppInspector(HikingApp())
    let window = try app.window()
    #expect(window.texts.first == "Varias ventanas")
    try window.find(button: "Mapa").tap()
    try window.find(button: "Aneto").tap()
    try window.find(button: "Cerrar").tap()
    try window.find(button: "Ajustes").tap()
    try window.find(button: "Ajustes").tap()
    #expect(
      app.openedWindows == [
        .init(id: "map", value: nil), .init(id: nil, value: AnyHashable("Aneto")),
      ])
    #expect(app.dismissedWindows == [.init(id: nil, value: nil)])
    #expect(app.settingsOpenCount == 2)
  }

  @Test func aWindowHostsTheValueItWasOpenedWithAndEachWindowItsOwnContent() throws {
    let app = AppInspector(HikingApp())
    try app.window().find(button: "Aneto").tap()
    let recorded = try #require(app.openedWindows.last?.value)
    #expect(try app.window(presenting: recorded).texts.first == "Ruta: Aneto")
    #expect(try app.window(id: "map").texts == ["Mapa"])
    #expect(DesignInspector(RouteWindow()).texts.first == "Una ventana")
  }

  @Test func aWindowGroupForValuesPresentsTheValueAndItsBindingChangesIt() throws {
    let app = AppInspector(HikingApp())
    let window = try app.window(presenting: "Aneto")
    #expect(window.texts.first == "Ruta: Aneto")
    try window.find(button: "Siguiente").tap()
    #expect(window.texts.first == "Ruta: Teide")
    #expect(try app.window(id: "route").texts.first == "Ruta: ninguna")
    #expect(throws: InspectionError.self) { try app.window(presenting: 42) }
  }

  @Test func aValueWindowWithADefaultShowsTheDefaultWhenGivenNone() throws {
    let calls = CallCounter()
    let scenes = WindowGroup(for: Int.self) { $count in
      Text("Vueltas: \(count)")
      Button("Otra") { count += 1 }
    } defaultValue: {
      calls.count += 1
      return 3
    }
    let app = AppInspector(scenes: scenes)
    let window = try app.window()
    #expect(window.texts.first == "Vueltas: 3")
    try window.find(button: "Otra").tap()
    #expect(window.texts.first == "Vueltas: 4")
    #expect(try app.window(presenting: 10).texts.first == "Vueltas: 10")
    #expect(calls.count == 1)
  }

  @Test func everyMenuBarExtraFormDescribesItsTitleUnlessNotInserted() {
    let extras = AppInspector(
      scenes: MenuBarExtra("Rutas", image: "Logo", isInserted: .constant(true)) { Text("-") }
    )
    #expect(extras.scenes.map(\.title) == ["Rutas"])
    let title = String("Cumbres")
    let hidden = AppInspector(
      scenes: MenuBarExtra(title, systemImage: "mountain.2", isInserted: .constant(false)) {
        Text("-")
      })
    #expect(hidden.scenes.isEmpty)
    let shown = AppInspector(scenes: MenuBarExtra(title, isInserted: .constant(true)) { Text("-") })
    #expect(shown.scenes.map(\.title) == ["Cumbres"])
  }

  @Test func anUnknownWindowOrSettingsIsAnErrorNamingTheScenes() {
    let app = AppInspector(HikingApp())
    #expect(throws: InspectionError.self) { try app.window(id: "nope") }
    let error = #expect(throws: InspectionError.self) { try app.window(id: "mapa") }
    #expect(error?.candidates == ["map", "route"])
    #expect(throws: InspectionError.self) {
      try AppInspector(scenes: WindowGroup { Text("-") }).settings()
    }
    #expect(throws: Never.self) { try app.settings() }
  }

  @Test func theSettingsAndSceneEnvironmentReachTheirContent() throws {
    let colored = WindowGroup { SchemeLabel() }.environment(\.colorScheme, .dark)
    #expect(try AppInspector(scenes: colored).window().texts == ["dark"])
    let settings = try AppInspector(HikingApp()).settings()
    #expect(settings.elements.first?.control?.isOn == true)
  }

  struct SchemeLabel: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
  }
}

/// A `DocumentGroup`'s windows edit a new document or the one given.
@MainActor
@Suite struct DocumentGroupTests {
  struct TrailNote: FileDocument {
    static let readableContentTypes: [UTType] = [.plainText]
    var text = ""

    init(text: String = "") {
      self.text = text
    }

    init(configuration: ReadConfiguration) throws {
      text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
      FileWrapper(regularFileWithContents: Data(text.utf8))
    }
  }

  /// A window showing its document, with a field while it may change it.
  struct NoteEditor: View {
    let configuration: FileDocumentConfiguration<TrailNote>

    var body: some View {
      VStack {
        Text("Nota: \(configuration.document.text)")
        if configuration.isEditable {
          TextField("Texto", text: configuration.$document.text)
        }
      }
    }
  }

  @Test func aNewDocumentStartsEmptyAndItsWindowEditsIt() throws {
    let app = AppInspector(
      scenes: DocumentGroup(newDocument: TrailNote()) { NoteEditor(configuration: $0) })
    #expect(app.scenes.map(\.kind) == [.documentGroup])
    let window = try app.window()
    #expect(window.texts.first == "Nota: ")
    try window.find(textField: "Texto").setInput("Cumbre")
    #expect(window.texts.first == "Nota: Cumbre")
    let given = try app.window(presenting: TrailNote(text: "Aneto"))
    #expect(given.texts.first == "Nota: Aneto")
  }

  @Test func aViewerShowsTheGivenDocumentWithoutChangingIt() throws {
    let app = AppInspector(
      scenes: DocumentGroup(viewing: TrailNote.self) { NoteEditor(configuration: $0) })
    #expect(try app.window().elements.isEmpty)
    let window = try app.window(presenting: TrailNote(text: "Teide"))
    #expect(window.texts == ["Nota: Teide"])
    #expect(throws: InspectionError.self) { try window.find(textField: "Texto") }
  }

  /// A window that asks for a copy of its note, and for a note on disk.
  struct CopyingEditor: View {
    let configuration: FileDocumentConfiguration<TrailNote>
    @Environment(\.newDocument) private var newDocument
    @Environment(\.openDocument) private var openDocument

    var body: some View {
      Text("Nota: \(configuration.document.text)")
        .task { try? await openDocument(at: URL(filePath: "/notas/teide.txt")) }
      Button("Duplicar") {
        let copy = TrailNote(text: configuration.document.text + " (copia)")
        newDocument(copy)
      }
    }
  }

  @Test func newAndOpenedDocumentsAreRecordedAndANewOneIsHosted() async throws {
    let app = AppInspector(
      scenes: DocumentGroup(newDocument: TrailNote(text: "Aneto")) {
        CopyingEditor(configuration: $0)
      })
    let window = try app.window()
    await window.settle()
    #expect(app.openedDocumentURLs == [URL(filePath: "/notas/teide.txt")])
    try window.find(button: "Duplicar").tap()
    let copy = try #require(app.newDocuments.first)
    #expect(try app.window(presenting: copy).texts == ["Nota: Aneto (copia)"])
  }

  /// Asks for a new note outside any app.
  struct NewNoteButton: View {
    @Environment(\.newDocument) private var newDocument

    var body: some View {
      Button("Nueva") { newDocument(TrailNote()) }
    }
  }

  @Test func documentActionsOutsideAnAppDoNothing() throws {
    let inspector = DesignInspector(NewNoteButton())
    try inspector.find(button: "Nueva").tap()
    #expect(inspector.elements.count == 1)
  }

  @Test func aMenuBarExtraKeepsItsLabelAndTitle() throws {
    let extra = MenuBarExtra {
      Button("Salir") {}
    } label: {
      Image(systemName: "mountain.2")
    }
    let scene = try #require(AppInspector(scenes: extra).scenes.first)
    #expect(scene.kind == .menuBarExtra && scene.title == nil)
    let label = try #require(scene.label)
    #expect(DesignInspector(label).elements.first?.kind.imageName == "mountain.2")
  }
}

/// Counts calls.
@MainActor final class CallCounter {
  var count = 0
}
