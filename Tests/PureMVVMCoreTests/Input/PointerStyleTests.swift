import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// Mac-only and iOS 26 view modifiers a host has no surface for are accepted: the design
/// draws as it would without them.
@MainActor
@Suite struct PointerStyleTests {
  /// A sidebar of a Mac app, with the modifiers as real designs write them.
  struct Sidebar: View {
    let styled: Bool

    var body: some View {
      if styled {
        list
          .pointerStyle(.columnResize(directions: .leading))
          .allowsWindowActivationEvents()
          .listSectionIndexVisibility(.visible)
          .contentToolbar(for: .tabViewSidebar) { Button("Nueva") {} }
      } else {
        list
      }
    }

    var list: some View {
      List {
        Section("A") { Text("Anaga") }.sectionIndexLabel("A")
        Section("T") { Text("Teide") }.sectionIndexLabel(Text("T"))
        Section { Text("Sin letra") }.sectionIndexLabel(String?.none)
      }
      .pointerStyle(nil)
      .allowsWindowActivationEvents(nil)
    }
  }

  @Test func theModifiersLeaveTheDesignAsItWas() {
    let renderer = TextRenderer()
    #expect(renderer.render(Sidebar(styled: true)) == renderer.render(Sidebar(styled: false)))
    #expect(DesignInspector(Sidebar(styled: true)).texts.contains("Teide"))
  }

  @Test func stylesCompareByKindAndDirectionSetsHoldTheirWays() {
    #expect(PointerStyle.link == .link)
    #expect(PointerStyle.link != .default)
    #expect(PointerStyle.grabIdle != .grabActive)
    #expect(HorizontalDirection.Set.all == [.leading, .trailing])
    #expect(!HorizontalDirection.Set(.leading).contains(.trailing))
    #expect(VerticalDirection.Set.all.contains(.down))
    #expect(HorizontalDirection.allCases == [.leading, .trailing])
  }

  struct Counter: View {
    var body: some View {
      let _ = Self._printChanges()
      Text("Contado")
    }
  }

  @Test func printingChangesLeavesTheBodyAsItIs() {
    #expect(DesignInspector(Counter()).texts == ["Contado"])
  }
}
