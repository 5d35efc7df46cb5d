// Linux only: a Mac has no UIKit module, keeps AppKit to itself, and its SwiftUI module
// (not PureMVVM's namespace) answers `SwiftUI.`.
#if os(Linux)
  // A design system's badge whose theme declares its own `Color` and `Animation`, so the file
  // writes SwiftUI's module-qualified, as such design systems do.
  #if PUREMVVM
    import PureMVVM
  #else
    import SwiftUI
  #endif

  enum BadgeTheme {
    enum Color { case accent, muted }
    enum Animation { case none, bounce }

    static func fill(_ color: Color) -> SwiftUI.Color {
      color == .accent ? .orange : .gray
    }

    static func motion(_ animation: Animation) -> SwiftUI.Animation? {
      animation == .bounce ? .spring(duration: 0.3) : nil
    }
  }

  struct StatusBadge: SwiftUI.View {
    let label: String
    let color: BadgeTheme.Color
    @SwiftUI.State private var expanded = false

    var body: some SwiftUI.View {
      SwiftUI.Button {
        SwiftUI.withAnimation(BadgeTheme.motion(.bounce)) { expanded.toggle() }
      } label: {
        SwiftUI.Text(expanded ? "\(label) · tap to close" : label)
          .padding(.horizontal, expanded ? 12 : 8)
          .background(BadgeTheme.fill(color), in: SwiftUI.Capsule())
      }
    }
  }
#endif
