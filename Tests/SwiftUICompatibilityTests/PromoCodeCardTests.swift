// Linux only: a Mac has no UIKit module, keeps AppKit to itself, and its SwiftUI module
// (not PureMVVM's namespace) answers `SwiftUI.`.
#if os(Linux)
  import Foundation
  import PureMVVM
  import PureMVVMTesting
  import Testing

  /// A design file that writes `import UIKit` for the pasteboard, haptics and links.
  ///
  /// `UIPasteboard.general` and `UIApplication.shared` are one per process, so the test
  /// resets them and asserts with no `await` between.
  @MainActor
  @Suite struct PromoCodeCardTests {
    @Test func copyingPutsTheCodeOnThePasteboardAndTheOfferOpensItsPage() throws {
      UIApplication.shared.reset()
      let offer = try #require(URL(string: "https://example.com/oferta"))
      let inspector = DesignInspector(PromoCodeCard(code: "SENDA-2026", offer: offer))
      try inspector.find(button: "Copy code").tap()
      #expect(UIPasteboard.general.string == "SENDA-2026")
      _ = try inspector.find(button: "Copied")
      try inspector.find(button: "See the offer").tap()
      #expect(UIApplication.shared.openedURLs == [offer])
    }
  }
#endif
