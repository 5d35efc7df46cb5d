// Linux only: a Mac has no WatchKit module.
#if os(Linux)
  import Foundation
  import PureMVVM
  import PureMVVMTesting
  import Testing

  /// A design file that writes `import WatchKit` for the device and the app.
  ///
  /// `WKApplication.shared()` and `WKInterfaceDevice.current()` are one per process, so the
  /// test reads only the last URL and haptic, with no `await` between.
  @MainActor
  @Suite struct RangerCallButtonTests {
    @Test func theButtonTapsTheWristAndOpensThePhoneThroughWatchKit() throws {
      let inspector = DesignInspector(RangerCallButton(phone: "112"))
      #expect(inspector.texts.first == "Corona a la derecha")
      try inspector.find(button: "Llamar al guarda").tap()
      #expect(WKApplication.shared().openedURLs.last == URL(string: "tel:112"))
      #expect(WKInterfaceDevice.current().played.last == .click)
      #expect(WKInterfaceDevice().played.last == .click)
    }
  }
#endif
