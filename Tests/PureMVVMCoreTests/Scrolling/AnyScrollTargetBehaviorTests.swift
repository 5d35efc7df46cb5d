import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `AnyScrollTargetBehavior` does what the behavior it wraps does.
@MainActor
@Suite struct AnyScrollTargetBehaviorTests {
  /// Stops scrolling on multiples of 100 points.
  private struct HundredPoints: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      target.rect.origin.y = (target.rect.origin.y / 100).rounded() * 100
    }
  }

  @Test func aWrappedBehaviorMovesTheTargetAsItWould() {
    let behavior = AnyScrollTargetBehavior(HundredPoints())
    var target = ScrollTarget(rect: CGRect(x: 0, y: 260, width: 10, height: 10))
    let context = ScrollTargetBehaviorContext(
      originalTarget: target, contentSize: CGSize(width: 10, height: 1_000),
      containerSize: CGSize(width: 10, height: 100), axes: .vertical)
    behavior.updateTarget(&target, context: context)
    #expect(target.rect.origin.y == 300)
    #expect(behavior.base is HundredPoints)
  }

  @Test func aScrollViewTakesABehaviorChosenAtRunTime() {
    for isPaging in [true, false] {
      let behavior =
        isPaging ? AnyScrollTargetBehavior(.paging) : AnyScrollTargetBehavior(.viewAligned)
      let inspector = DesignInspector(
        ScrollView { Text("Anaga") }.scrollTargetBehavior(behavior))
      #expect(inspector.texts == ["Anaga"])
    }
  }
}
