// Linux only: a Mac has no UIKit module, keeps AppKit to itself, and its SwiftUI module
// (not PureMVVM's namespace) answers `SwiftUI.`.
#if os(Linux)
  import UIKit

  // A card that copies a promo code with a tap and a haptic tap, and opens the offer's page,
  // in a file that imports UIKit beside SwiftUI as such cards do.
  #if PUREMVVM
    import PureMVVM
  #else
    import SwiftUI
  #endif

  struct PromoCodeCard: View {
    let code: String
    let offer: URL
    @State private var copied = false

    var body: some View {
      VStack(spacing: 12) {
        Text(code)
          .font(.system(.title2, design: .monospaced))
        Button(copied ? "Copied" : "Copy code") {
          UIPasteboard.general.string = code
          UIImpactFeedbackGenerator(style: .medium).impactOccurred()
          copied = true
        }
        Button("See the offer") {
          UIApplication.shared.open(offer)
        }
      }
      .padding()
      .background(Color(uiColor: .secondarySystemBackground))
    }
  }
#endif
