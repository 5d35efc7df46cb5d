import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// `MeshGradient` (iOS 18): kept as written, painted through its colours, and a view that
/// fills what it is offered.
@MainActor
@Suite struct MeshGradientTests {
  private let points: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]

  @Test func theMeshKeepsItsGridAndDefaults() {
    let mesh = MeshGradient(
      width: 2, height: 2, points: points, colors: [.red, .orange, .blue, .mint])
    #expect(mesh.width == 2 && mesh.height == 2)
    #expect(mesh.locations == .points(points))
    #expect(mesh.background == .clear)
    #expect(mesh.smoothsColors)
    #expect(mesh.colorSpace == .device)
  }

  @Test func theMeshPaintsAGradientThroughItsColoursInRowOrder() {
    let mesh = MeshGradient(
      width: 2, height: 2, points: points, colors: [.red, .orange, .blue, .mint])
    #expect(mesh._paint == .gradient([.red, .orange, .blue, .mint]))
    let resolved = MeshGradient(
      width: 1, height: 1, points: [[0.5, 0.5]],
      resolvedColors: [Color.Resolved(red: 1, green: 0, blue: 0)], smoothsColors: false)
    #expect(resolved._paint == .gradient([Color(Color.Resolved(red: 1, green: 0, blue: 0))]))
    #expect(!resolved.smoothsColors)
  }

  @Test func bezierPointsKeepTheirControlPoints() {
    let vertex = MeshGradient.BezierPoint(
      position: [0.5, 0.5], leadingControlPoint: [0.4, 0.5], topControlPoint: [0.5, 0.4],
      trailingControlPoint: [0.6, 0.5], bottomControlPoint: [0.5, 0.6])
    let mesh = MeshGradient(width: 1, height: 1, bezierPoints: [vertex], colors: [.teal])
    guard case .bezierPoints(let vertices) = mesh.locations else {
      Issue.record("not bezier points: \(mesh.locations)")
      return
    }
    #expect(vertices.first?.trailingControlPoint == [0.6, 0.5])
  }

  @Test func theMeshAsAViewFillsItsSpaceBehindContent() {
    let mesh = MeshGradient(
      width: 2, height: 1, points: [[0, 0], [1, 0]], colors: [.red, .blue])
    let view = ZStack {
      mesh
      Text("Over")
    }
    #expect(HTMLRenderer().render(view).contains("background:linear-gradient(#ff3b30,#007aff)"))
    #expect(DesignInspector(view).texts == ["Over"])
  }

  @Test func aOneColourMeshOrGradientIsPaintedAsThatColourInHTML() {
    let single = MeshGradient(width: 1, height: 1, points: [[0, 0]], colors: [.red])
    let html = HTMLRenderer().render(
      ZStack {
        single
        RadialGradient(colors: [], center: .center, startRadius: 0, endRadius: 4)
      })
    #expect(html.contains("background:#ff3b30"))
    #expect(!html.contains("gradient(#ff3b30)"))
    #expect(!html.contains("radial-gradient()"))
  }
}
