import PureMVVMCore
import PureMVVMInspection
import Testing

/// Only the rows of a list or lazy stack that are on screen appear, so infinite-scroll
/// code loads one page per scroll; every row is still found by queries.
@MainActor
@Suite struct LazyRowsTests {
  final class Log {
    var appeared: [Int] = []
    var disappeared: [Int] = []
  }

  /// Appends a page of twenty items when its last row appears.
  struct Feed: View {
    let log: Log
    let lazyStack: Bool
    @State private var items = Array(0..<20)

    var body: some View {
      if lazyStack {
        ScrollView { LazyVStack { rows } }
      } else {
        List { rows }
      }
    }

    private var rows: some View {
      ForEach(items, id: \.self) { item in
        Text("Item \(item)")
          .onAppear {
            log.appeared.append(item)
            if item == items.last { items += items.count..<(items.count + 20) }
          }
          .onDisappear { log.disappeared.append(item) }
      }
    }
  }

  /// A feed showing ten rows at a time, and the log of its rows' appearances.
  private func tenRowFeed(lazyStack: Bool) -> (Log, DesignInspector) {
    let log = Log()
    let inspector = DesignInspector(Feed(log: log, lazyStack: lazyStack))
    inspector.visibleRowCount = 10
    return (log, inspector)
  }

  @Test(arguments: [false, true])
  func onlyRowsOnScreenAppearAndAScrollToTheEndLoadsOnePage(lazyStack: Bool) throws {
    let firstWindow: [Int] = Array(0..<10)
    let (log, inspector) = tenRowFeed(lazyStack: lazyStack)
    #expect(inspector.texts.count == 20)
    #expect(log.appeared == firstWindow)
    _ = try inspector.find(text: "Item 15")
    inspector.scrollToEnd()
    #expect(inspector.texts.count == 40)
    #expect(log.appeared == Array(0..<20) as [Int])
    #expect(log.disappeared == firstWindow.reversed() as [Int])
  }

  @Test(arguments: [false, true])
  func eachLaterScrollLoadsOnePageAndTheTopRowsAppearAgain(lazyStack: Bool) {
    let (log, inspector) = tenRowFeed(lazyStack: lazyStack)
    _ = inspector.elements
    inspector.scrollToEnd()
    _ = inspector.elements
    inspector.scrollToEnd()
    #expect(inspector.texts.count == 60)
    #expect(log.appeared == Array(0..<20) + Array(30..<40) as [Int])
    inspector.scrollToTop()
    _ = inspector.elements
    #expect(Array(log.appeared.suffix(10)) == Array(0..<10) as [Int])
  }

  @Test func theDefaultWindowIsFiftyRows() {
    let log = Log()
    let inspector = DesignInspector(Feed(log: log, lazyStack: false))
    #expect(inspector.visibleRowCount == 50)
    #expect(inspector.texts.count == 60)
    #expect(log.appeared == Array(0..<50))
  }

  @Test func scrollingToARowShowsTheRowsFromIt() {
    let log = Log()
    let inspector = DesignInspector(Feed(log: log, lazyStack: false))
    inspector.visibleRowCount = 5
    inspector.scroll(toRow: 7)
    _ = inspector.elements
    #expect(log.appeared == Array(7..<12))
  }

  @Test func theConsolesPageIsTheWindowSoTurningItLoadsTheNextPage() async {
    let log = Log()
    var input = ["more"][...]
    await DesignConsole(
      Feed(log: log, lazyStack: false), rowsPerPage: 10, readLine: { input.popFirst() },
      write: { _ in }
    ).run()
    #expect(log.appeared == Array(0..<20))
  }

  /// Rows inside an `if` and a `Group`, as lists often hold them.
  struct Wrapped: View {
    let log: Log

    var body: some View {
      List {
        if log.appeared.count >= 0 {
          Group {
            ForEach(0..<30) { item in
              Text("Row \(item)").onAppear { log.appeared.append(item) }
            }
          }
        }
      }
    }
  }

  @Test func rowsInsideAnIfOrAGroupAreStillRowsOfTheList() {
    let log = Log()
    let inspector = DesignInspector(Wrapped(log: log))
    inspector.visibleRowCount = 5
    _ = inspector.elements
    #expect(log.appeared == Array(0..<5))
    inspector.scroll(toRow: 10)
    _ = inspector.elements
    #expect(log.appeared == Array(0..<5) + Array(10..<15))
  }
}
