import Foundation
import PureMVVMCore
import Testing

/// `Path`'s geometry: hit-testing with either fill rule, the outline of a stroke, and the
/// arc builders.
@Suite struct PathGeometryTests {
  private func points(of path: Path) -> [CGPoint] {
    var points: [CGPoint] = []
    path.forEach { element in
      switch element {
      case .move(let point), .line(let point): points.append(point)
      case .quadCurve(let point, _), .curve(let point, _, _): points.append(point)
      case .closeSubpath: break
      }
    }
    return points
  }

  private func close(_ a: CGPoint?, _ b: CGPoint, within tolerance: CGFloat = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
  }

  @Test func aRectangleAndACircleContainTheirInsideOnly() {
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(square.contains(CGPoint(x: 5, y: 5)))
    #expect(!square.contains(CGPoint(x: 10.5, y: 5)))
    #expect(!square.contains(CGPoint(x: CGFloat.nan, y: 5)))
    let disc = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(disc.contains(CGPoint(x: 10, y: 1)))
    #expect(!disc.contains(CGPoint(x: 1, y: 1)))
    #expect(!Path().contains(.zero))
  }

  @Test func aHoleIsFilledByNonZeroAndEmptyByEvenOdd() {
    var ring = Path(CGRect(x: 0, y: 0, width: 30, height: 30))
    ring.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
    #expect(ring.contains(CGPoint(x: 15, y: 15)))
    #expect(!ring.contains(CGPoint(x: 15, y: 15), eoFill: true))
    #expect(ring.contains(CGPoint(x: 5, y: 5), eoFill: true))
  }

  @Test func anOpenTriangleIsFilledAsIfClosed() {
    var wedge = Path()
    wedge.move(to: .zero)
    wedge.addLine(to: CGPoint(x: 10, y: 0))
    wedge.addLine(to: CGPoint(x: 0, y: 10))
    #expect(wedge.contains(CGPoint(x: 2, y: 2)))
    #expect(!wedge.contains(CGPoint(x: 8, y: 8)))
  }

