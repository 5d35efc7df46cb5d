import CoreGraphics

// A compass needle drawn from a CoreGraphics path turned by an affine transform, in a file
// that imports CoreGraphics as drawing code does.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

/// A thin diamond pointing up across `size`, turned by `heading` degrees about the centre.
func compassNeedlePath(in size: CGSize, heading: CGFloat) -> CGPath {
  let centre = CGPoint(x: size.width / 2, y: size.height / 2)
  let turn = CGAffineTransform(translationX: centre.x, y: centre.y)
    .rotated(by: heading * .pi / 180)
    .translatedBy(x: -centre.x, y: -centre.y)
  let needle = CGMutablePath()
  needle.move(to: CGPoint(x: centre.x, y: 0), transform: turn)
  needle.addLine(to: CGPoint(x: centre.x + 4, y: centre.y), transform: turn)
  needle.addLine(to: CGPoint(x: centre.x, y: size.height), transform: turn)
  needle.addLine(to: CGPoint(x: centre.x - 4, y: centre.y), transform: turn)
  needle.closeSubpath()
  return needle
}

struct CompassNeedle: View {
  var heading: CGFloat

  var body: some View {
    Path(compassNeedlePath(in: CGSize(width: 100, height: 100), heading: heading))
      .fill(.red)
      .frame(width: 100, height: 100)
      .accessibilityIdentifier("needle-\(Int(heading))")
  }
}
