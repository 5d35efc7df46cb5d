import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// Each reading rule of the DocC article "Reading a design aloud", one test each.
@MainActor
@Suite struct AccessibilityRendererTests {
  private func read(_ design: some View) -> [String] {
    AccessibilityRenderer().render(design).split(separator: "\n").map(String.init)
  }

  @Test func aButtonReadsItsTitleThenButton() {
    #expect(read(Button("Login") {}) == ["Login, button"])
  }

  @Test func aDisabledControlIsReadDimmedAfterItsTraits() {
    #expect(read(Button("Login") {}.disabled(true)) == ["Login, button, dimmed"])
  }

  @Test func aToggleReadsSwitchButtonThenItsState() {
    #expect(
      read(Toggle("Menos de 10 km", isOn: .constant(false)))
        == ["Menos de 10 km, switch button, off"])
    #expect(read(Toggle("Wi-Fi", isOn: .constant(true))) == ["Wi-Fi, switch button, on"])
  }

  @Test func navigationTitlesAndSectionHeadersAreHeadings() {
    let design = NavigationStack {
      Form {
        Section("Nueva ruta") { Text("Body") }
      }
      .navigationTitle("Rutas")
    }
    #expect(read(design) == ["Rutas, heading", "Nueva ruta, heading", "Body"])
  }

  @Test func aTextFieldReadsItsTitleThenItsText() {
    #expect(read(TextField("Username", text: .constant(""))) == ["Username, text field"])
    #expect(
      read(TextField("Username", text: .constant("Mike"))) == ["Username, Mike, text field"])
  }

  @Test func aSecureFieldNeverReadsItsText() {
    #expect(
      read(SecureField("Password", text: .constant("swift")))
        == ["Password, secure text field"])
  }

  @Test func anUnlabelledSymbolReadsItsNameAsAnImage() {
    #expect(read(Image(systemName: "trash")) == ["trash, image"])
  }

  @Test func anIconOnlyButtonReadsItsSymbolName() {
    #expect(
      read(
        Button {
        } label: {
          Image(systemName: "trash")
        }) == ["trash, button"])
  }

  @Test func aLabelReadsItsTitleNotItsIcon() {
    #expect(read(Label("Distancia", systemImage: "map")) == ["Distancia"])
    #expect(
      read(
        Button {
        } label: {
          Label("Borrar", systemImage: "trash")
        }) == ["Borrar, button"])
  }

  @Test func theIOS13AccessibilityFormsDoWhatTheirReplacementsDo() throws {
    let design = VStack {
      Button("X") {}
        .accessibility(label: Text("Cerrar"))
        .accessibility(value: Text("Ruta"))
        .accessibility(hint: Text("Vuelve atrás."))
        .accessibility(removeTraits: .isButton)
        .accessibility(addTraits: .isHeader)
      Text("Oculto").accessibility(hidden: true)
      Text("Segundo").accessibility(identifier: "segundo")
      Text("Primero").accessibility(sortPriority: 1)
        .accessibility(inputLabels: [Text("Uno")])
        .accessibility(activationPoint: UnitPoint.center)
        .accessibility(selectionIdentifier: 1)
    }
    #expect(read(design) == ["Primero", "Cerrar, Ruta, heading, Vuelve atrás.", "Segundo"])
    let inspector = DesignInspector(design)
    #expect(try inspector.find(identifier: "segundo").element.kind == .text("Segundo"))
    let first = try inspector.find(text: "Primero").element.attributes.accessibility
    #expect(first?.inputLabels == ["Uno"])
  }

  @Test func importantCustomContentIsReadAfterTheTraitsAndTheRestIsOnlyKept() throws {
    let elevation = AccessibilityCustomContentKey("Desnivel", id: "elevation")
    let design = Button("Ruta del Cares") {}
      .accessibilityCustomContent("Distancia", "12 km", importance: .high)
      .accessibilityCustomContent(elevation, "600 m")
      .accessibilityCustomContent(AccessibilityCustomContentKey("Altura", id: "elevation"), "650 m")
      .accessibilityCustomContent("Dificultad", Text("Media"))
      .accessibilityCustomContent(AccessibilityCustomContentKey("Dificultad"), nil)
      .accessibilityHint("Abre la ruta.")
    #expect(read(design) == ["Ruta del Cares, button, Distancia, 12 km, Abre la ruta."])
    let button = try DesignInspector(design).find(button: "Ruta del Cares")
    let content = try #require(button.element.attributes.accessibility?.customContent)
    #expect(content.map(\.label) == ["Distancia", "Altura"])
    #expect(content.map(\.value) == ["12 km", "650 m"])
    #expect(content.map(\.isImportant) == [true, false])
  }

  @Test func labelValueTraitsAndHintAreReadInThatOrder() {
    let design = Button("Borrar") {}
      .accessibilityLabel("Borrar ruta")
      .accessibilityValue("Bosque del Roble")
      .accessibilityHint("Pide confirmación.")
    #expect(read(design) == ["Borrar ruta, Bosque del Roble, button, Pide confirmación."])
  }

  @Test func hiddenViewsAndEverythingInThemAreSkipped() {
    let design = VStack {
      Text("Shown")
      VStack {
        Text("Gone")
        Button("Gone too") {}
      }
      .accessibilityHidden(true)
    }
    #expect(read(design) == ["Shown"])
  }

  @Test func combinedChildrenAreReadAsOneElement() {
    let row = HStack {
      Text("Bosque del Roble")
      Spacer()
      Text("6.4 km")
    }
    .accessibilityElement(children: .combine)
    #expect(read(row) == ["Bosque del Roble, 6.4 km"])
  }

  @Test func combiningAButtonKeepsItsTrait() {
    let row = HStack {
      Text("Roble")
      Button("Editar") {}
    }
    .accessibilityElement(children: .combine)
    #expect(read(row) == ["Roble, Editar, button"])
  }

  @Test func ignoredChildrenAreNotReadAndTheContainerReadsItsOwnLabel() {
    let card = VStack {
      Text("6.4")
      Text("km")
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel("6.4 kilómetros")
    #expect(read(card) == ["6.4 kilómetros"])
  }

  @Test func containedChildrenStayElementsOfTheirOwn() {
    let group = VStack {
      Text("A")
      Text("B")
    }
    .accessibilityElement(children: .contain)
    #expect(read(group) == ["A", "B"])
  }

  @Test func addedAndRemovedTraitsChangeWhatIsSpoken() {
    #expect(read(Text("Rutas").accessibilityAddTraits(.isHeader)) == ["Rutas, heading"])
    #expect(read(Button("Rutas") {}.accessibilityRemoveTraits(.isButton)) == ["Rutas"])
    #expect(
      read(Text("Mapa").accessibilityAddTraits([.isButton, .isSelected]))
        == ["Mapa, button, selected"])
  }

  @Test func higherSortPriorityIsReadFirstAndTiesKeepTheirOrder() {
    let design = VStack {
      Text("First")
      Text("Second")
      Text("Urgent").accessibilitySortPriority(1)
      Text("Last")
    }
    #expect(read(design) == ["Urgent", "First", "Second", "Last"])
  }

  @Test func modifiersOnAContainerApplyToEachElementInsideUnlessItSetsItsOwn() {
    let design = VStack {
      Button("A") {}
      Button("B") {}.accessibilityHint("Own hint.")
    }
    .accessibilityHint("Shared hint.")
    #expect(read(design) == ["A, button, Shared hint.", "B, button, Own hint."])
  }

  @Test func theIdentifierIsNeverSpoken() {
    #expect(read(Button("Save") {}.accessibilityIdentifier("save-button")) == ["Save, button"])
  }

  @Test func labeledContentIsReadAsOneElement() {
    #expect(read(LabeledContent("Distancia", value: "6.4 km")) == ["Distancia, 6.4 km"])
  }

  @Test func controlsWithValuesReadLabelValueThenKind() {
    let design = VStack {
      Slider(value: .constant(0.5)) { Text("Volume") }
      Stepper("Guests", value: .constant(2))
      Picker("Units", selection: .constant("km")) {
        Text("km").tag("km")
        Text("mi").tag("mi")
      }
      ProgressView("Uploading", value: 0.25)
      ProgressView("Loading")
      Link("Terms", destination: URL(string: "https://example.com")!)
    }
    #expect(
      read(design) == [
        "Volume, 50%, adjustable", "Guests, 2, adjustable", "Units, km, button",
        "Uploading, 25%", "Loading, in progress", "Terms, link",
      ])
  }

  @Test func aNavigationLinkReadsItsLabelsTextsAsAButton() {
    let design = NavigationStack {
      NavigationLink(value: 1) {
        HStack {
          Text("Bosque del Roble")
          Spacer()
          Text("6.4 km")
        }
      }
    }
    #expect(read(design) == ["Bosque del Roble, 6.4 km, button"])
  }

  @Test func aNavigationLinkTitledByTextReadsItsTitleAsAButton() {
    #expect(read(NavigationStack { NavigationLink("Roble", value: 1) }) == ["Roble, button"])
  }

  @Test func aPushedScreenStartsWithItsBackButton() {
    let design = NavigationStack(path: .constant([1])) {
      Text("Root").navigationTitle("Rutas")
        .navigationDestination(for: Int.self) { Text("Stage \($0)").navigationTitle("Etapa") }
    }
    #expect(read(design) == ["Rutas, back button", "Etapa, heading", "Stage 1"])
  }

  @Test func whilePresentedOnlyThePresentationIsRead() {
    let design = Button("Behind") {}
      .alert("No se pudo", isPresented: .constant(true)) {
        Button("Reintentar") {}
      } message: {
        Text("La red falló.")
      }
    #expect(read(design) == ["No se pudo, alert", "La red falló.", "Reintentar, button"])
  }

  @Test func tabsAreReadAfterTheContentWithTheirPositionAndSelection() {
    let design = TabView(selection: .constant(1)) {
      Text("Routes").tabItem { Text("Rutas") }.tag(0)
      Text("Map").tabItem { Text("Mapa") }.tag(1)
    }
    #expect(read(design) == ["Map", "Rutas, tab, 1 of 2", "Mapa, tab, 2 of 2, selected"])
  }

  @Test func aHiddenTabBarIsNotRead() {
    let design = TabView(selection: .constant(1)) {
      Text("Routes").tabItem { Text("Rutas") }.tag(0)
      Text("Map").toolbar(.hidden, for: .tabBar).tabItem { Text("Mapa") }.tag(1)
    }
    #expect(read(design) == ["Map"])
  }

  @Test func shapesColoursSpacersAndDividersAreNotRead() {
    let design = VStack {
      Circle()
      Color.red
      Spacer()
      Divider()
      Text("Only me")
    }
    #expect(read(design) == ["Only me"])
  }

  @Test func controlCharactersInLabelsAreReadEscaped() {
    #expect(read(Text(verbatim: "a\u{1B}[31mb")) == [#"a\u{1B}[31mb"#])
  }
}
