import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// UIKit's `UIApplication.shared`, as designs use it without importing UIKit: opening the
/// Settings app or a link, keeping the screen on.
@MainActor
@Suite struct UIApplicationTests {
  /// A permissions row, as real screens write it.
  struct NotificationsDeniedRow: View {
    var body: some View {
      HStack {
        Text("Notifications are off")
        Button("Open Settings") {
          if let url = URL(string: UIApplication.openSettingsURLString) {
            UIApplication.shared.open(url)
          }
        }
      }
      .onAppear { UIApplication.shared.isIdleTimerDisabled = true }
    }
  }

  /// An appearance picker that forces the window's style, as real settings screens do.
  struct AppearanceRow: View {
    @State private var isDark = false

    var body: some View {
      Toggle("Dark mode", isOn: $isDark)
        .onChange(of: isDark) { _, dark in
          if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
            scene.windows.first?.overrideUserInterfaceStyle = dark ? .dark : .light
          }
        }
    }
  }

  /// A tab bar padded by the window's safe area, and a gradient editor that saves its
  /// picture, as real screens write them.
  struct GradientEditor: View {
    private var bottomInset: CGFloat {
      guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene,
        let window = scene.windows.first
      else { return 0 }
      return window.safeAreaInsets.bottom
    }

    var body: some View {
      Button("Save") {
        if let image = UIImage(systemName: "paintpalette") {
          UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
        }
      }
      .padding(.bottom, bottomInset > 0 ? -8 : 0)
    }
  }

  /// Saves as an image saver that is not on the main actor does, as UIKit allows.
  nonisolated private func saveFromAnImageSaver(_ image: UIImage) {
    let saved: Selector = "image:didFinishSavingWithError:contextInfo:"
    UIImageWriteToSavedPhotosAlbum(image, nil, saved, nil)
  }

  @Test func theWindowHasThePhonesSafeAreaAndSavedPicturesAreKept() throws {
    UIApplication.shared.reset()
    let window = try #require(UIApplication.shared.windows.first)
    #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(UIApplication.shared.keyWindow === window && window.screen === UIScreen.main)
    window.backgroundColor = .systemRed
    window.rootViewController = UIViewController()
    UIApplication.shared.reset()
    let fresh = try #require(UIApplication.shared.keyWindow)
    #expect(fresh !== window && fresh.backgroundColor == nil && fresh.rootViewController == nil)
    #expect(window.frame.size == Device.phone.size)
    #expect(UIView().safeAreaInsets == .zero)
    let inspector = DesignInspector(GradientEditor())
    try inspector.find(button: "Save").tap()
    #expect(UIApplication.shared.imagesSavedToPhotosAlbum == [UIImage(systemName: "paintpalette")])
    saveFromAnImageSaver(UIImage())
    #expect(UIApplication.shared.imagesSavedToPhotosAlbum.count == 2)
    UIApplication.shared.reset()
    #expect(UIApplication.shared.imagesSavedToPhotosAlbum.isEmpty)
  }

  @Test func imagesSavedFromManyThreadsAtOnceAreAllKept() {
    let image = UIImage()
    // Synchronous, so no other test resets the app on the main actor meanwhile.
    DispatchQueue.concurrentPerform(iterations: 200) { _ in
      UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
    }
    #expect(UIApplication.shared.imagesSavedToPhotosAlbum.count { $0 === image } == 200)
    UIApplication.shared.reset()
  }

  @Test func aToggleForcesTheWindowsStyleThroughItsScene() throws {
    UIApplication.shared.reset()
    let inspector = DesignInspector(AppearanceRow())
    try inspector.find(toggle: "Dark mode").tap()
    _ = inspector.elements  // The change runs when the view updates.
    let window = try #require(UIApplication.shared.windows.first)
    #expect(window.overrideUserInterfaceStyle == .dark)
    #expect(window.isKeyWindow)
    #expect(UIApplication.shared.connectedScenes.count == 1)
    try inspector.find(toggle: "Dark mode").tap()
    _ = inspector.elements
    #expect(window.overrideUserInterfaceStyle == .light)
    UIApplication.shared.reset()
    #expect(UIApplication.shared.windows.first?.overrideUserInterfaceStyle == .unspecified)
  }

  @Test func aButtonOpensTheSettingsURLAndTheTestReadsIt() throws {
    UIApplication.shared.reset()
    let inspector = DesignInspector(NotificationsDeniedRow())
    try inspector.find(button: "Open Settings").tap()
    #expect(UIApplication.shared.openedURLs == [URL(string: "app-settings:")!])
    #expect(UIApplication.shared.isIdleTimerDisabled)
  }

  @Test func aURLWithoutASchemeCannotBeOpenedAndIsNotRecorded() {
    UIApplication.shared.reset()
    var answers: [Bool] = []
    UIApplication.shared.open(URL(string: "no-scheme-here")!) { answers.append($0) }
    UIApplication.shared.open(
      URL(string: "https://example.org/trails")!, options: [.universalLinksOnly: false]
    ) {
      answers.append($0)
    }
    #expect(answers == [false, true])
    #expect(UIApplication.shared.openedURLs == [URL(string: "https://example.org/trails")!])
  }

  @Test func theAsyncOpenAnswersAsTheCallbackOneDoes() async {
    // Other suites share the app, so this reads only its own answers.
    #expect(await UIApplication.shared.open(URL(string: "tel:+34600000000")!))
    #expect(!(await UIApplication.shared.open(URL(string: "no-scheme")!)))
  }

  @Test func theIconAndBadgeAreKept() {
    UIApplication.shared.reset()
    UIApplication.shared.applicationIconBadgeNumber = 3
    UIApplication.shared.setAlternateIconName("Night")
    #expect(UIApplication.shared.alternateIconName == "Night")
    #expect(UIApplication.shared.applicationIconBadgeNumber == 3)
    #expect(UIApplication.shared.applicationState == .active)
    UIApplication.shared.reset()
    #expect(UIApplication.shared.alternateIconName == nil)
  }

  /// A screen that refreshes when the app returns and moves up for the keyboard, as real
  /// screens observe UIKit's notifications.
  struct InboxScreen: View {
    @State private var refreshes = 0
    @State private var keyboardHeight: CGFloat = 0

    var body: some View {
      Text("Refreshed \(refreshes), keyboard \(Int(keyboardHeight))")
        .onReceive(
          NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)
        ) { _ in refreshes += 1 }
        .onReceive(
          NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
        ) { note in
          let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
          keyboardHeight = frame?.height ?? 0
        }
    }
  }

  @Test func aScreenReactsToTheLifecycleAndKeyboardNotificationsATestPosts() {
    let inspector = DesignInspector(InboxScreen())
    #expect(inspector.texts == ["Refreshed 0, keyboard 0"])
    NotificationCenter.default.post(
      name: UIApplication.willEnterForegroundNotification, object: nil)
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillShowNotification, object: nil,
      userInfo: [
        UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 500, width: 390, height: 336)
      ])
    #expect(inspector.texts == ["Refreshed 1, keyboard 336"])
    #expect(
      UIApplication.didBecomeActiveNotification.rawValue
        == "UIApplicationDidBecomeActiveNotification")
  }
}
