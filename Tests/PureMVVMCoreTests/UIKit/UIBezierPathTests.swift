import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// UIKit's `UIBezierPath`, as the shape that rounds only some corners uses it.
@MainActor
@Suite struct UIBezierPathTests {
  /// A shape written the UIKit way, as many designs round one side of a card.
  struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
      let path = UIBezierPath(
        roundedRect: rect, byRoundingCorners: corners,
        cornerRadii: CGSize(width: radius, height: radius))
      return Path(path.cgPath)
    }
  }

  @Test func onlyTheNamedCornersAreRounded() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    let path = RoundedCorner(radius: 20, corners: [.topLeft, .bottomRight]).path(in: rect)
    // A rounded corner leaves its very tip outside; a square one keeps it inside.
    #expect(!path.contains(CGPoint(x: 1, y: 1)))
    #expect(path.contains(CGPoint(x: 99, y: 1)))
    #expect(path.contains(CGPoint(x: 1, y: 59)))
    #expect(!path.contains(CGPoint(x: 99, y: 59)))
    #expect(path.boundingRect == rect)
  }

  @Test func aRadiusBeyondHalfTheShorterSideIsClamped() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
    let path = RoundedCorner(corners: .allCorners).path(in: rect)
    #expect(path.contains(CGPoint(x: 50, y: 1)))
    #expect(!path.contains(CGPoint(x: 3, y: 3)))
    #expect(path.contains(CGPoint(x: 20, y: 20)))
    let none = RoundedCorner(radius: 20, corners: []).path(in: rect)
    #expect(none.contains(CGPoint(x: 0.5, y: 0.5)))
  }

  @Test func aClockwiseArcTurnsClockwiseOnScreenAsInUIKit() {
    // From the right (0) clockwise on screen to the bottom (π/2): a quarter through the
    // lower right, in y-down coordinates.
    let quarter = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(quarter.bounds.minX >= -0.001 && quarter.bounds.minY >= -0.001)
    #expect(abs(quarter.bounds.maxX - 10) < 0.001 && abs(quarter.bounds.maxY - 10) < 0.001)
    let rest = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(abs(rest.bounds.minX + 10) < 0.001 && abs(rest.bounds.minY + 10) < 0.001)
  }

  @Test func pointsAndCurvesBuildThePathAndCGPathRoundTrips() {
    let bezier = UIBezierPath()
    bezier.move(to: CGPoint(x: 0, y: 0))
    bezier.addLine(to: CGPoint(x: 40, y: 0))
    bezier.addQuadCurve(to: CGPoint(x: 40, y: 40), controlPoint: CGPoint(x: 60, y: 20))
    bezier.addCurve(
      to: CGPoint(x: 0, y: 40), controlPoint1: CGPoint(x: 30, y: 50),
      controlPoint2: CGPoint(x: 10, y: 50))
    bezier.close()
    #expect(bezier.bounds == CGRect(x: 0, y: 0, width: 60, height: 50))
    let copy = UIBezierPath(cgPath: bezier.cgPath)
    copy.apply(CGAffineTransform(translationX: 5, y: 0))
    #expect(copy.bounds.minX == 5)
    copy.append(UIBezierPath(ovalIn: CGRect(x: -10, y: -10, width: 5, height: 5)))
    #expect(copy.bounds.minX == -10)
    copy.removeAllPoints()
    #expect(copy.isEmpty && UIBezierPath(rect: .zero).bounds == .zero)
  }
}
