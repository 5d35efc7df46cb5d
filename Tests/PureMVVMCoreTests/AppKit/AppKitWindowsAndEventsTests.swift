import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// The windows, images, colours, panels and event monitors of AppKit's stand-ins, as Mac
/// designs use them.
///
/// `NSApplication.shared` and the event monitors are shared by the process, so each test
/// starts afresh and removes what it adds, with no `await` between.
@MainActor
@Suite struct AppKitWindowsAndEventsTests {
  /// A clipboard history moved through with the arrow keys by an event monitor.
  struct History: View {
    let stopsKeys: Bool
    @State private var selected = 0
    @State private var monitor: Any?
    @State private var log: [String] = []

    var body: some View {
      VStack {
        Text("Elegido: \(selected)")
        Text(log.joined(separator: ","))
          .focusable()
          .onKeyPress { press in
            log.append("vista \(press.characters)")
            return .handled
          }
          .accessibilityIdentifier("lista")
      }
      .onAppear {
        // The monitor holds what it changes, not the view: the view's state holds the
        // monitor, and holding the view back would make a cycle, in AppKit as here.
        let selected = $selected
        let stopsKeys = stopsKeys
        monitor = NSEvent.addLocalMonitorForEvents(matching: .keyDown) { event in
          if event.keyCode == 125 { selected.wrappedValue += 1 }
          if event.keyCode == 126 { selected.wrappedValue -= 1 }
          return stopsKeys ? nil : event
        }
      }
      .onDisappear {
        if let monitor { NSEvent.removeMonitor(monitor) }
      }
    }
  }

  @Test func aLocalMonitorSeesKeysWithAppKitsKeyCodesBeforeTheViews() throws {
    var inspector: DesignInspector? = DesignInspector(History(stopsKeys: false))
    try inspector?.find(identifier: "lista").press(.downArrow)
    try inspector?.find(identifier: "lista").press(.downArrow)
    try inspector?.find(identifier: "lista").press(.upArrow)
    #expect(inspector?.texts == ["Elegido: 1", "vista \u{F701},vista \u{F701},vista \u{F700}"])
    inspector = nil
    #expect(!NSEvent.isMonitored(.keyDown))
  }

  @Test func aKeyTheMonitorStopsReachesNoView() throws {
    var inspector: DesignInspector? = DesignInspector(History(stopsKeys: true))
    #expect(try inspector?.find(identifier: "lista").press(.downArrow) == true)
    #expect(inspector?.texts == ["Elegido: 1", ""])
    inspector = nil
    #expect(!NSEvent.isMonitored(.keyDown))
  }

  @Test func aMonitorMayDeliverAnotherKeyInPlaceOfThePressedOne() throws {
    NSApplication.shared.reset()
    defer { NSApplication.shared.reset() }
    _ = NSEvent.addLocalMonitorForEvents(matching: .keyDown) { event in
      guard event.keyCode == 0 else { return event }
      return NSEvent.keyEvent(
        with: .keyDown, location: .zero, modifierFlags: [.shift], timestamp: 0, windowNumber: 0,
        context: nil, characters: "B", charactersIgnoringModifiers: "b", isARepeat: false,
        keyCode: 11)
    }
    var pressed: [String] = []
    let inspector = DesignInspector(
      Text("Teclas").focusable().accessibilityIdentifier("teclas")
        .onKeyPress(phases: .down) { press in
          pressed.append("\(press.key.character)\(press.modifiers.contains(.shift) ? "⇧" : "")")
          return .handled
        })
    try inspector.find(identifier: "teclas").press("a")
    try inspector.find(identifier: "teclas").press("c")
    #expect(pressed == ["b⇧", "c"])
  }

