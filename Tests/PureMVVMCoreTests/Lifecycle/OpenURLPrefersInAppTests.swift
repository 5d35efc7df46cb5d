import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.onOpenURL(prefersInApp:)` sets the subtree's `openURL`; `openURL(_:prefersInApp:)`
/// runs the action in the environment.
@MainActor
@Suite struct OpenURLPrefersInAppTests {
  static let guide = URL(filePath: "/rutas/anaga")

  /// A button that opens the guide through the environment's action.
  struct GuideButton: View {
    let prefersInApp: Bool
    @Environment(\.openURL) private var openURL

    var body: some View {
      Button("Guía") { openURL(OpenURLPrefersInAppTests.guide, prefersInApp: prefersInApp) }
    }
  }

  /// An action that handles every URL by adding it to `opened`.
  static func recording(into opened: Locked<[URL]>) -> OpenURLAction {
    OpenURLAction { url in
      opened.withLock { $0.append(url) }
      return .handled
    }
  }

  @Test func openingWithAPreferenceRunsTheEnvironmentsAction() throws {
    let opened = Locked<[URL]>([])
    let inspector = DesignInspector(
      GuideButton(prefersInApp: true)
        .environment(\.openURL, Self.recording(into: opened)))
    try inspector.find(button: "Guía").tap()
    #expect(opened.withLock { $0 } == [Self.guide])
  }

  @Test func preferringTheAppHandsLinksInsideToTheSystemNotToTheActionAround() throws {
    let opened = Locked<[URL]>([])
    let inspector = DesignInspector(
      VStack {
        GuideButton(prefersInApp: false).onOpenURL(prefersInApp: true)
        Link("Web", destination: Self.guide)
      }
      .environment(\.openURL, Self.recording(into: opened)))
    try inspector.find(button: "Guía").tap()
    #expect(opened.withLock { $0 }.isEmpty)
    try inspector.find(link: "Web").tap()
    #expect(opened.withLock { $0 } == [Self.guide])
  }

  @Test func aSystemActionKeepsItsPreference() {
    typealias Result = OpenURLAction.Result
    #expect(
      Result.systemAction(prefersInApp: true) == .systemAction(Self.guide, prefersInApp: true))
    #expect(Result.systemAction(prefersInApp: true) != .systemAction(prefersInApp: false))
    #expect(Result.systemAction(prefersInApp: false) != .systemAction)
  }
}
