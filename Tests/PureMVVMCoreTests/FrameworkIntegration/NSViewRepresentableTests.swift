import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// The Mac representables follow the same steps as UIKit's: made once per appearance,
/// updated on every resolution, dismantled when they leave, found by the inspector.
@MainActor
@Suite struct NSViewRepresentableTests {
  /// A level indicator, as Mac screens wrap AppKit's controls.
  final class LevelView: NSView {
    var level = 0.0
    override var intrinsicContentSize: NSSize { NSSize(width: 120, height: 12) }
  }

  struct Level: NSViewRepresentable {
    let level: Double
    let dismantled: (Double) -> Void

    func makeNSView(context: Context) -> LevelView { LevelView() }

    func updateNSView(_ nsView: LevelView, context: Context) {
      nsView.level = level
    }

    func makeCoordinator() -> (Double) -> Void { dismantled }

    static func dismantleNSView(_ nsView: LevelView, coordinator: (Double) -> Void) {
      coordinator(nsView.level)
    }
  }

  /// A controller whose title follows the design.
  struct Titled: NSViewControllerRepresentable {
    let title: String

    func makeNSViewController(context: Context) -> NSViewController { NSViewController() }

    func updateNSViewController(_ nsViewController: NSViewController, context: Context) {
      nsViewController.title = title
    }
  }

  struct Panel: View {
    let dismantled: (Double) -> Void
    @State private var level = 0.25
    @State private var shown = true

    var body: some View {
      VStack {
        Button("More") { level += 0.5 }
        Button("Hide") { shown = false }
        if shown { Level(level: level, dismantled: dismantled) }
        Titled(title: "Level \(level)")
      }
    }
  }

  @Test func theViewFollowsTheDesignUntilItLeavesAndIsDismantledWithItsLastValue() throws {
    var dismantled: [Double] = []
    let inspector = DesignInspector(Panel { dismantled.append($0) })
    let view = try #require(inspector.represented(LevelView.self).first)
    #expect(view.level == 0.25)
    try inspector.find(button: "More").tap()
    #expect(inspector.represented(LevelView.self).first === view)
    #expect(view.level == 0.75)
    try inspector.find(button: "Hide").tap()
    #expect(inspector.represented(LevelView.self).isEmpty)
    #expect(dismantled == [0.75])
    #expect(inspector.represented(NSViewController.self).first?.title == "Level 0.75")
  }

  @Test func aViewWithAnIntrinsicSizeTakesIt() throws {
    let inspector = DesignInspector(Level(level: 0) { _ in })
    #expect(inspector.elements.first?.attributes.frame == Frame(width: 120, height: 12))
  }
}
