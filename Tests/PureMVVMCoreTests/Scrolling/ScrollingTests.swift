import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// A test scrolls to a row by its identity and sees what appears; a scroll position
/// binding follows the host's scrolls; scroll modifiers are recorded.
@MainActor
@Suite struct ScrollingTests {
  /// Records the rows that appear.
  private final class Appearances {
    var rows: [Int] = []
  }

  private struct Trail: View {
    let appearances: Appearances

    var body: some View {
      ScrollViewReader { proxy in
        VStack {
          Button("Go to 700") { proxy.scrollTo(700, anchor: .top) }
          Button("Go nowhere") { proxy.scrollTo("missing") }
          LazyVStack {
            ForEach(0..<1_000, id: \.self) { row in
              Text("Row \(row)").onAppear { appearances.rows.append(row) }
            }
          }
        }
      }
    }
  }

  @Test func scrollingToAnIdentityShowsItsRowAndItAppears() throws {
    let appearances = Appearances()
    let inspector = DesignInspector(Trail(appearances: appearances))
    inspector.visibleRowCount = 10
    _ = inspector.elements
    #expect(appearances.rows == Array(0..<10))
    try inspector.find(button: "Go to 700").tap()
    _ = inspector.elements
    #expect(appearances.rows == Array(0..<10) + Array(700..<710))
    #expect(inspector.scrollTarget?.id == AnyHashable(700))
    #expect(inspector.scrollTarget?.anchor == .top)
  }

  @Test func anIdentityNoRowHasScrollsNothing() throws {
    let appearances = Appearances()
    let inspector = DesignInspector(Trail(appearances: appearances))
    inspector.visibleRowCount = 10
    _ = inspector.elements
    try inspector.find(button: "Go nowhere").tap()
    _ = inspector.elements
    #expect(appearances.rows == Array(0..<10))
  }

  @Test func aScrollPositionBindingScrollsAndFollowsTheHost() throws {
    var seen: [Int?] = []
    let inspector = DesignInspector(
      Stateful(value: Int?.none) { position in
        VStack {
          Button("Jump") { position.wrappedValue = 40 }
          Text("At \(position.wrappedValue.map(String.init) ?? "top")")
            .onChange(of: position.wrappedValue) { seen.append(position.wrappedValue) }
          LazyVStack {
            ForEach(0..<100, id: \.self) { Text("Row \($0)") }
          }
          .scrollPosition(id: position)
        }
      })
    inspector.visibleRowCount = 5
    #expect(inspector.texts.contains("At top"))
    try inspector.find(button: "Jump").tap()
    #expect(inspector.texts.contains("At 40"))
    #expect(inspector.scrollTarget?.id == AnyHashable(40))
    inspector.scroll(toRow: 12)
    #expect(inspector.texts.contains("At 12"))
    #expect(seen == [40, 12])
  }

  @Test func aPositionNearTheEndStaysWhereTheWindowClamps() throws {
    let inspector = DesignInspector(
      Stateful(value: Int?.none) { position in
        VStack {
          Button("Near the end") { position.wrappedValue = 98 }
          Text("At \(position.wrappedValue.map(String.init) ?? "top")")
          LazyVStack {
            ForEach(0..<100, id: \.self) { Text("Row \($0)") }
          }
          .scrollPosition(id: position)
        }
      })
    inspector.visibleRowCount = 5
    try inspector.find(button: "Near the end").tap()
    #expect(inspector.texts.contains("At 98"))
    _ = inspector.elements
    #expect(inspector.texts.contains("At 98"))
  }

  @Test func aBottomDefaultAnchorStartsAtTheEndOnce() {
    let appearances = Appearances()
    let inspector = DesignInspector(
      LazyVStack {
        ForEach(0..<30, id: \.self) { row in
          Text("Row \(row)").onAppear { appearances.rows.append(row) }
        }
      }
      .defaultScrollAnchor(.bottom))
    inspector.visibleRowCount = 5
    _ = inspector.elements
    #expect(appearances.rows == Array(25..<30))
    inspector.scrollToTop()
    _ = inspector.elements
    #expect(appearances.rows == Array(25..<30) + Array(0..<5))
  }

  @Test func scrollModifiersAreRecorded() throws {
    let list = ScrollView {
      LazyVStack { Text("a") }.scrollTargetLayout()
    }
    .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
    .scrollIndicators(.hidden)
    .scrollClipDisabled()
    .scrollDismissesKeyboard(.interactively)
    .scrollBounceBehavior(.basedOnSize)
    .defaultScrollAnchor(.center, for: .alignment)
    let scroll = try #require(DesignInspector(list).elements.first?.attributes.scroll)
    #expect(scroll.targetBehavior == "ViewAlignedScrollTargetBehavior")
    #expect(scroll.indicators == .hidden)
    #expect(scroll.isClipDisabled)
    #expect(scroll.dismissesKeyboard == .interactively)
    #expect(scroll.bounceBehavior == .basedOnSize)
    #expect(scroll.defaultAnchor == .center)
  }

  @Test func viewAlignedAndPagingBehavioursKeepTheirAnchorsAndNames() {
    let anchored: ViewAlignedScrollTargetBehavior = .viewAligned(anchor: .center)
    #expect(anchored.anchor == .center && anchored.limitBehavior == .automatic)
    #expect(ViewAlignedScrollTargetBehavior.viewAligned.anchor == nil)
    let paged = ScrollView { Text("a") }.scrollTargetBehavior(.paging)
    #expect(
      DesignInspector(paged).elements.first?.attributes.scroll?.targetBehavior
        == "PagingScrollTargetBehavior")
  }

  @Test func contentMarginsPadTheContent() throws {
    let margins = try #require(
      DesignInspector(ScrollView { Text("a") }.contentMargins(.horizontal, 20)).elements.first)
    #expect(margins.attributes.padding == EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    let indicators = try #require(
      DesignInspector(ScrollView { Text("a") }.contentMargins(8, for: .scrollIndicators)).elements
        .first)
    #expect(indicators.attributes.padding == EdgeInsets())
  }
}
