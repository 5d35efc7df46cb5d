import PureMVVMCore
import Testing

/// The circular curves are the usual Bézier approximations of quarter circles.
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
}
