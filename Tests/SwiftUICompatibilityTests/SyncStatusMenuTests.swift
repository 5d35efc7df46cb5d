// Linux only: a Mac has no UIKit module, keeps AppKit to itself, and its SwiftUI module
// (not PureMVVM's namespace) answers `SwiftUI.`.
#if os(Linux)
  import Foundation
  import PureMVVM
  import PureMVVMTesting
  import Testing

  /// A design file that writes `import AppKit` for the workspace and the app.
  ///
  /// `NSWorkspace.shared` and `NSApplication.shared` are one per process, so the test resets
  /// them and asserts with no `await` between.
  @MainActor
  @Suite struct SyncStatusMenuTests {
    @Test func theMenuOpensTheFolderAndQuitsThroughAppKit() throws {
      NSWorkspace.shared.reset()
      NSApplication.shared.reset()
      let folder = URL(fileURLWithPath: "/home/ana/Rutas")
      let inspector = DesignInspector(SyncStatusMenu(folder: folder, lastSync: "10:42"))
      #expect(inspector.texts == ["Last sync: 10:42"])
      try inspector.find(button: "Open Folder").tap()
      try inspector.find(button: "Quit").tap()
      #expect(NSWorkspace.shared.openedURLs == [folder])
      #expect(NSApplication.shared.terminationRequests == 1)
    }
  }
#endif
