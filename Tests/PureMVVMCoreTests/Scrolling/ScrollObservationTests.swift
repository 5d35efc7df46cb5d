import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// Scroll observers see the host's scrolls: the geometry of the rows, the phases of a
/// scroll, which rows are in sight.
@MainActor
@Suite struct ScrollObservationTests {
  private let log = Locked<[String]>([])

  private func rows(count: Int = 40) -> some View {
    LazyVStack {
      ForEach(0..<count, id: \.self) { row in
        Text("Fila \(row)").onScrollVisibilityChange { [log] visible in
          log.withLock { $0.append("\(row) \(visible ? "in" : "out")") }
        }
      }
    }
  }

  private func entries(after inspector: DesignInspector) -> [String] {
    _ = inspector.elements
    return log.withLock { entries in
      defer { entries = [] }
      return entries
    }
  }

  @Test func theGeometryMeasuresRowsAs44Points() {
    let inspector = DesignInspector(
      rows().onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { [log] old, new in
        log.withLock {
          $0.append("\(old.contentOffset.y) → \(new.contentOffset.y) of \(new.contentSize.height)")
          let visible = new.visibleRect
          $0.append("\(new.containerSize.width)×\(new.containerSize.height) at \(visible.minY)")
        }
      })
    inspector.visibleRowCount = 2
    #expect(entries(after: inspector) == ["0 in", "1 in"])
    inspector.scroll(toRow: 10)
    #expect(
      entries(after: inspector) == [
        "10 in", "11 in", "0.0 → 440.0 of 1760.0", "390.0×763.0 at 440.0", "1 out", "0 out",
      ])
  }

  @Test func boundsLieInsideTheInsets() {
    let geometry = ScrollGeometry(
      contentOffset: CGPoint(x: 0, y: 100), contentSize: CGSize(width: 300, height: 900),
      contentInsets: EdgeInsets(top: 10, leading: 5, bottom: 20, trailing: 5),
      containerSize: CGSize(width: 300, height: 400))
    #expect(geometry.bounds == CGRect(x: 5, y: 110, width: 290, height: 370))
    #expect(geometry.visibleRect == CGRect(x: 0, y: 100, width: 300, height: 400))
  }

  @Test func aHostScrollIsADragThatEndsAtOnce() {
    let inspector = DesignInspector(
      rows().onScrollPhaseChange { [log] old, new, context in
        log.withLock {
          $0.append(
            "\(old) → \(new) at \(context.geometry.contentOffset.y), \(context.velocity == nil)")
        }
      })
    inspector.visibleRowCount = 1
    #expect(entries(after: inspector) == ["0 in"])
    inspector.scroll(toRow: 3)
    #expect(
      entries(after: inspector) == [
        "3 in", "idle → interacting at 132.0, true", "interacting → idle at 132.0, true", "0 out",
      ])
    #expect(entries(after: inspector) == [])
  }

  @Test func rowsAddedWithoutAScrollChangeNoPhase() throws {
    let inspector = DesignInspector(
      Stateful(value: 5) { count in
        VStack {
          Button("Más") { count.wrappedValue += 5 }
          rows(count: count.wrappedValue).onScrollPhaseChange { [log] old, new in
            log.withLock { $0.append("\(old) → \(new)") }
          }
        }
      })
    inspector.visibleRowCount = 10
    _ = entries(after: inspector)
    try inspector.find(button: "Más").tap()
    #expect(entries(after: inspector) == ["5 in", "6 in", "7 in", "8 in", "9 in"])
  }

  @Test func aScrollTheDesignAsksForAnimates() throws {
    let inspector = DesignInspector(
      Stateful(value: ScrollPosition(idType: Int.self)) { position in
        VStack {
          Button("Final") { position.wrappedValue.scrollTo(edge: .bottom) }
          rows(count: 10)
            .scrollPosition(position)
            .onScrollPhaseChange { [log] old, new in log.withLock { $0.append("\(old) → \(new)") } }
        }
      })
    inspector.visibleRowCount = 2
    _ = entries(after: inspector)
    try inspector.find(button: "Final").tap()
    #expect(
      entries(after: inspector).filter { $0.contains("→") } == [
        "idle → animating", "animating → idle",
      ])
  }

  @Test func theTwoArgumentPhaseFormSeesTheSamePhases() {
    let inspector = DesignInspector(
      rows().onScrollPhaseChange { [log] old, new in
        log.withLock { $0.append("\(old.isScrolling) → \(new.isScrolling)") }
      })
    inspector.visibleRowCount = 1
    _ = entries(after: inspector)
    inspector.scrollToEnd()
    #expect(entries(after: inspector) == ["39 in", "false → true", "true → false", "0 out"])
  }

  @Test func theRowsInSightAreReportedByIdentityOfTheTypeAsked() {
    let ints = Locked<[[Int]]>([])
    let strings = Locked<[[String]]>([])
    let inspector = DesignInspector(
      rows(count: 10)
        .onScrollTargetVisibilityChange(idType: Int.self) { ids in ints.withLock { $0.append(ids) }
        }
        .onScrollTargetVisibilityChange(idType: String.self, threshold: 1) { ids in
          strings.withLock { $0.append(ids) }
        })
    inspector.visibleRowCount = 2
    _ = inspector.elements
    inspector.scroll(toRow: 8)
    _ = inspector.elements
    #expect(ints.withLock { $0 } == [[0, 1], [8, 9]])
    #expect(strings.withLock { $0 } == [[]])
  }

  @Test func indicatorFlashesAreAccepted() {
    let elements = Text("Fila").scrollIndicatorsFlash(onAppear: true)
      .scrollIndicatorsFlash(trigger: 3).resolve()
    #expect(elements.count == 1)
  }
}
