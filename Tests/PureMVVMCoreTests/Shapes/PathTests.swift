import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// Paths are built as SwiftUI builds them, shapes of your own draw from `path(in:)`: SVG
/// in HTML, their bounding box in text; absurd paths never crash or hang a renderer.
@MainActor
@Suite struct PathTests {
  struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
      }
    }
  }

  @Test func pathElementsAndBoundsAreThoseItWasBuiltWith() {
    let path = Triangle().path(in: CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(path.description == "M 20 0 L 40 20 L 0 20 Z")
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(path.currentPoint == CGPoint(x: 20, y: 0))
    var elements: [Path.Element] = []
    path.forEach { elements.append($0) }
    #expect(elements.count == 4)
    #expect(Path().isEmpty)
    #expect(Path().boundingRect == .zero)
  }

  @Test func everyPathBuilderCompilesAndStaysInsideItsRect() {
    let rect = CGRect(x: 10, y: 10, width: 80, height: 40)
    var path = Path()
    path.addRect(rect)
    path.addRoundedRect(in: rect, cornerSize: CGSize(width: 8, height: 8))
    path.addEllipse(in: rect)
    path.addLines([CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 50)])
    path.move(to: CGPoint(x: 50, y: 30))
    path.addQuadCurve(to: CGPoint(x: 90, y: 30), control: CGPoint(x: 70, y: 10))
    path.addCurve(
      to: CGPoint(x: 10, y: 30), control1: CGPoint(x: 60, y: 50), control2: CGPoint(x: 20, y: 50))
    path.addArc(
      center: CGPoint(x: 50, y: 30), radius: 20, startAngle: .zero, endAngle: .degrees(180),
      clockwise: false)
    path.addPath(Path(ellipseIn: rect), transform: .identity)
    path.closeSubpath()
    #expect(path.boundingRect == rect)
    #expect(Path(roundedRect: rect, cornerRadius: 500).boundingRect == rect)
    #expect(path.offsetBy(dx: 5, dy: -5).boundingRect == rect.offsetBy(dx: 5, dy: -5))
  }

  @Test func halfArcSweepsFromItsStartToItsEnd() {
    var arc = Path()
    arc.addArc(
      center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
    let end = arc.currentPoint ?? .zero
    #expect(abs(end.x + 10) < 1e-9 && abs(end.y) < 1e-9)
    #expect(abs(arc.boundingRect.height - 10) < 0.5)
  }

  @Test func customShapeDrawsAsSVGInHTMLAndAsItsBoxInText() {
    let view = Triangle().fill(.orange).frame(width: 48, height: 48)
    let html = HTMLRenderer().render(view)
    #expect(html.contains(#"<svg class="shape shape-path" viewBox="0 0 48 48""#))
    #expect(html.contains(##"<path d="M 24 0 L 48 48 L 0 48 Z" fill="#ff9500"/>"##))
    let lines = TextRenderer(width: 20).render(view).split(separator: "\n").dropFirst().dropLast()
      .map { String($0.dropFirst(2).dropLast(2)) }
    #expect(lines.contains(where: { $0.contains("┌────┐") }))
    #expect(lines.contains(where: { $0.contains("└────┘") }))
  }

  @Test func trimmedStrokedCircleDrawsThatPartOfItsLength() {
    let ring = Circle().trim(from: 0.25, to: 0.75).stroke(.blue, lineWidth: 4)
      .frame(width: 40, height: 40)
    let html = HTMLRenderer().render(ring)
    #expect(html.contains(##"stroke="#007aff" stroke-width="4""##))
    #expect(html.contains(#"pathLength="1" stroke-dasharray="0.5 1" stroke-dashoffset="-0.25""#))
    #expect(html.contains(#"fill="none""#))
  }

  @Test func shapeTransformsMoveThePath() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    let square = Rectangle()
    #expect(
      square.offset(x: 5).path(in: rect).boundingRect == CGRect(x: 5, y: 0, width: 10, height: 10))
    #expect(
      square.scale(2).path(in: rect).boundingRect == CGRect(x: -5, y: -5, width: 20, height: 20))
    let turned = square.rotation(.degrees(90), anchor: .topLeading).path(in: rect).boundingRect
    #expect(abs(turned.minX + 10) < 1e-9 && abs(turned.maxY - 10) < 1e-9)
    #expect(
      square.inset(by: 2).path(in: rect).boundingRect == CGRect(x: 2, y: 2, width: 6, height: 6))
    #expect(
      square.transform(CGAffineTransform(scaleX: 3, y: 1)).path(in: rect).boundingRect.width == 30)
    #expect(UnevenRoundedRectangle(topLeadingRadius: 4).path(in: rect).boundingRect == rect)
  }

  @Test func strokeStylesDashInHTML() {
    let html = HTMLRenderer().render(
      Triangle().stroke(.red, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2]))
        .frame(width: 20, height: 20))
    #expect(html.contains(#"stroke-dasharray="4 2""#))
    let outlined = HTMLRenderer().render(Circle().stroke(lineWidth: 3).frame(width: 20, height: 20))
    #expect(outlined.contains("border:3px solid currentColor"))
  }

  @Test func aMillionPointPathDrawsItsFirstTenThousandElements() {
    var path = Path()
    path.move(to: .zero)
    for index in 1...1_000_000 { path.addLine(to: CGPoint(x: index % 100, y: index % 37)) }
    let html = HTMLRenderer().render(path.stroke(.black).frame(width: 100, height: 40))
    #expect(html.components(separatedBy: " L ").count == Path.maximumDrawnElements)
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 99, height: 36))
  }

  @Test func absurdCoordinatesAreBoundedInSVG() {
    var path = Path()
    path.move(to: CGPoint(x: CGFloat.nan, y: .infinity))
    path.addLine(to: CGPoint(x: -1e300, y: 1))
    path.addArc(
      center: .zero, radius: .infinity, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    #expect(path.description == "M 0 100000 L -100000 1")
    #expect(path.trimmedPath(from: .nan, to: 2).description == path.description)
    #expect(path.trimmedPath(from: 0.9, to: 0.1).isEmpty)
  }
}

