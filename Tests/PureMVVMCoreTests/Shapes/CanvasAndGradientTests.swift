import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// A canvas draws the paths its renderer fills and strokes as SVG; gradients of every
/// kind paint with CSS; colours from hue, saturation and brightness are exact.
@MainActor
@Suite struct CanvasAndGradientTests {
  @Test func canvasDrawsItsPathsAtItsFrameMovedByItsTransform() {
    var sizes: [CGSize] = []
    let canvas = Canvas { context, size in
      sizes.append(size)
      context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
      context.translateBy(x: 5, y: 5)
      context.stroke(
        Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), with: .foreground,
        lineWidth: 2)
      context.draw(Text("Not drawn"), at: CGPoint(x: 1, y: 1))
    }
    .frame(width: 60, height: 30)
    let html = HTMLRenderer().render(canvas)
    #expect(sizes == [CGSize(width: 60, height: 30)])
    #expect(html.contains(#"viewBox="0 0 60 30""#))
    #expect(html.contains(##"<path d="M 0 0 L 10 0 L 10 10 L 0 10 Z" fill="#ff3b30"/>"##))
    #expect(html.contains(#"fill="none" stroke="currentColor" stroke-width="2""#))
    #expect(html.contains("M 25 15"))
    #expect(!html.contains("Not drawn"))
  }

  @Test func aContextKeepsItsPorterDuffBlendModeForTheDrawingCode() {
    var modes: [GraphicsContext.BlendMode] = []
    _ = HTMLRenderer().render(
      Canvas { context, size in
        modes.append(context.blendMode)
        context.blendMode = .clear
        context.addFilter(.shadow(radius: 2, blendMode: .destinationAtop))
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
        modes.append(context.blendMode)
      })
    #expect(modes == [.normal, .clear])
    #expect(GraphicsContext.BlendMode.xor != .sourceOut)
  }

  @Test func canvasWithoutAFrameDrawsAtOneHundredPoints() {
    var seen = CGSize.zero
    _ = HTMLRenderer().render(Canvas { _, size in seen = size })
    #expect(seen == CGSize(width: 100, height: 100))
  }

  @Test func everyGradientKindPaintsWithCSS() {
    let stops = [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 1)]
    let html = HTMLRenderer().render(
      VStack {
        Rectangle().fill(LinearGradient(stops: stops, startPoint: .top, endPoint: .bottom))
        Rectangle().fill(
          RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 50))
        Rectangle().fill(EllipticalGradient(colors: [.red, .blue]))
        Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center))
        Rectangle().fill(Color.green.gradient)
        Rectangle().fill(ImagePaint(image: Image("brick"), scale: 0.5))
      })
    #expect(html.contains("linear-gradient(#ff3b30,#007aff)"))
    #expect(html.components(separatedBy: "radial-gradient(#ff3b30,#007aff)").count == 3)
    #expect(html.contains("conic-gradient(#ff3b30,#007aff)"))
    #expect(html.contains("linear-gradient(color-mix(in srgb, #34c759 75%, transparent),#34c759)"))
    #expect(html.contains("repeating-linear-gradient"))
  }

  @Test func gradientStopsSpreadColoursEvenly() {
    #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
    #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
    #expect(Gradient(colors: []).stops.isEmpty)
  }

  @Test func hueSaturationBrightnessMakeTheSameColoursAsRGB() {
    #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
    #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1) == Color(red: 0, green: 1, blue: 0))
    #expect(Color(hue: 0.5, saturation: 0, brightness: 0.5) == Color(white: 0.5))
    #expect(
      Color(hue: 2, saturation: 1, brightness: 1, opacity: 0.5)
        == Color(red: 1, green: 0, blue: 0, opacity: 0.5))
    #expect(
      Color(hue: .nan, saturation: .infinity, brightness: -1) == Color(red: 0, green: 0, blue: 0))
  }
}

extension CanvasAndGradientTests {
  @Test func shapeStyleShadowsPaintAsTheirStyle() {
    let html = HTMLRenderer().render(
      Circle().fill(Color.blue.shadow(.drop(radius: 2))).frame(width: 10, height: 10))
    #expect(html.contains("background:#007aff"))
    #expect(ShadowStyle.inner(radius: 3).isInner)
  }
}

extension CanvasAndGradientTests {
  @Test func gradientsAreViewsThatFillTheirSpace() {
    let view = ZStack {
      LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
      RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 9)
      EllipticalGradient(colors: [.blue, .red])
      AngularGradient(colors: [.green, .blue], center: .center)
      Text("Over")
    }
    let html = HTMLRenderer().render(view)
    #expect(html.contains("background:linear-gradient(#ff3b30,#007aff)"))
    #expect(html.contains("background:radial-gradient(#ff3b30,#007aff)"))
    #expect(html.contains("background:conic-gradient(#34c759,#007aff)"))
    #expect(DesignInspector(view).texts == ["Over"])
  }
}

extension CanvasAndGradientTests {
  @Test func gradientShortcutsPaintAsTheirTypes() {
    let ring = Circle().trim(from: 0, to: 0.6)
      .stroke(
        .angularGradient(
          colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(360)),
        lineWidth: 4)
    let html = HTMLRenderer().render(
      VStack {
        ring.frame(width: 20, height: 20)
        Rectangle().fill(
          .radialGradient(colors: [.green, .red], center: .center, startRadius: 0, endRadius: 5))
        Rectangle().fill(.conicGradient(Gradient(colors: [.red, .blue]), center: .center))
        Rectangle().fill(
          .ellipticalGradient(stops: [
            .init(color: .blue, location: 0), .init(color: .red, location: 1),
          ]))
        Rectangle().fill(
          .linearGradient(Gradient(colors: [.red, .green]), startPoint: .top, endPoint: .bottom))
      })
    #expect(html.contains(##"stroke="#ff3b30" stroke-width="4""##))
    #expect(html.contains("background:radial-gradient(#34c759,#ff3b30)"))
    #expect(html.contains("background:conic-gradient(#ff3b30,#007aff)"))
    #expect(html.contains("background:radial-gradient(#007aff,#ff3b30)"))
    #expect(html.contains("background:linear-gradient(#ff3b30,#34c759)"))
  }
}

extension CanvasAndGradientTests {
  @Test func aCanvasFindsItsTaggedSymbolsAndAcceptsFilters() {
    let canvas = Canvas { context, _ in
      context.addFilter(.alphaThreshold(min: 0.5, color: .yellow))
      context.addFilter(.blur(radius: 30))
      if let star = context.resolveSymbol(id: "star") {
        context.fill(Path(CGRect(origin: .zero, size: star.size)), with: .color(.yellow))
        context.draw(star, at: CGPoint(x: 5, y: 5), anchor: .leading)
      }
      if context.resolveSymbol(id: "moon") == nil {
        context.fill(Path(CGRect(x: 1, y: 1, width: 2, height: 2)), with: .color(.red))
      }
    } symbols: {
      Image(systemName: "star.fill").frame(width: 12, height: 8).tag("star")
    }
    .frame(width: 40, height: 40)
    let html = HTMLRenderer().render(canvas)
    #expect(html.contains(#"d="M 0 0 L 12 0 L 12 8 L 0 8 Z""#))
    #expect(html.contains(#"d="M 1 1 L 3 1 L 3 3 L 1 3 Z""#))
  }
}
