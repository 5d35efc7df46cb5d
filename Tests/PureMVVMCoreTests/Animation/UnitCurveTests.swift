import PureMVVMCore
import Testing

/// The circular curves are the usual Bézier approximations of quarter circles, and a
/// curve's slope at its ends.
@Suite struct UnitCurveTests {
  @Test func theCircularEaseOutMirrorsTheEaseIn() {
    let easeIn = UnitCurve.circularEaseIn
    #expect(easeIn.startControlPoint == UnitPoint(x: 0.55, y: 0))
    #expect(easeIn.endControlPoint == UnitPoint(x: 1, y: 0.45))
    let easeOut = UnitCurve.circularEaseOut
    let mirrored = [
      easeOut.startControlPoint.x + easeIn.endControlPoint.x,
      easeOut.startControlPoint.y + easeIn.endControlPoint.y,
      easeOut.endControlPoint.x + easeIn.startControlPoint.x,
      easeOut.endControlPoint.y + easeIn.startControlPoint.y,
    ]
    #expect(mirrored.allSatisfy { abs($0 - 1) < 1e-12 })
    let both = UnitCurve.circularEaseInOut
    #expect(abs(both.startControlPoint.x + both.endControlPoint.x - 1) < 1e-12)
    #expect(both.startControlPoint.y == 0 && both.endControlPoint.y == 1)
  }

  @Test func aSlopeAtAnEndWhereAControlPointSitsIsTheCurvesOwn() {
    #expect(UnitCurve.linear.velocity(at: 0) == 1)
    #expect(UnitCurve.linear.velocity(at: 1) == 1)
    // The ease in ends where its end control point sits: its slope there is finite.
    let h = 1e-6
    let easeIn = UnitCurve.easeIn
    let slope = (easeIn.value(at: 1) - easeIn.value(at: 1 - h)) / h
    #expect(abs(easeIn.velocity(at: 1) - slope) < 1e-3)
    // A vertical end is infinite.
    let steep = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0, y: 0.5), endControlPoint: UnitPoint(x: 1, y: 1))
    #expect(steep.velocity(at: 0) == .infinity)
  }
}
