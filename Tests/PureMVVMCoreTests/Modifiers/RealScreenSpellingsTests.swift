import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// Spellings real screens use, found by compiling them: each is pinned by what it does.
@MainActor
@Suite struct RealScreenSpellingsTests {
  @Test func aSymbolVariantNamesTheSymbolDrawn() throws {
    let design = VStack {
      Image(systemName: "person").symbolVariant(.circle.fill)
      Image(systemName: "bell").symbolVariant(.slash)
      Image(systemName: "star.fill").symbolVariant(.fill)
      Image("Logo").symbolVariant(.fill)
    }
    .symbolVariant(.none)
    let names = DesignInspector(design).elements[0].childElements.compactMap(\.kind.imageName)
    #expect(names == ["person.circle.fill", "bell.slash", "star.fill", "Logo"])
    #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
  }

  struct Loader: View {
    let filter: Filter
    @State private var loads = 0

    var body: some View {
      Text("Cargas: \(loads)").task(id: filter) { loads += 1 }
    }
  }

  /// A filter that is only `Equatable`, as `task(id:)` allows.
  struct Filter: Equatable {
    var distance: Double
  }

  @Test func aTaskIdNeedOnlyBeEquatable() async throws {
    let inspector = DesignInspector(Loader(filter: Filter(distance: 10)))
    _ = inspector.elements
    await inspector.settle()
    #expect(inspector.texts == ["Cargas: 1"])
  }

  @Test func theListMetricsAndUIDeviceReadAsAPhone() {
    struct Metrics: View {
      @Environment(\.defaultMinListRowHeight) private var row
      @Environment(\.defaultMinListHeaderHeight) private var header
      var body: some View { Text("\(Int(row)) \(header.map { "\(Int($0))" } ?? "auto")") }
    }
    #expect(DesignInspector(Metrics()).texts == ["44 auto"])
    let tall = Metrics().environment(\.defaultMinListHeaderHeight, 60)
    #expect(DesignInspector(tall).texts == ["44 60"])
    #expect(UIDevice.current.userInterfaceIdiom == .phone && !ProcessInfo.processInfo.isiOSAppOnMac)
    #expect(UIDevice.current.orientation.isPortrait == false)
  }

  /// Shakes its view sideways by a third of its width.
  struct Shake: GeometryEffect {
    var animatableData: CGFloat = 1

    func effectValue(size: CGSize) -> ProjectionTransform {
      ProjectionTransform(CGAffineTransform(translationX: size.width / 3 * animatableData, y: 0))
    }
  }

  @Test func aGeometryEffectDrawsItsViewThroughItsTransform() {
    let html = HTMLRenderer().render(Text("¡Ojo!").modifier(Shake()).geometryGroup())
    #expect(html.contains("style=\"transform:matrix(1,0,0,1,130,0)\">¡Ojo!"))
    #expect(
      TextRenderer(width: 20).render(Text("¡Ojo!").modifier(Shake().ignoredByLayout())).contains(
        "¡Ojo!"))
  }

  /// A style of the design's own: green in light mode, mint in dark.
  struct TrailStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
      (environment.colorScheme == .dark ? Color.mint : Color.green).blendMode(.multiply)
    }
  }

  @Test func aStyleOfYourOwnPaintsWhatItResolvesTo() {
    #expect(TrailStyle()._paint == Color.green._paint)
    let html = HTMLRenderer().render(Rectangle().fill(TrailStyle()))
    #expect(html.contains("#34c759"))
  }

  @Test func newerTypesAndLocalizedStringsAreWhatFoundationNames() {
    #expect(UTType.mpeg4Movie.conforms(to: .audiovisualContent) && UTType.mp3.conforms(to: .audio))
    #expect(UTType(filenameExtension: "mov") == .quickTimeMovie)
    let name = "Aneto"
    #expect(String(localized: "Cima \(name)") == "Cima Aneto")
    #expect(String(localized: "greeting", defaultValue: "Hola") == "Hola")
    #expect(Material.thin._paint == Material.thinMaterial._paint)
    #expect(Alignment.trailingLastTextBaseline.vertical == .lastTextBaseline)
  }

  /// A macOS settings pane in the spellings real screens use.
  private var macSettings: some View {
    VStack {
      List(["Teclado", "Mando"], id: \.self) { Text($0) }
        .listStyle(.bordered(alternatesRowBackgrounds: true))
      List(["Ratón"], id: \.self) { Text($0) }.listStyle(.bordered)
      TextField("Paso", text: .constant("1")).textFieldStyle(.squareBorder)
      Image("Icono").interpolation(.high).antialiased(false).resizable()
      List(["Pedal"], id: \.self) { Text($0) }
        .listStyle(.inset(alternatesRowBackgrounds: true))
    }
  }

  @Test func macOSListAndFieldStylesAreRecorded() throws {
    let children = try #require(DesignInspector(macSettings).elements.first?.childElements)
    #expect(children[0].attributes.listStyle == .borderedStriped)
    #expect(children[1].attributes.listStyle == .bordered)
    #expect(children[2].attributes.textFieldStyle == .squareBorder)
    #expect(children[3].kind.imageName == "Icono")
    #expect(children[4].attributes.listStyle == .insetStriped)
  }

  @Test func macOSListAndFieldStylesAreDrawn() {
    let html = HTMLRenderer().render(macSettings)
    #expect(html.contains("style-borderedStriped") && html.contains("style-squareBorder"))
    #expect(html.contains("class=\"list style-insetStriped\""))
  }
}