  @Test func aStrokeCoversHalfItsWidthEachSideAndItsCapsReachPastTheEnds() {
    var line = Path()
    line.move(to: .zero)
    line.addLine(to: CGPoint(x: 10, y: 0))
    let butt = line.strokedPath(StrokeStyle(lineWidth: 4))
    #expect(butt.contains(CGPoint(x: 5, y: 1.9)))
    #expect(!butt.contains(CGPoint(x: 5, y: 2.1)))
    #expect(!butt.contains(CGPoint(x: -0.5, y: 0)))
    #expect(butt.boundingRect == CGRect(x: 0, y: -2, width: 10, height: 4))
    let square = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square))
    #expect(square.contains(CGPoint(x: -1.9, y: 1.9)))
    #expect(!square.contains(CGPoint(x: -2.1, y: 0)))
    let round = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))
    #expect(round.contains(CGPoint(x: -1.9, y: 0)))
    #expect(!round.contains(CGPoint(x: -1.9, y: 1.9)))
    #expect(line.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
    #expect(line.strokedPath(StrokeStyle(lineWidth: .infinity)).isEmpty)
  }

  @Test func aCornerIsMiteredWithinTheLimitAndBevelledBeyondIt() {
    var corner = Path()
    corner.move(to: CGPoint(x: 0, y: 10))
    corner.addLine(to: .zero)
    corner.addLine(to: CGPoint(x: 10, y: 0))
    // The miter's tip is at (-1, -1); a right angle's ratio is √2.
    let mitered = corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 2))
    #expect(mitered.contains(CGPoint(x: -0.9, y: -0.9)))
    let bevelled = corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 1.4))
    #expect(!bevelled.contains(CGPoint(x: -0.9, y: -0.9)))
    #expect(bevelled.contains(CGPoint(x: -0.4, y: -0.4)))
    let rounded = corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .round))
    #expect(rounded.contains(CGPoint(x: -0.6, y: -0.6)))
    #expect(!rounded.contains(CGPoint(x: -0.8, y: -0.8)))
  }

  @Test func dashesPaintTheirLengthsFromThePhase() {
    var line = Path()
    line.move(to: .zero)
    line.addLine(to: CGPoint(x: 10, y: 0))
    let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 3]))
    #expect(dashed.contains(CGPoint(x: 1, y: 0)))
    #expect(!dashed.contains(CGPoint(x: 3, y: 0)))
    #expect(dashed.contains(CGPoint(x: 6, y: 0)))
    let shifted = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 3], dashPhase: 1))
    #expect(!shifted.contains(CGPoint(x: 1.5, y: 0)))
    #expect(shifted.contains(CGPoint(x: 4.5, y: 0)))
    let odd = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [1]))
    #expect(odd.contains(CGPoint(x: 0.5, y: 0)) && !odd.contains(CGPoint(x: 1.5, y: 0)))
  }

  @Test func absurdDashesDrawASolidLineInsteadOfMillionsOfPieces() {
    var line = Path()
    line.move(to: .zero)
    line.addLine(to: CGPoint(x: 1_000_000, y: 0))
    for dash: [CGFloat] in [[0.000_001], [-1, 2], [.nan], [0, 0]] {
      let stroke = line.strokedPath(StrokeStyle(lineWidth: 2, dash: dash))
      #expect(stroke.contains(CGPoint(x: 500_000.3, y: 0)))
    }
  }

  @Test func aRelativeArcTurnsByItsDelta() {
    var arc = Path()
    arc.addRelativeArc(
      center: .zero, radius: 10, startAngle: .zero, delta: .degrees(90))
    #expect(close(points(of: arc).first, CGPoint(x: 10, y: 0)))
    #expect(close(arc.currentPoint, CGPoint(x: 0, y: 10)))
    #expect(points(of: arc).allSatisfy { $0.y >= -1e-9 })
    var back = Path()
    back.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(-90))
    #expect(close(back.currentPoint, CGPoint(x: 0, y: -10)))
  }

  /// Whether `point` is on the circle of radius 5 around (5, 5).
  private func onTheCircle(_ point: CGPoint) -> Bool {
    let distance: CGFloat = hypot(point.x - 5, point.y - 5)
    return abs(distance - 5) < 1e-9
  }

  /// Whether `point` is in the corner the arc rounds: right of x 5 and above y 5.
  private func inTheCorner(_ point: CGPoint) -> Bool {
    point.x >= 5 - 1e-9 && point.y <= 5 + 1e-9
  }

  @Test func aTangentArcRoundsTheCornerAsCoreGraphicsDoes() {
    var corner = Path()
    corner.move(to: .zero)
    corner.addArc(
      tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5)
    let drawn = points(of: corner)
    #expect(close(drawn[1], CGPoint(x: 5, y: 0)))
    #expect(close(corner.currentPoint, CGPoint(x: 10, y: 5)))
    let arc: [CGPoint] = Array(drawn.dropFirst())
    #expect(arc.allSatisfy { (point: CGPoint) -> Bool in onTheCircle(point) })
    // The short way round: the arc stays in the corner.
    #expect(arc.allSatisfy { (point: CGPoint) -> Bool in inTheCorner(point) })
    var straight = Path()
    straight.move(to: .zero)
    straight.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 9, y: 0), radius: 2)
    #expect(straight.currentPoint == CGPoint(x: 5, y: 0))
    var empty = Path()
    empty.addArc(tangent1End: CGPoint(x: 3, y: 4), tangent2End: .zero, radius: 1)
    #expect(empty.currentPoint == CGPoint(x: 3, y: 4))
  }

  @Test func aRoundedRectangleTakesEachCornersRadius() {
    let radii = RectangleCornerRadii(
      topLeading: 0, bottomLeading: 0, bottomTrailing: 0, topTrailing: 8)
    let card = Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadii: radii)
    #expect(card.contains(CGPoint(x: 0.5, y: 0.5)))
    #expect(!card.contains(CGPoint(x: 19.5, y: 0.5)))
  }

  @Test func aLoneMovePaintsNothingButAZeroLengthLineGetsItsCaps() {
    let lone = Path { $0.move(to: CGPoint(x: 50, y: 50)) }
    let round = StrokeStyle(lineWidth: 10, lineCap: .round, dash: [4, 4])
    #expect(lone.strokedPath(round).isEmpty)
    #expect(!lone.strokedPath(round).contains(.zero))
    var dot = Path()
    dot.move(to: CGPoint(x: 50, y: 50))
    dot.addLine(to: CGPoint(x: 50, y: 50))
    #expect(
      dot.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round)).contains(CGPoint(x: 53, y: 50)))
    #expect(dot.strokedPath(StrokeStyle(lineWidth: 10)).isEmpty)
  }
}
