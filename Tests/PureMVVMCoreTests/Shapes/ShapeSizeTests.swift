import Foundation
import PureMVVMCore
import Testing

/// `Shape.size(_:)` and `size(width:height:)`: the shape drawn in a frame of that size at
/// the origin of the frame it is given.
@Suite struct ShapeSizeTests {
  private let frame = CGRect(x: 5, y: 5, width: 100, height: 60)

  @Test func aResizedShapeIsDrawnAtTheFramesOriginInItsOwnSize() {
    let bar = Rectangle().size(width: 20, height: 10).path(in: frame)
    #expect(bar.boundingRect == CGRect(x: 5, y: 5, width: 20, height: 10))
    let dot = Circle().size(CGSize(width: 8, height: 8)).path(in: frame)
    #expect(dot.boundingRect == CGRect(x: 5, y: 5, width: 8, height: 8))
  }

  @Test func aLengthNotFiniteOrBelowZeroTakesTheFramesOnThatAxis() {
    let touchArea = Rectangle().size(width: .infinity, height: 44).path(in: frame)
    #expect(touchArea.boundingRect == CGRect(x: 5, y: 5, width: 100, height: 44))
    let odd = Rectangle().size(width: -3, height: .nan).path(in: frame)
    #expect(odd.boundingRect == frame)
  }

  @Test func anAnchorPlacesTheSmallerFrameInTheGivenOne() {
    let centred = Rectangle().size(width: 20, height: 10, anchor: .center).path(in: frame)
    #expect(centred.boundingRect == CGRect(x: 45, y: 30, width: 20, height: 10))
    let corner = Rectangle().size(width: 20, height: 10, anchor: .bottomTrailing).path(in: frame)
    #expect(corner.boundingRect == CGRect(x: 85, y: 55, width: 20, height: 10))
    let wide = Rectangle().size(width: .infinity, height: 10, anchor: .bottom).path(in: frame)
    #expect(wide.boundingRect == CGRect(x: 5, y: 55, width: 100, height: 10))
  }
}
