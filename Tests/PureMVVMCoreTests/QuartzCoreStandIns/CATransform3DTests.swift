import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// QuartzCore's `CATransform3D` and its functions, where Linux lacks QuartzCore: the card
/// flip a `GeometryEffect` builds with perspective.
@MainActor
@Suite struct CATransform3DTests {
  /// A card turned about its vertical axis, with perspective, as real flip effects write it.
  struct TurnEffect: GeometryEffect {
    var degrees: Double

    func effectValue(size: CGSize) -> ProjectionTransform {
      var turn = CATransform3DIdentity
      turn.m34 = -1 / 500
      turn = CATransform3DRotate(turn, degrees * .pi / 180, 0, 1, 0)
      let centred = CATransform3DTranslate(turn, -size.width / 2, 0, 0)
      return ProjectionTransform(centred)
    }
  }

  private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

  @Test func aRotationAboutZIsThePlaneRotation() {
    let turn = CATransform3DMakeRotation(.pi / 3, 0, 0, 2)
    let plane = CGAffineTransform(rotationAngle: .pi / 3)
    let affine = CATransform3DGetAffineTransform(turn)
    #expect(close(affine.a, plane.a) && close(affine.b, plane.b))
    #expect(close(affine.c, plane.c) && close(affine.d, plane.d))
    #expect(CATransform3DIsAffine(turn))
    #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(.pi / 3, 0, 1, 0)))
  }

  @Test func aTranslationAppliedToAScaleIsScaledAsCoreAnimationDoes() {
    let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 3, 1), 10, 10, 0)
    #expect(moved.m41 == 20)
    #expect(moved.m42 == 30)
    let scaledAfter = CATransform3DConcat(
      CATransform3DMakeTranslation(10, 10, 0), CATransform3DMakeScale(2, 3, 1))
    #expect(scaledAfter == moved)
    let scaledFirst = CATransform3DConcat(
      CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(10, 10, 0))
    #expect(scaledFirst.m41 == 10)
  }

  @Test func aPerspectiveTurnKeepsItsWColumnInTheProjection() {
    var turn = CATransform3DIdentity
    turn.m34 = -1 / 500
    turn = CATransform3DRotate(turn, .pi / 4, 0, 1, 0)
    #expect(close(turn.m14, sin(.pi / 4) / 500))
    #expect(close(turn.m11, cos(.pi / 4)))
    let projection = ProjectionTransform(turn)
    #expect(projection.m13 == turn.m14)
    #expect(projection.m33 == turn.m44)
    #expect(!projection.isAffine)
  }

  @Test func anInverseUndoesTheTransformAndASingularOneComesBackUnchanged() {
    let t = CATransform3DRotate(CATransform3DMakeTranslation(4, -2, 7), 0.8, 1, 2, 3)
    let back = CATransform3DConcat(t, CATransform3DInvert(t))
    let identity = CATransform3DIdentity
    for (row, expected) in zip(back.rowsForTest, identity.rowsForTest) {
      for (value, one) in zip(row, expected) { #expect(close(value, one)) }
    }
    let flat = CATransform3DMakeScale(0, 1, 1)
    #expect(CATransform3DInvert(flat) == flat)
  }

  @Test func aZeroOrInfiniteAxisGivesTheIdentity() {
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, .infinity, 0, 0)))
    #expect(CATransform3D().m11 == 0)
    #expect(
      CATransform3DEqualToTransform(
        CATransform3DMakeAffineTransform(.identity),
        .init(
          m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1,
          m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)))
  }

  @Test func aGeometryEffectBuiltFromATurnDrawsItsPlanePart() throws {
    let card = Text("Ruta").frame(width: 40, height: 10).modifier(TurnEffect(degrees: 0))
    let effects = try DesignInspector(card).find(text: "Ruta").element.attributes.effects
    #expect(effects.contains(.transform(a: 1, b: 0, c: 0, d: 1, tx: -20, ty: 0)))
  }
}

extension CATransform3D {
  fileprivate var rowsForTest: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }
}
