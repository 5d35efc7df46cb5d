import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

private struct RouteNameKey: FocusedValueKey {
  typealias Value = String
}

private struct DistanceKey: FocusedValueKey {
  typealias Value = Binding<Double>
}

extension FocusedValues {
  fileprivate var routeName: String? {
    get { self[RouteNameKey.self] }
    set { self[RouteNameKey.self] = newValue }
  }

  fileprivate var distance: Binding<Double>? {
    get { self[DistanceKey.self] }
    set { self[DistanceKey.self] = newValue }
  }
}

/// `@FocusedValue` reads what the focused part of the design publishes.
@MainActor
@Suite struct FocusedValueTests {
  /// A status line above a field that publishes its route while focused.
  struct Editor: View {
    @FocusState private var isEditing: Bool
    @FocusedValue(\.routeName) private var name
    @FocusedValue(\.distance) private var distance
    @FocusedBinding(\.distance) private var kilometres
    @State private var length = 12.5

    var body: some View {
      VStack {
        Text("Editando: \(name ?? "nada")")
        Text("Distancia: \(kilometres.map { "\($0)" } ?? "—")")
        TextField("Nombre", text: .constant("Anaga"))
          .focused($isEditing)
          .focusedValue(\.routeName, "Anaga")
        Button("Listo") { isEditing = false }
        Button("Alargar") { kilometres = (kilometres ?? 0) + 1 }
        Button("Fijar") { $kilometres.wrappedValue = 20 }
        Button("Vaciar") { $kilometres.wrappedValue = nil }
      }
      .focusedSceneValue(\.distance, $length)
    }
  }

  @Test func aValueIsPublishedOnlyWhileItsViewHasTheFocus() throws {
    let inspector = DesignInspector(Editor())
    #expect(inspector.texts.first == "Editando: nada")
    try inspector.find(textField: "Nombre").focus()
    #expect(inspector.texts.first == "Editando: Anaga")
    try inspector.find(button: "Listo").tap()
    #expect(inspector.texts.first == "Editando: nada")
  }

  @Test func aSceneValueIsAlwaysPublishedAndABindingWritesThrough() throws {
    let inspector = DesignInspector(Editor())
    #expect(inspector.texts.dropFirst().first == "Distancia: 12.5")
    try inspector.find(button: "Alargar").tap()
    #expect(inspector.texts.dropFirst().first == "Distancia: 13.5")
  }

  @Test func theProjectedBindingWritesThroughAndIgnoresNil() throws {
    let inspector = DesignInspector(Editor())
    try inspector.find(button: "Fijar").tap()
    #expect(inspector.texts.dropFirst().first == "Distancia: 20.0")
    try inspector.find(button: "Vaciar").tap()
    #expect(inspector.texts.dropFirst().first == "Distancia: 20.0")
  }

  /// Two fields inside a section that publishes a name of its own.
  struct TwoFields: View {
    @FocusedValue(\.routeName) private var name

    var body: some View {
      VStack {
        Text("Ruta: \(name ?? "—")")
        VStack {
          TextField("Corta", text: .constant("")).focusedValue(\.routeName, "Corta")
          TextField("Larga", text: .constant(""))
        }
        .focusedValue(\.routeName, "Sección")
      }
      .focusedSceneValue(\.routeName, "Escena")
    }
  }

  /// Two fields that publish nothing but their own distance binding.
  struct TwoDistances: View {
    @FocusedBinding(\.distance) private var kilometres
    @State private var short = 4.0
    @State private var long = 21.0

    var body: some View {
      VStack {
        Text("Distancia: \(kilometres.map { "\($0)" } ?? "—")")
        TextField("Corta", text: .constant("")).focusedValue(\.distance, $short)
        TextField("Larga", text: .constant("")).focusedValue(\.distance, $long)
      }
    }
  }

  @Test func focusMovingToAnotherFieldPublishesThatFieldsBinding() throws {
    let inspector = DesignInspector(TwoDistances())
    try inspector.find(textField: "Corta").focus()
    #expect(inspector.texts.first == "Distancia: 4.0")
    try inspector.find(textField: "Larga").focus()
    #expect(inspector.texts.first == "Distancia: 21.0")
  }

  @Test func theValueNearestTheFocusWinsAndAFocusedValueBeatsASceneValue() throws {
    let inspector = DesignInspector(TwoFields())
    #expect(inspector.texts.first == "Ruta: Escena")
    try inspector.find(textField: "Corta").focus()
    #expect(inspector.texts.first == "Ruta: Corta")
    try inspector.find(textField: "Larga").focus()
    #expect(inspector.texts.first == "Ruta: Sección")
  }

  /// A scene value that differs each time it is published, read or not.
  struct Restless: View {
    let reads: Bool
    var body: some View {
      VStack {
        if reads { NameReader() }
        Text("Hola")
      }
      .focusedSceneValue(\.routeName, UUID().uuidString)
    }
  }

  /// Shows the published name.
  struct NameReader: View {
    @FocusedValue(\.routeName) private var name
    var body: some View { Text(name ?? "—") }
  }

  @Test func aValueNothingReadsNeverAsksForAnotherPass() throws {
    let unread = DesignInspector(Restless(reads: false))
    #expect(unread.texts == ["Hola"])
    #expect(unread.diagnostics.isEmpty)
    let read = DesignInspector(Restless(reads: true))
    #expect(read.texts.count == 2)
    #expect(
      read.diagnostics.first?.hasSuffix("a focused value changes each time it is published") == true
    )
  }

  @Test func valuesThatAreNotHashableSetOutsideADesignCompareByKey() {
    var first = FocusedValues()
    var second = first
    first.distance = .constant(1)
    #expect(first != second)
    second.distance = .constant(2)
    #expect(first == second)
    first.routeName = "Teide"
    second.routeName = "Masca"
    #expect(first != second)
  }
}
