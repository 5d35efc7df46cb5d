import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// Modifiers and views of macOS, watchOS and visionOS screens: what they draw here, and
/// that the rest are accepted.
@MainActor
@Suite struct PlatformModifiersTests {
  /// A visionOS card, as a music app writes one.
  struct SongCard: View {
    var body: some View {
      VStack {
        Text("Nana").font(.largeTitle)
        Image(systemName: "heart").symbolEffect(.bounce, options: .repeat(.periodic(delay: 1)))
          .symbolEffect(.pulse, options: .repeat(.continuous))
          .symbolEffect(.wiggle, options: .nonRepeating.repeat(.periodic(2, delay: 0.5)))
      }
      .padding()
      .frame(depth: 40)
      .hoverEffect(.highlight)
      .glassBackgroundEffect()
      .help(Text("Canción ") + Text("favorita"))
      .containerBackground(.fill.tertiary, for: .tabView)
    }
  }

  @Test func aVisionCardDrawsOnGlassWithItsHelpText() throws {
    let inspector = DesignInspector(SongCard())
    #expect(inspector.texts.contains("Nana"))
    let tooltip = DesignInspector(Text("Nana").help(Text("Canción ") + Text("favorita")))
    #expect(try tooltip.find(text: "Nana").element.attributes.help == "Canción favorita")
    let html = HTMLRenderer().render(SongCard())
    #expect(html.contains("Canción favorita"))
    #expect(html.contains("backdrop-filter") || html.contains("rgba(242,242,247,0.8)"))
  }

  @Test func theSystemFillsPaintTheirLevels() {
    #expect(FillShapeStyle()._paint == .color(Color(.systemFill)))
    let styles: [FillShapeStyle] = [
      FillShapeStyle.fill.secondary, FillShapeStyle.fill.tertiary,
      FillShapeStyle.fill.quaternary, FillShapeStyle.fill.quinary,
    ]
    let levels: [UIColor] = [
      UIColor.secondarySystemFill, UIColor.tertiarySystemFill,
      UIColor.quaternarySystemFill, UIColor.quaternarySystemFill,
    ]
    let paints: [Paint] = styles.map { (style: FillShapeStyle) -> Paint in style._paint }
    let expected: [Paint] = levels.map { (level: UIColor) -> Paint in .color(Color(level)) }
    #expect(paints == expected)
  }

  @Test func glassCanBeTurnedOff() {
    let shown = HTMLRenderer().render(Text("a").glassBackgroundEffect(in: Capsule()))
    let hidden = HTMLRenderer().render(
      Text("a").glassBackgroundEffect(in: Capsule(), displayMode: .never))
    #expect(shown != hidden)
  }

  /// A menu bar app's menu, with the settings link.
  struct MenuContent: View {
    var body: some View {
      VStack {
        SettingsLink()
        SettingsLink { Label("Preferencias", systemImage: "gear") }
        List(["Uno"], id: \.self) { Text($0) }.listStyle(.carousel)
      }
    }
  }

  @Test func aSettingsLinkOpensTheSettings() throws {
    let app = AppInspector(MenuApp())
    let window = try app.window()
    try window.find(button: "Settings…").tap()
    try window.find(button: "Preferencias").tap()
    #expect(app.settingsOpenCount == 2)
  }

  struct MenuApp: App {
    var body: some Scene {
      WindowGroup { MenuContent() }
      Settings { Text("Ajustes") }
    }
  }
}
