import Foundation
import PureMVVMCore
import Testing

/// The CoreGraphics names Linux's Foundation lacks: `CGVector`'s initializers and the
/// `CGSizeZero` family of constants.
@Suite struct CoreGraphicsStandInTests {
  @Test func aVectorTakesWholeNumbersDoublesOrCGFloats() {
    let jump = 12
    let gravity = -9.8
    #expect(CGVector(dx: 0, dy: jump) == CGVector(dx: CGFloat(0), dy: CGFloat(12)))
    #expect(CGVector(dx: gravity, dy: 0.5).dx == CGFloat(-9.8))
    #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
  }

  @Test func theZeroConstantsAreTheZeroValues() {
    #expect(CGSizeZero == CGSize.zero)
    #expect(CGPointZero == CGPoint.zero)
    #expect(CGRectZero == CGRect(x: 0, y: 0, width: 0, height: 0))
  }
}
