import Foundation
import PureMVVMCore
import PureMVVMRendering
import Testing

/// A canvas resolves text and images to measure them, in the environment of its view.
@MainActor
@Suite struct GraphicsContextResolveTests {
  /// The box a canvas fills at the size `measure` gives, as HTML path data.
  func measuredBox(of text: Text, width: CGFloat) -> String {
    let canvas = Canvas { context, _ in
      let resolved = context.resolve(text)
      let size = resolved.measure(in: CGSize(width: width, height: 100))
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
      context.draw(resolved, at: .zero, anchor: .topLeading)
    }
    let html = HTMLRenderer().render(canvas.frame(width: 100, height: 100))
    guard let start = html.range(of: #"<path d=""#) else { return "" }
    return String(html[start.upperBound...].prefix { $0 != "\"" })
  }

  @Test func resolvedTextMeasuresEightPointsACharacterAndSixteenALine() {
    #expect(measuredBox(of: Text("Hola"), width: 100) == "M 0 0 L 32 0 L 32 16 L 0 16 Z")
    #expect(measuredBox(of: Text("Hola\nmundo"), width: 100) == "M 0 0 L 40 0 L 40 32 L 0 32 Z")
  }

  @Test func resolvedTextBreaksLinesAtTheWidthGiven() throws {
    let resolved = try GraphicsContextProbe.resolved(Text("abcdefghij"))
    let offered = CGSize(width: 32, height: 100)
    #expect(resolved.measure(in: offered) == CGSize(width: 32, height: 48))
    #expect(resolved.firstBaseline(in: offered) == 12)
    #expect(resolved.lastBaseline(in: offered) == 44)
    let unbounded = CGSize(width: CGFloat.infinity, height: 100)
    #expect(resolved.measure(in: unbounded) == CGSize(width: 80, height: 16))
    #expect(resolved.measure(in: .zero) == CGSize(width: 8, height: 160))
  }

  @Test func emptyTextIsOneEmptyLine() throws {
    let resolved = try GraphicsContextProbe.resolved(Text(""))
    #expect(resolved.measure(in: CGSize(width: 50, height: 50)) == CGSize(width: 0, height: 16))
    #expect(resolved.lastBaseline(in: CGSize(width: 50, height: 50)) == 12)
  }

  @Test func resolvedImagesAreOneLineHighWithASymbolsBaselineBesideText() throws {
    var symbol = try GraphicsContextProbe.resolved(Image(systemName: "star.fill"))
    let photo = try GraphicsContextProbe.resolved(Image("Summit"))
    #expect(symbol.size == CGSize(width: 16, height: 16))
    #expect(symbol.baseline == 12)
    #expect(photo.baseline == 16)
    #expect(symbol.shading == nil)
    symbol.shading = .color(.orange)
    #expect(symbol.shading != nil)
  }

  @Test func theContextHasTheEnvironmentOfItsCanvas() {
    var directions: [LayoutDirection] = []
    let canvas = Canvas { context, _ in directions.append(context.environment.layoutDirection) }
      .environment(\.layoutDirection, .rightToLeft)
    _ = HTMLRenderer().render(canvas)
    #expect(directions == [.rightToLeft])
  }
}

/// Resolves a text or image in a canvas drawn once, and hands it back.
@MainActor
enum GraphicsContextProbe {
  static func resolved(_ text: Text) throws -> GraphicsContext.ResolvedText {
    var result: GraphicsContext.ResolvedText?
    _ = HTMLRenderer().render(Canvas { context, _ in result = context.resolve(text) })
    return try #require(result)
  }

  static func resolved(_ image: Image) throws -> GraphicsContext.ResolvedImage {
    var result: GraphicsContext.ResolvedImage?
    _ = HTMLRenderer().render(Canvas { context, _ in result = context.resolve(image) })
    return try #require(result)
  }
}
