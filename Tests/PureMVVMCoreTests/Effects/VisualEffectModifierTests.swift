import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `.visualEffect` and `.scrollTransition` closures record what the view modifiers of the
/// same names record, worked out from the view's geometry or its scroll phase.
@MainActor
@Suite struct VisualEffectModifierTests {
  private func attributes(_ view: some View) throws -> ElementAttributes {
    try DesignInspector(view).find(text: "Ruta").element.attributes
  }

  @Test func everyEffectIsRecordedInOrderAsItsViewModifierRecordsIt() throws {
    let recorded = try attributes(
      Text("Ruta").visualEffect { content, _ in
        content
          .offset(CGSize(width: 1, height: 2)).offset(x: 3).scaleEffect(x: 2)
          .scaleEffect(CGSize(width: 1, height: 3)).scaleEffect(0.5, anchor: .top)
          .rotationEffect(.degrees(10)).rotation3DEffect(.degrees(20), axis: (x: 1, y: 0, z: 0))
          .transformEffect(CGAffineTransform(translationX: 4, y: 5))
          .transformEffect(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))
          .blur(radius: 6, opaque: true).brightness(0.1).contrast(2).saturation(0)
          .grayscale(1).hueRotation(.degrees(90)).blendMode(.multiply)
      })
    let expected: [ElementEffect] = [
      .offset(x: 1, y: 2), .offset(x: 3, y: 0), .scale(x: 2, y: 1, anchor: .center),
      .scale(x: 1, y: 3, anchor: .center), .scale(x: 0.5, y: 0.5, anchor: .top),
      .rotation(.degrees(10), anchor: .center),
      .transform(a: 1, b: 0, c: 0, d: 1, tx: 4, ty: 5),
      .transform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0), .blur(radius: 6, isOpaque: true),
      .brightness(0.1), .contrast(2), .saturation(0), .grayscale(1),
      .hueRotation(.degrees(90)), .blendMode(.multiply),
    ]
    var effects = recorded.effects
    guard case .rotation3D(.degrees(20), let axis, .center, 1) = effects.remove(at: 6) else {
      Issue.record("no 3D rotation in \(recorded.effects)")
      return
    }
    #expect([axis.x, axis.y, axis.z] == [1, 0, 0])
    #expect(effects == expected)
  }

  @Test func opacitiesMultiply() throws {
    let recorded = try attributes(
      Text("Ruta").opacity(0.5).visualEffect { content, _ in content.opacity(0.5).opacity(0.8) })
    #expect(recorded.opacity == 0.2)
  }

  @Test func theProxyHasTheViewsFrameWhereItHasOne() throws {
    let inspector = DesignInspector(
      Text("Ruta").frame(width: 120).visualEffect { content, proxy in
        content.offset(x: proxy.size.width, y: proxy.size.height)
      })
    let effects = try inspector.find(text: "Ruta").element.attributes.effects
    #expect(effects == [.offset(x: 120, y: 763)])
  }

  @Test func withoutAFrameTheProxyIsTheSpaceOffered() throws {
    let inspector = DesignInspector(
      Text("Ruta").padding(10).visualEffect { content, proxy in
        content.offset(x: proxy.size.width)
      })
    let effects = try inspector.find(text: "Ruta").element.attributes.effects
    #expect(effects == [.offset(x: 390, y: 0)])
  }

  @Test func aScrollTransitionDrawsTheIdentityPhase() throws {
    let phases = Locked<[ScrollTransitionPhase]>([])
    let recorded = try attributes(
      Text("Ruta").scrollTransition(.animated.threshold(.visible(0.9)), axis: .vertical) {
        content, phase in
        phases.withLock { $0.append(phase) }
        return content.scaleEffect(phase.isIdentity ? 1 : 0.5).offset(x: phase.value * 10)
      })
    #expect(recorded.effects == [.scale(x: 1, y: 1, anchor: .center), .offset(x: 0, y: 0)])
    #expect(phases.withLock { $0 } == [.identity])
  }

  @Test func eachEdgeFormDrawsTheIdentityPhaseToo() throws {
    let recorded = try attributes(
      Text("Ruta").scrollTransition(
        topLeading: .interactive(timingCurve: .linear), bottomTrailing: .identity
      ) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) })
    #expect(recorded.opacity == 1)
  }

  @Test func phasesHaveTheirValues() {
    #expect(ScrollTransitionPhase.topLeading.value == -1)
    #expect(ScrollTransitionPhase.identity.value == 0)
    #expect(ScrollTransitionPhase.bottomTrailing.value == 1)
    #expect(!ScrollTransitionPhase.bottomTrailing.isIdentity)
  }
}