  @Test func aRemovedMonitorSeesNothing() throws {
    var seen: [UInt16] = []
    let monitor = try #require(
      NSEvent.addLocalMonitorForEvents(matching: [.keyDown, .keyUp]) { event in
        seen.append(event.keyCode)
        return event
      })
    defer { NSEvent.removeMonitor(monitor) }
    let inspector = DesignInspector(Text("Nada").focusable().accessibilityIdentifier("nada"))
    try inspector.find(identifier: "nada").press("a", modifiers: .shift)
    NSEvent.removeMonitor(monitor)
    #expect(seen == [0, 0])
    #expect(throws: InspectionError.self) { try inspector.find(identifier: "nada").press("a") }
    #expect(seen == [0, 0])
  }

  @Test func aKeyEventHasAppKitsCharactersAndFlags() throws {
    let event = try #require(
      NSEvent.keyEvent(
        with: .keyDown, location: .zero, modifierFlags: [.command], timestamp: 0, windowNumber: 0,
        context: nil, characters: "s", charactersIgnoringModifiers: "s", isARepeat: false,
        keyCode: 1))
    #expect(event.type == .keyDown && event.keyCode == 1 && event.modifierFlags == .command)
    #expect(
      NSEvent.keyEvent(
        with: .leftMouseDown, location: .zero, modifierFlags: [], timestamp: 0, windowNumber: 0,
        context: nil, characters: "", charactersIgnoringModifiers: "", isARepeat: false,
        keyCode: 0) == nil)
  }

  @Test func windowsAreListedFromWhenTheyAreMadeUntilTheyClose() {
    NSApplication.shared.reset()
    defer { NSApplication.shared.reset() }
    let main = NSWindow(
      contentRect: NSRect(x: 0, y: 0, width: 400, height: 300), styleMask: [.titled, .closable],
      backing: .buffered, defer: false)
    main.identifier = NSUserInterfaceItemIdentifier("main")
    let about = NSWindow(contentRect: .zero, styleMask: .titled, backing: .buffered, defer: false)
    #expect(NSApp.windows.count == 2 && NSApp.keyWindow == nil && !main.isVisible)
    main.makeKeyAndOrderFront(nil)
    #expect(NSApp.keyWindow === main && NSApp.mainWindow === main && main.isVisible)
    #expect(NSApp.windows.first { $0.identifier?.rawValue == "main" } === main)
    about.makeKeyAndOrderFront(nil)
    #expect(NSApp.keyWindow === about && !main.isKeyWindow)
    about.close()
    #expect(NSApp.windows.count == 1 && NSApp.keyWindow == nil && !about.isVisible)
  }

  @Test func windowsAreObjectsThatCloseAsTheirButtonDoesAndKeepTheirAutosaveName() {
    NSApplication.shared.reset()
    defer { NSApplication.shared.reset() }
    let main = NSWindow(contentRect: .zero, styleMask: .closable, backing: .buffered, defer: false)
    let other = NSWindow(contentRect: .zero, styleMask: .closable, backing: .buffered, defer: false)
    #expect(main == main && main != other)
    #expect(Set([main, other, main]).count == 2)
    #expect(NSApp.windows.firstIndex(of: other) == 1)
    #expect(main.frameAutosaveName.isEmpty)
    #expect(main.setFrameAutosaveName("MainWindow"))
    #expect(main.frameAutosaveName == "MainWindow")
    main.makeKeyAndOrderFront(nil)
    main.performClose(nil)
    #expect(NSApp.windows == [other] && NSApp.keyWindow == nil)
  }

  @Test func theAppearanceIsKeptAndMatchedByLightness() throws {
    NSApplication.shared.reset()
    defer { NSApplication.shared.reset() }
    NSApp.appearance = NSAppearance(named: .darkAqua)
    #expect(NSApp.appearance?.name == .darkAqua)
    let dark = try #require(NSAppearance(named: .vibrantDark))
    #expect(dark.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua)
    #expect(NSAppearance(named: NSAppearance.Name(rawValue: "Sepia")) == nil)
  }

  @Test func imagesShowWhatTheyWereMadeFrom() throws {
    NSApplication.shared.reset()
    let icon = try #require(NSApplication.shared.applicationIconImage)
    #expect(Image(nsImage: icon) == Image(NSImage.applicationIconName))
    let symbol = try #require(NSImage(systemSymbolName: "doc", accessibilityDescription: nil))
    #expect(Image(nsImage: symbol) == Image(systemName: "doc"))
    #expect(NSImage(data: Data("no es una imagen".utf8)) == nil)
    #expect(NSImage(data: Data([0x89, 0x50, 0x4E, 0x47, 0, 0])) != nil)
    #expect(NSImage(contentsOfFile: "/no/existe.png") == nil)
    #expect(NSImage(size: CGSize(width: 16, height: 16)).size == CGSize(width: 16, height: 16))
    #expect(
      NSImage(named: "a") == NSImage(named: "a") && NSImage(named: "a") != NSImage(named: "b"))
  }

  @Test func theMacsSystemPaletteAndFixedColoursPaintAsTheirTwins() {
    #expect(Color(nsColor: .systemGray) == Color.gray)
    #expect(Color(nsColor: .systemRed) == Color(uiColor: .systemRed))
    #expect(Color(nsColor: .red) == Color(red: 1, green: 0, blue: 0))
    #expect(Color(NSColor.darkGray) == Color(red: 1 / 3, green: 1 / 3, blue: 1 / 3))
    // Both kits name `systemRed`: the unlabelled form picks UIKit's, not an ambiguity.
    #expect(Color(.systemRed) == Color(uiColor: .systemRed))
  }

  /// A sidebar's blurred background, as Mac apps wrap one.
  struct SidebarGlass: NSViewRepresentable {
    var material: NSVisualEffectView.Material

    func makeNSView(context: Context) -> NSVisualEffectView {
      let view = NSVisualEffectView()
      view.blendingMode = .behindWindow
      view.state = .active
      return view
    }

    func updateNSView(_ view: NSVisualEffectView, context: Context) {
      view.material = material
    }
  }

  @Test func aWrappedEffectViewKeepsItsSettings() throws {
    let inspector = DesignInspector(SidebarGlass(material: .sidebar))
    let view = try #require(inspector.represented(NSVisualEffectView.self).first)
    #expect(
      view.material == .sidebar && view.blendingMode == .behindWindow && view.state == .active)
  }

  /// Lets only GPX files be chosen, and refuses one named "roto".
  final class GPXOnly: NSOpenSavePanelDelegate {
    struct Broken: Error {}

    func panel(_ sender: Any, shouldEnable url: URL) -> Bool { url.pathExtension == "gpx" }

    func panel(_ sender: Any, validate url: URL) throws {
      if url.lastPathComponent.hasPrefix("roto") { throw Broken() }
    }
  }

  @Test func aPanelsDelegateLeavesOutFilesAndRefusesOnes() {
    NSApplication.shared.reset()
    defer { NSApplication.shared.reset() }
    let delegate = GPXOnly()
    let files = ["/a.gpx", "/b.txt", "/c.gpx"].map { URL(fileURLWithPath: $0) }
    NSSavePanel.answer = files
    defer { NSSavePanel.answer = nil }
    let panel = NSOpenPanel()
    panel.allowsMultipleSelection = true
    panel.delegate = delegate
    #expect(panel.runModal() == .OK)
    #expect(panel.urls.map(\.lastPathComponent) == ["a.gpx", "c.gpx"])
    NSSavePanel.answer = [URL(fileURLWithPath: "/b.txt")]
    #expect(panel.runModal() == .cancel)
    NSSavePanel.answer = [URL(fileURLWithPath: "/roto.gpx")]
    let window = NSWindow(contentRect: .zero, styleMask: .titled, backing: .buffered, defer: false)
    var response: NSApplication.ModalResponse?
    panel.beginSheetModal(for: window) { response = $0 }
    #expect(response == .cancel)
  }

  @Test func anAwaitedPanelEndsAsItsRunWould() async {
    // No answer is every test's resting state: awaiting cannot see another test's.
    let panel = NSOpenPanel()
    #expect(await panel.begin() == .cancel)
    #expect(panel.urls.isEmpty)
  }

}
