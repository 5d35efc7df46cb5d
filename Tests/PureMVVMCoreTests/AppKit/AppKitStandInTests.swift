import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// AppKit's stand-ins, as menu bar and Mac screens use them without importing AppKit.
///
/// `NSApplication.shared`, `NSWorkspace.shared`, the cursor stack and the panels' answer
/// are shared by the process, so each test resets them and asserts with no `await` between.
@MainActor
@Suite struct AppKitStandInTests {
  /// A menu bar app's menu, as such apps write one.
  struct StatusMenu: View {
    @State private var exported = "Nada"

    var body: some View {
      VStack {
        Text("Actualizado \(Date(timeIntervalSince1970: 0), format: .dateTime.year())")
          .background(Color(nsColor: .textBackgroundColor))
        Button("Web") { NSWorkspace.shared.open(URL(fileURLWithPath: "/rutas/web.html")) }
        Button("Exportar") {
          let panel = NSSavePanel()
          panel.nameFieldStringValue = "rutas.json"
          panel.allowedContentTypes = [.json]
          exported = panel.runModal() == .OK ? panel.url?.lastPathComponent ?? "?" : "Cancelado"
        }
        Text(exported)
        Button("Salir") { NSApp.terminate(nil) }
          .onHover { inside in inside ? NSCursor.pointingHand.push() : NSCursor.pop() }
      }
      .background(Color(.windowBackgroundColor))
    }
  }

  @Test func aStatusMenuQuitsOpensLinksAndExportsThroughTheStandIns() throws {
    NSApplication.shared.reset()
    NSWorkspace.shared.reset()
    NSSavePanel.answer = nil
    let inspector = DesignInspector(StatusMenu())
    try inspector.find(button: "Web").tap()
    try inspector.find(button: "Exportar").tap()
    #expect(inspector.texts.contains("Cancelado"))
    NSSavePanel.answer = [URL(fileURLWithPath: "/tmp/mis-rutas.json")]
    try inspector.find(button: "Exportar").tap()
    NSSavePanel.answer = nil
    #expect(inspector.texts.contains("mis-rutas.json"))
    try inspector.find(button: "Salir").tap()
    #expect(NSApplication.shared.terminationRequests == 1)
    #expect(NSWorkspace.shared.openedURLs == [URL(fileURLWithPath: "/rutas/web.html")])
  }

  @Test func theCursorStackPushesAndPopsAndSetReplacesTheTop() {
    while !NSCursor.stack.isEmpty { NSCursor.pop() }
    #expect(NSCursor.current == .arrow)
    NSCursor.pointingHand.push()
    NSCursor.iBeam.push()
    #expect(NSCursor.current == .iBeam)
    NSCursor.pop()
    #expect(NSCursor.current == .pointingHand)
    NSCursor.crosshair.set()
    #expect(NSCursor.stack == [.crosshair])
    NSCursor.crosshair.pop()
    NSCursor.pop()
    #expect(NSCursor.current == .arrow)
  }

  @Test func anOpenPanelKeepsOneURLUnlessSeveralAreAllowed() {
    let chosen = [URL(fileURLWithPath: "/a"), URL(fileURLWithPath: "/b")]
    NSSavePanel.answer = chosen
    defer { NSSavePanel.answer = nil }
    let single = NSOpenPanel()
    #expect(single.runModal() == .OK)
    #expect(single.urls == [chosen[0]] && single.url == chosen[0])
    let several = NSOpenPanel()
    several.allowsMultipleSelection = true
    var response: NSApplication.ModalResponse?
    several.begin { response = $0 }
    #expect(response == .OK && several.urls == chosen)
    NSSavePanel.answer = []
    #expect(NSOpenPanel().runModal() == .cancel)
  }

