import PureMVVMCore
import PureMVVMRendering
import Testing

/// The HTML renderer draws text larger or smaller as the dynamic type size says.
@MainActor
@Suite struct HTMLDynamicTypeTests {
  @Test func bodyTextGrowsRelativeToWhatItInherits() {
    let html = HTMLRenderer.phoneBody(of: Text("Hola").dynamicTypeSize(.accessibility1))
    #expect(html.contains("style=\"font-size:1.65em\">Hola</span>"))
  }

  @Test func aCustomFontScalesWithItsStyleOrAsBodyText() {
    let html = HTMLRenderer.phoneBody(
      of: VStack {
        Text("Marca").font(.custom("Avenir", size: 34))
        Text("Pie").font(.custom("Avenir", size: 13, relativeTo: .footnote))
      }
      .dynamicTypeSize(.xSmall))
    #expect(html.contains("font-size:28px\">Marca"))
    #expect(html.contains("font-size:12px\">Pie"))
  }

  @Test func textStylesScaleAndFixedSizesDoNot() {
    let html = HTMLRenderer.phoneBody(
      of: VStack {
        Text("Título").font(.title)
        Text("Fijo").font(.system(size: 20))
      }
      .dynamicTypeSize(.xxxLarge))
    #expect(html.contains("font-size:34px\">Título"))
    #expect(html.contains("font-size:20px\">Fijo"))
    let largest = HTMLRenderer.phoneBody(
      of: Text("Grande").font(.largeTitle).dynamicTypeSize(.accessibility5))
    #expect(largest.contains("font-size:60px\">Grande"))
  }

  @Test func extraLargeTitlesAreBoldAndGrowLikeTheLargeTitle() {
    let html = HTMLRenderer.phoneBody(
      of: VStack {
        Text("Ventana").font(.extraLargeTitle)
        Text("Sección").font(.extraLargeTitle2)
      })
    #expect(html.contains("font-size:48px;font-weight:700\">Ventana"))
    #expect(html.contains("font-size:40px;font-weight:700\">Sección"))
    let largest = HTMLRenderer.phoneBody(
      of: Text("Grande").font(.extraLargeTitle).dynamicTypeSize(.accessibility5))
    #expect(largest.contains("font-size:84.71px;font-weight:700\">Grande"))
  }

  /// A design that switches over every iOS text style still compiles: the extra large
  /// titles are fonts, not styles of their own.
  @Test func theTextStylesAreIOSsEleven() {
    func isTitle(_ style: Font.TextStyle) -> Bool {
      switch style {
      case .largeTitle, .title, .title2, .title3: true
      case .headline, .subheadline, .body, .callout, .footnote, .caption, .caption2: false
      }
    }
    #expect(Font.TextStyle.allCases.filter(isTitle).count == 4)
    #expect(Font.TextStyle.allCases.count == 11)
  }

  @Test func theDefaultSizeWritesNoFontSize() {
    let html = HTMLRenderer.phoneBody(of: Text("Hola").dynamicTypeSize(.large))
    #expect(!html.contains("font-size"))
  }

  @Test func styledPiecesScaleWithTheirText() {
    let html = HTMLRenderer.phoneBody(
      of: (Text("Ruta ").bold() + Text("corta").font(.caption)).dynamicTypeSize(.xSmall))
    #expect(html.contains("font-size:11px\">corta"))
    #expect(html.contains("<span style=\"font-weight:700\">Ruta </span>"))
    #expect(html.components(separatedBy: "0.82em").count == 2)
  }

  @Test func aRangeClampsTheHostSize() {
    let html = HTMLRenderer.phoneBody(
      of: Text("Hola").dynamicTypeSize(...DynamicTypeSize.xLarge)
        .environment(\.dynamicTypeSize, .accessibility5))
    #expect(html.contains("style=\"font-size:1.12em\">Hola"))
  }
}
