// Linux only: a Mac has no UIKit module, keeps AppKit to itself, and its SwiftUI module
// (not PureMVVM's namespace) answers `SwiftUI.`.
#if os(Linux)
  import Foundation
  import PureMVVM
  import PureMVVMTesting
  import Testing

  /// A design file that wraps UIKit's blur view and share sheet in representables.
  @MainActor
  @Suite struct TrailShareCardTests {
    let link = URL(filePath: "/rutas/penalara.html")

    @Test func theHeaderBlurIsTheStyleTheDesignAskedFor() throws {
      let inspector = DesignInspector(TrailShareCard(name: "Peñalara", link: link))
      let blur = try #require(inspector.represented(UIVisualEffectView.self).first)
      #expect((blur.effect as? UIBlurEffect)?.style == .systemThinMaterial)
      #expect(inspector.represented(UIActivityViewController.self).isEmpty)
    }

    @Test func sharingPresentsTheSheetWithTheItemsAndFinishingWritesTheStatus() throws {
      let inspector = DesignInspector(TrailShareCard(name: "Peñalara", link: link))
      try inspector.find(button: "Share").tap()
      let sheet = try #require(inspector.represented(UIActivityViewController.self).first)
      #expect(sheet.activityItems.count == 2)
      #expect(sheet.activityItems.first as? String == "Peñalara")
      #expect(sheet.excludedActivityTypes == [.print, .assignToContact])
      sheet.finish(with: .mail, completed: true)
      #expect(inspector.texts.contains("Shared via com.apple.UIKit.activity.Mail"))
      #expect(inspector.represented(UIActivityViewController.self).isEmpty)
    }

    @Test func cancellingTheSheetSaysSo() throws {
      let inspector = DesignInspector(TrailShareCard(name: "Peñalara", link: link))
      try inspector.find(button: "Share").tap()
      try #require(inspector.represented(UIActivityViewController.self).first)
        .finish(with: nil, completed: false)
      #expect(inspector.texts.contains("Cancelled"))
    }
  }
#endif
