import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// A `ScrollPosition` asks for a view, an edge or a point, and follows the host's scrolls
/// for the identity type it was given.
@MainActor
@Suite struct ScrollPositionTests {
  @Test func eachFormAsksForWhatItNames() {
    #expect(ScrollPosition(id: "Anaga").viewID(type: String.self) == "Anaga")
    #expect(ScrollPosition(id: "Anaga").viewID(type: Int.self) == nil)
    #expect(ScrollPosition(edge: .bottom).edge == .bottom)
    #expect(ScrollPosition(point: CGPoint(x: 1, y: 2)).point == CGPoint(x: 1, y: 2))
    #expect(ScrollPosition(x: 3, y: 4).point == CGPoint(x: 3, y: 4))
    #expect(ScrollPosition(x: 5).point == CGPoint(x: 5, y: 0))
    #expect(ScrollPosition(y: 6).point == CGPoint(x: 0, y: 6))
    let empty = ScrollPosition(idType: Int.self)
    #expect(empty.viewID == nil && empty.edge == nil && empty.point == nil)
    #expect(!empty.isPositionedByUser)
  }

  @Test func aNewRequestReplacesTheLastOne() {
    var position = ScrollPosition(edge: .top)
    position.scrollTo(id: 7)
    #expect(position.edge == nil && position.viewID(type: Int.self) == 7)
    position.scrollTo(y: 10)
    #expect(position.viewID == nil && position.point == CGPoint(x: 0, y: 10))
    position.scrollTo(x: 1, y: 2)
    #expect(position.point == CGPoint(x: 1, y: 2))
    position.scrollTo(x: 3)
    #expect(position.point == CGPoint(x: 3, y: 0))
    position.scrollTo(edge: .leading)
    #expect(position.edge == .leading && position.point == nil)
  }

  @Test func markingItPositionedByTheUserForgetsAnEdgeOrPoint() {
    var position = ScrollPosition(edge: .bottom)
    position.isPositionedByUser = true
    #expect(position.edge == nil)
    var byID = ScrollPosition(id: 3)
    byID.isPositionedByUser = true
    #expect(byID.viewID(type: Int.self) == 3)
  }

  @Test func positionsAreEqualWhenTheyAskForTheSamePlace() {
    #expect(ScrollPosition(id: 1) == ScrollPosition(id: 1))
    #expect(ScrollPosition(id: 1) != ScrollPosition(id: 2))
    #expect(ScrollPosition(id: 1) != ScrollPosition(id: "1"))
    #expect(ScrollPosition(id: 1, anchor: .top) != ScrollPosition(id: 1))
    #expect(ScrollPosition(edge: .top) == ScrollPosition(idType: String.self, edge: .top))
    #expect(ScrollPosition(y: 0) != ScrollPosition(edge: .top))
    var moved = ScrollPosition(id: 1)
    moved.isPositionedByUser = true
    #expect(moved != ScrollPosition(id: 1))
  }

  private let appeared = Locked<[Int]>([])

  private func rows(_ position: Binding<ScrollPosition>) -> some View {
    LazyVStack {
      ForEach(0..<50, id: \.self) { row in
        Text("Fila \(row)").onAppear { [appeared] in appeared.withLock { $0.append(row) } }
      }
    }
    .scrollPosition(position)
  }

  /// A binding to `position`, as a design's `@State` would give.
  private func binding(_ position: Locked<ScrollPosition>) -> Binding<ScrollPosition> {
    Binding(get: { position.withLock { $0 } }, set: { value in position.withLock { $0 = value } })
  }

  /// The rows that appeared since the last call.
  private func newlyAppeared(in inspector: DesignInspector) -> [Int] {
    _ = inspector.elements
    return appeared.withLock { rows in
      defer { rows = [] }
      return rows
    }
  }

  @Test func aPositionFollowsTheHostOnlyForItsIdentityType() {
    let position = Locked(ScrollPosition(id: 4))
    let inspector = DesignInspector(rows(binding(position)))
    inspector.visibleRowCount = 3
    #expect(newlyAppeared(in: inspector) == [4, 5, 6])
    inspector.scroll(toRow: 20)
    #expect(newlyAppeared(in: inspector) == [20, 21, 22])
    #expect(position.withLock { $0.viewID(type: Int.self) } == 20)
    position.withLock { $0 = ScrollPosition(edge: .bottom) }
    inspector.device = .tablet
    #expect(newlyAppeared(in: inspector) == [47, 48, 49])
    inspector.scroll(toRow: 5)
    _ = inspector.elements
    let moved = position.withLock { $0 }
    #expect(moved.viewID == nil && moved.edge == nil && moved.isPositionedByUser)
  }

  @Test func aPositionOverRowsThatDoNotScrollIgnoresAnotherListsRows() {
    let position = Locked<Int?>(nil)
    let binding = Binding(
      get: { position.withLock { $0 } }, set: { value in position.withLock { $0 = value } })
    let inspector = DesignInspector(
      VStack {
        List { ForEach(0..<20, id: \.self) { Text("Fila \($0)") } }
          .scrollPosition(id: .constant(Int?.none))
        ScrollView { VStack { ForEach(100..<120, id: \.self) { Text("Otra \($0)") } } }
          .scrollPosition(id: binding)
      })
    inspector.visibleRowCount = 3
    _ = inspector.elements
    inspector.scroll(toRow: 5)
    _ = inspector.elements
    #expect(position.withLock { $0 } == nil)
  }

  @Test func aPointAtTheTopScrollsToTheTopAndOthersStayPut() {
    let position = Locked(ScrollPosition(idType: Int.self, edge: .bottom))
    let inspector = DesignInspector(rows(binding(position)))
    inspector.visibleRowCount = 3
    #expect(newlyAppeared(in: inspector) == [47, 48, 49])
    position.withLock { $0.scrollTo(y: 300) }
    inspector.device = .tablet
    #expect(newlyAppeared(in: inspector) == [])
    position.withLock { $0.scrollTo(x: 0, y: 0) }
    inspector.device = .phone
    #expect(newlyAppeared(in: inspector) == [0, 1, 2])
  }
}
