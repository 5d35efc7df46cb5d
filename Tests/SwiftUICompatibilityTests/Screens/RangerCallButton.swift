// Linux only: a Mac has no WatchKit module.
#if os(Linux)
  import WatchKit

  // A watch screen that calls the park ranger, in a file that imports WatchKit beside
  // SwiftUI as watch apps do.
  #if PUREMVVM
    import PureMVVM
  #else
    import SwiftUI
  #endif

  struct RangerCallButton: View {
    let phone: String

    private var crownSide: String {
      WKInterfaceDevice().crownOrientation == .left
        ? "Corona a la izquierda" : "Corona a la derecha"
    }

    var body: some View {
      VStack {
        Text(crownSide)
        Button("Llamar al guarda") {
          WKInterfaceDevice.current().play(.click)
          if let url = URL(string: "tel:\(phone)") {
            WKExtension.shared().openSystemURL(url)
          }
        }
      }
    }
  }
#endif
