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
