// Linux only: a Mac has no UIKit module, keeps AppKit to itself, and its SwiftUI module
// (not PureMVVM's namespace) answers `SwiftUI.`.
#if os(Linux)
  import AppKit

  // A menu bar app's menu that opens the synced folder and quits, in a file that imports
  // AppKit beside SwiftUI as Mac menus do.
  #if PUREMVVM
    import PureMVVM
  #else
    import SwiftUI
  #endif

  struct SyncStatusMenu: View {
    let folder: URL
    let lastSync: String

    var body: some View {
      VStack(alignment: .leading) {
        Text("Last sync: \(lastSync)")
          .foregroundStyle(Color(nsColor: .secondaryLabelColor))
        Divider()
        Button("Open Folder") {
          NSWorkspace.shared.open(folder)
        }
        Button("Quit") {
          NSApp.terminate(nil)
        }
        .keyboardShortcut("q")
      }
      .padding(8)
    }
  }
#endif