extension PathTests {
  @Test func ellipsesStartAtTheirTrailingPointAndGoClockwise() {
    let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
    var points: [CGPoint] = []
    circle.forEach { element in
      switch element {
      case .move(let point), .curve(let point, _, _): points.append(point)
      default: break
      }
    }
    #expect(
      points == [
        CGPoint(x: 20, y: 10), CGPoint(x: 10, y: 20), CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 0),
        CGPoint(x: 20, y: 10),
      ])
  }
}

extension PathTests {
  @Test func anyShapeDrawsAsTheShapeItWraps() {
    let shapes = [AnyShape(Circle()), AnyShape(Triangle()), AnyShape(ContainerRelativeShape())]
    #expect(shapes.map(\._outline.kind) == [.circle, .path, .roundedRectangle])
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(shapes[1].path(in: rect) == Triangle().path(in: rect))
    let html = HTMLRenderer().render(AnyShape(Triangle()).fill(.red).frame(width: 10, height: 10))
    #expect(html.contains(#"<path d="M 5 0 L 10 10 L 0 10 Z""#))
  }
}

extension PathTests {
  @Test func fillThenStrokeChainsAsInSwiftUI() {
    let capsule = HTMLRenderer().render(
      Capsule().fill(.yellow).stroke(.blue, lineWidth: 8).frame(width: 60, height: 20))
    #expect(capsule.contains("background:#ffcc00"))
    #expect(capsule.contains("border:8px solid #007aff"))
    let triangle = HTMLRenderer().render(
      Triangle().stroke(.red, lineWidth: 2).fill(.green).frame(width: 10, height: 10))
    #expect(triangle.contains(##"fill="#34c759" stroke="#ff3b30" stroke-width="2""##))
    #expect(!triangle.contains("background:#34c759"))
  }

  @Test func fillWithoutAStyleKeepsTheInheritedForeground() {
    let html = HTMLRenderer().render(Circle().fill().foregroundStyle(.purple).frame(width: 9))
    #expect(html.contains("background:#af52de"))
  }
}

extension PathTests {
  @Test func shapeWrappersBuildDirectly() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(
      OffsetShape(shape: Rectangle(), offset: CGSize(width: 1, height: 2)).path(in: rect)
        .boundingRect == CGRect(x: 1, y: 2, width: 10, height: 10))
    #expect(
      ScaledShape(shape: Rectangle(), scale: CGSize(width: 2, height: 1)).path(in: rect)
        .boundingRect.width == 20)
    #expect(RotatedShape(shape: Rectangle(), angle: .zero).path(in: rect).boundingRect == rect)
    #expect(
      TransformedShape(shape: Rectangle(), transform: .identity).path(in: rect).boundingRect
        == rect)
  }
}

extension PathTests {
  @Test func everyRoundedRectangleSpellingDrawsRoundedCorners() {
    let html = HTMLRenderer().render(
      VStack {
        Text("A").clipShape(.rect(cornerSize: CGSize(width: 6, height: 6)))
        Text("B").clipShape(.rect(cornerRadii: RectangleCornerRadii(topLeading: 4)))
        Text("C").background(.red, in: .containerRelative)
        Text("D").background(.blue, in: .capsule(style: .circular))
        RoundedRectangle(cornerSize: CGSize(width: 9, height: 9), style: .circular)
      })
    #expect(html.contains("border-radius:6px"))
    #expect(html.contains("border-radius:12px"))
    #expect(html.contains("border-radius:9999px"))
    #expect(html.contains("border-radius:9px"))
    #expect(RoundedRectangle(cornerSize: CGSize(width: 3, height: 3)).style == .continuous)
  }
}
