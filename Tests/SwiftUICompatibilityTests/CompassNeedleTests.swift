import PureMVVM
import PureMVVMTesting
import Testing

/// A design file that writes `import CoreGraphics`, as drawing code does.
@MainActor
@Suite struct CompassNeedleTests {
  func rounded(_ rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX.rounded(), y: rect.minY.rounded(),
      width: rect.width.rounded(), height: rect.height.rounded())
  }

  @Test func theNeedlePointsUpAndTurnsWithTheHeading() {
    let size = CGSize(width: 100, height: 100)
    #expect(
      rounded(compassNeedlePath(in: size, heading: 0).boundingBox)
        == CGRect(x: 46, y: 0, width: 8, height: 100))
    #expect(
      rounded(compassNeedlePath(in: size, heading: 90).boundingBox)
        == CGRect(x: 0, y: 46, width: 100, height: 8))
  }

  @Test func theNeedleIsAFramedShape() throws {
    let inspector = DesignInspector(CompassNeedle(heading: 45))
    let needle = try inspector.find(identifier: "needle-45").element
    #expect(needle.attributes.frame?.width == 100)
    #expect(needle.attributes.frame?.height == 100)
  }
}