  @Test func macColoursPaintAsMacOSDoesInTheLightAppearance() {
    #expect(
      Color(.windowBackgroundColor) == Color(red: 236 / 255, green: 236 / 255, blue: 236 / 255))
    #expect(Color(nsColor: .labelColor) == Color(red: 0, green: 0, blue: 0, opacity: 0.85))
    #expect(
      Color(nsColor: NSColor(srgbRed: 1, green: 0.5, blue: 0, alpha: 1))
        == Color(red: 1, green: 0.5, blue: 0))
    #expect(Color(.systemRed) == Color(UIColor.systemRed))
  }

  @Test func aWorkspaceRecordsTheFilesItReveals() {
    NSWorkspace.shared.reset()
    NSWorkspace.shared.activateFileViewerSelecting([URL(fileURLWithPath: "/tmp/a.gpx")])
    NSWorkspace.shared.selectFile("/tmp/b.gpx", inFileViewerRootedAtPath: "")
    NSWorkspace.shared.selectFile(nil, inFileViewerRootedAtPath: "/tmp")
    #expect(NSWorkspace.shared.revealedURLs.map(\.lastPathComponent) == ["a.gpx", "b.gpx"])
    NSApplication.shared.reset()
    NSApplication.shared.activate(ignoringOtherApps: true)
    NSApplication.shared.activate()
    #expect(NSApplication.shared.activationRequests == 2)
  }

  @Test func noModifierKeyIsHeldAndTheFlagsHaveAppKitsBits() {
    #expect(NSEvent.modifierFlags.isEmpty)
    #expect(NSEvent.ModifierFlags.command.rawValue == 1 << 20)
    #expect(NSEvent.ModifierFlags.deviceIndependentFlagsMask.contains([.shift, .option]))
  }

  @Test func aCopyButtonPutsTextOnTheGeneralPasteboard() throws {
    let pasteboard = NSPasteboard.general
    let before = pasteboard.changeCount
    let design = Button("Copiar ruta") {
      NSPasteboard.general.clearContents()
      NSPasteboard.general.setString("Anaga 12 km", forType: .string)
    }
    try DesignInspector(design).find(button: "Copiar ruta").tap()
    #expect(pasteboard.changeCount == before + 1)
    #expect(pasteboard.string(forType: .string) == "Anaga 12 km")
    #expect(pasteboard.types == [.string] && pasteboard.string(forType: .html) == nil)
    pasteboard.setData(Data([0xFF, 0xFE]), forType: .string)
    #expect(pasteboard.string(forType: .string) == nil && pasteboard.types == [.string])
    pasteboard.setData(nil, forType: .string)
    #expect(pasteboard.types == nil)
    pasteboard.setString("Teno", forType: .html)
    let declared = pasteboard.declareTypes([.string], owner: nil)
    #expect(declared == pasteboard.changeCount && pasteboard.types == nil)
    pasteboard.clearContents()
  }

  @Test func theAboutPanelKeepsTheOptionsItWasShownWith() throws {
    NSApplication.shared.reset()
    let design = Button("Acerca de") {
      NSApp.orderFrontStandardAboutPanel(options: [
        .applicationName: "Rutas", .credits: NSAttributedString(string: "Ana"),
      ])
    }
    try DesignInspector(design).find(button: "Acerca de").tap()
    let options = try #require(NSApplication.shared.aboutPanelOptions)
    #expect(options[.applicationName] as? String == "Rutas")
    #expect((options[.credits] as? NSAttributedString)?.string == "Ana")
    NSApplication.shared.reset()
    #expect(NSApplication.shared.aboutPanelOptions == nil)
  }

  @Test func aBlendMixesTheComponentsAndRefusesNaN() throws {
    let grey = try #require(NSColor.black.blended(withFraction: 0.5, of: .white))
    #expect(Color(nsColor: grey) == Color(red: 0.5, green: 0.5, blue: 0.5))
    let white = try #require(NSColor.black.blended(withFraction: 7, of: .white))
    #expect(Color(nsColor: white) == Color(red: 1, green: 1, blue: 1))
    #expect(NSColor.black.blended(withFraction: .nan, of: .white) == nil)
    #expect(NSColor.selectedMenuItemTextColor == .white)
  }

  @Test func aFilesIconFollowsItsKind() {
    let workspace = NSWorkspace.shared
    #expect(
      workspace.icon(forFile: "/Applications/Rutas.app")
        == NSImage(named: NSImage.applicationIconName))
    #expect(workspace.icon(forFile: "/tmp") == NSImage(named: "NSFolder"))
    #expect(workspace.icon(forFile: "/tmp/rutas.gpx") == NSImage(named: "NSGenericDocument"))
  }
}
