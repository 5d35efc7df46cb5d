import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// Controls and modifiers titled by a `LocalizedStringResource` show its localized text (its
/// default value here), not its key; a literal still reads as a `LocalizedStringKey`.
@MainActor
@Suite struct LocalizedStringResourceTitlesTests {
  /// A resource whose key differs from its text, as a string catalogue's do.
  nonisolated private static func resource(_ text: String) -> LocalizedStringResource {
    LocalizedStringResource("trail.key", defaultValue: text)
  }

  private struct TrailEditor: View {
    @State private var name = "Cares"
    @State private var isFavourite = false
    @State private var days = 2
    @State private var start = Date(timeIntervalSince1970: 0)
    @State private var showsDetails = true
    @State private var isAlertShown = false
    let title = LocalizedStringResourceTitlesTests.resource

    var body: some View {
      NavigationStack {
        Form {
          Section(title("Ruta")) {
            TextField(title("Nombre"), text: $name)
            Toggle(title("Favorita"), isOn: $isFavourite)
            Stepper(title("Días"), value: $days, in: 1...7)
            DatePicker(title("Salida"), selection: $start, displayedComponents: .date)
            Picker(title("Nivel"), selection: $days) { Text("Fácil").tag(1) }
          }
          DisclosureGroup(title("Detalles"), isExpanded: $showsDetails) {
            Label(title("Mapa"), systemImage: "map")
            ProgressView(title("Cargando"), value: 0.5)
          }
          Link(title("Web"), destination: URL(filePath: "/rutas"))
          Menu(title("Más")) { Button(title("Compartir")) {} }
          Button(title("Borrar"), role: .destructive) { isAlertShown = true }
            .accessibilityHint(title("Borra la ruta"))
        }
        .navigationTitle(title("Editar"))
        .alert(title("¿Borrar?"), isPresented: $isAlertShown) { Button("OK") {} }
      }
    }
  }

  @Test func everyControlShowsItsResourcesTextNotItsKey() throws {
    let inspector = DesignInspector(TrailEditor())
    _ = try inspector.find(textField: "Nombre")
    _ = try inspector.find(toggle: "Favorita")
    _ = try inspector.find(stepper: "Días")
    _ = try inspector.find(datePicker: "Salida")
    _ = try inspector.find(picker: "Nivel")
    _ = try inspector.find(disclosureGroup: "Detalles")
    _ = try inspector.find(link: "Web")
    _ = try inspector.find(menu: "Más")
    let texts = inspector.texts
    for text in ["Editar", "Ruta", "Mapa"] {
      #expect(texts.contains(text))
    }
    let drawn = inspector.render(width: 80)
    #expect(drawn.contains("Cargando") && !drawn.contains("trail.key"))
    try inspector.find(button: "Borrar").tap()
    #expect(inspector.texts.contains("¿Borrar?"))
  }

  private struct TrailSearch: View {
    @State private var query = ""
    @State private var code = ""
    let title = LocalizedStringResourceTitlesTests.resource

    var body: some View {
      NavigationStack {
        VStack {
          GroupBox(title("Tiempo")) { Text("Soleado") }
          SecureField(title("Clave"), text: $code)
          ContentUnavailableView(title("Sin rutas"), systemImage: "map")
          Text("Mapa")
            .accessibilityLabel(title("Mapa de la ruta"))
            .accessibilityValue(title("12 km"))
            .accessibilityAction(named: title("Ampliar")) {}
            .help(title("Ayuda"))
        }
        .searchable(text: $query, prompt: title("Buscar rutas"))
        .navigationSubtitle(title("Tenerife"))
        .confirmationDialog(title("¿Compartir?"), isPresented: .constant(false)) {}
      }
    }
  }

  @Test func modifiersTakeResourcesToo() throws {
    let inspector = DesignInspector(TrailSearch())
    let drawn = inspector.render(width: 80)
    for text in ["Tiempo", "Sin rutas", "Buscar rutas"] {
      #expect(drawn.contains(text))
    }
    _ = try inspector.find(textField: "Clave")
    let map = try inspector.find(text: "Mapa").element.attributes.accessibility
    #expect(map?.label == "Mapa de la ruta" && map?.value == "12 km")
    #expect(map?.actionNames == ["Ampliar"])
  }

  @Test func aLiteralStillReadsAsALocalizedStringKey() {
    let inspector = DesignInspector(Button("**Guardar**") {})
    #expect(inspector.render().contains("Guardar") && !inspector.render().contains("**"))
  }

  @Test func alertsTakeAResourceTitleWithOrWithoutAMessage() {
    let title = Self.resource
    let shown = Binding.constant(true)
    let plain = Text("a").alert(title("Uno"), isPresented: shown) { Button("OK") {} }
    #expect(DesignInspector(plain).texts.contains("Uno"))
    let withMessage = Text("b").alert(title("Dos"), isPresented: shown) {
      Button("OK") {}
    } message: {
      Text("Mensaje")
    }
    #expect(DesignInspector(withMessage).texts.suffix(2) == ["Dos", "Mensaje"])
  }

  @Test func alertsPresentingDataTakeAResourceTitleInEveryForm() {
    let title = Self.resource
    let trail: String? = "Anaga"
    let shown = Binding.constant(true)
    let about = Text("c").alert(title("Tres"), isPresented: shown, presenting: trail) {
      Button($0) {}
    }
    #expect(DesignInspector(about).texts.contains("Tres"))
    let aboutWithMessage = Text("d").alert(title("Cuatro"), isPresented: shown, presenting: trail) {
      Button($0) {}
    } message: {
      Text("Sobre \($0)")
    }
    #expect(DesignInspector(aboutWithMessage).texts.suffix(2) == ["Cuatro", "Sobre Anaga"])
    let aboutNothing = Text("e").alert(
      title("Cinco"), isPresented: shown, presenting: nil as String?
    ) {
      Button($0) {}
    }
    #expect(DesignInspector(aboutNothing).texts == ["e"])
  }
}
