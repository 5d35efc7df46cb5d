import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `@SceneStorage` keeps a value for the host's life, apart from `@AppStorage`;
/// `@ScaledMetric` follows the text size.
@MainActor
@Suite struct SceneStorageTests {
  private struct Tabs: View {
    @SceneStorage("tab") private var tab = "Rutas"
    @SceneStorage("route") private var route: String?
    @AppStorage("tab") private var appTab = "app"

    var body: some View {
      VStack {
        Text("\(tab) \(route ?? "ninguna") \(appTab)")
        Button("Mapa") {
          tab = "Mapa"
          route = "Anaga"
        }
      }
    }
  }

  @Test func aSceneValueIsKeptApartFromTheAppsAndLastsTheHost() throws {
    let inspector = DesignInspector(Tabs())
    #expect(inspector.texts == ["Rutas ninguna app"])
    try inspector.find(button: "Mapa").tap()
    #expect(inspector.texts == ["Mapa Anaga app"])
    #expect(DesignInspector(Tabs()).texts == ["Rutas ninguna app"])
  }

  enum Layer: Int {
    case map = 1, satellite = 2
  }

  enum Sort: String {
    case name, distance
  }

  /// Optional scene values of the other kinds, `nil` until a button sets them.
  private struct Viewer: View {
    @SceneStorage("document") private var document: URL?
    @SceneStorage("thumbnail") private var thumbnail: Data?
    @SceneStorage("layer") private var layer: Layer?
    @SceneStorage("sort") private var sort: Sort?

    var body: some View {
      VStack {
        Text(
          "\(document?.lastPathComponent ?? "-") \(thumbnail?.count ?? 0) "
            + "\(layer?.rawValue ?? 0) \(sort?.rawValue ?? "-")")
        Button("Abrir") {
          document = URL(fileURLWithPath: "/rutas/anaga.gpx")
          thumbnail = Data([7, 7])
          layer = .satellite
          sort = .distance
        }
      }
    }
  }

  @Test func optionalURLsBytesAndRawValuesAreKeptForTheHost() throws {
    let inspector = DesignInspector(Viewer())
    #expect(inspector.texts == ["- 0 0 -"])
    try inspector.find(button: "Abrir").tap()
    #expect(inspector.texts == ["anaga.gpx 2 2 distance"])
  }

  private struct Icon: View {
    @ScaledMetric private var size = 24.0
    @ScaledMetric(relativeTo: .caption) private var gap: CGFloat = 8
    @ScaledMetric private var broken = Double.nan

    var body: some View {
      Text("\(size) \(gap) \(broken.isNaN)")
    }
  }

  @Test func aScaledMetricFollowsTheTextSize() {
    #expect(DesignInspector(Icon()).texts == ["24.0 8.0 true"])
    let largest = DesignInspector(Icon().dynamicTypeSize(.accessibility5)).texts.first ?? ""
    #expect(largest == "\(24.0 * 53 / 17) \(CGFloat(8) * 43 / 12) true")
    #expect(DesignInspector(Icon().dynamicTypeSize(.xSmall)).texts.first?.hasSuffix("true") == true)
  }
}
