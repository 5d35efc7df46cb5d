// Linux only: a Mac has no UIKit module, keeps AppKit to itself, and its SwiftUI module
// (not PureMVVM's namespace) answers `SwiftUI.`.
#if os(Linux)
  import PureMVVM
  import PureMVVMTesting
  import Testing

  /// A design file that writes SwiftUI's names module-qualified (`SwiftUI.Color`,
  /// `@SwiftUI.State`, `SwiftUI.withAnimation`) because its theme shadows them.
  @MainActor
  @Suite struct StatusBadgeTests {
    @Test func qualifiedNamesAreTheViewLanguagesTypes() {
      let color: SwiftUI.Color = BadgeTheme.fill(.accent)
      #expect(color == Color.orange)
      #expect(BadgeTheme.motion(.bounce) == Animation.spring(duration: 0.3))
      #expect(BadgeTheme.motion(.none) == nil)
    }

    @Test func tappingTheBadgeExpandsItWithTheThemesSpring() throws {
      let inspector = DesignInspector(StatusBadge(label: "Abierta", color: .accent))
      try inspector.find(button: "Abierta").tap()
      _ = try inspector.find(button: "Abierta · tap to close")
      #expect(inspector.lastTransaction?.animation == .spring(duration: 0.3))
    }
  }
#endif
