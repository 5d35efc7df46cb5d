import Foundation
import PureMVVMCore
import Testing

/// CoreGraphics' `CGPath` and `CGMutablePath`, as drawing code builds them.
@Suite struct CGPathTests {
  @Test func aMutablePathBuildsWhatPathReads() {
    let triangle = CGMutablePath()
    triangle.move(to: CGPoint(x: 0, y: 0))
    triangle.addLine(to: CGPoint(x: 10, y: 0))
    triangle.addLine(to: CGPoint(x: 0, y: 10))
    triangle.closeSubpath()
    #expect(triangle.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(triangle.contains(CGPoint(x: 2, y: 2)))
    #expect(!triangle.contains(CGPoint(x: 8, y: 8)))
    #expect(Path(triangle).boundingRect == triangle.boundingBox)
    let moved = triangle.mutableCopy()
    moved.addPath(triangle, transform: CGAffineTransform(translationX: 20, y: 0))
    #expect(moved.boundingBox.maxX == 30)
    #expect(triangle.boundingBox.maxX == 10)
  }

  @Test func evenOddLeavesTheOverlapOutside() {
    let rings = CGMutablePath()
    rings.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
    rings.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
    #expect(rings.contains(CGPoint(x: 20, y: 20)))
    #expect(!rings.contains(CGPoint(x: 20, y: 20), using: .evenOdd))
    rings.addRoundedRect(
      in: CGRect(x: 50, y: 0, width: 10, height: 10), cornerWidth: 2, cornerHeight: 2)
    rings.addRect(CGRect(x: 0, y: 50, width: 1, height: 1))
    #expect(rings.boundingBox == CGRect(x: 0, y: 0, width: 60, height: 51))
    #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)).cgPath.isEmpty == false)
  }
}
