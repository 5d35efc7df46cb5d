import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// `textScale(.secondary)` draws text at four fifths of its font, on a text or on the texts
/// below a view.
@MainActor
@Suite struct TextScaleTests {
  private func size(of text: String, in design: some View) throws -> Double? {
    try DesignInspector(design).find(text: text).element.attributes.font.map { Double($0.size) }
  }

  @Test func aSecondaryTextIsFourFifthsOfItsFont() throws {
    let design = HStack {
      Text("12")
      Text("km").textScale(.secondary)
      Text("alt").font(.largeTitle).textScale(.secondary)
      Text("igual").textScale(.default)
      Text("apagado").textScale(.secondary, isEnabled: false)
    }
    #expect(try size(of: "km", in: design) == 14)
    #expect(try size(of: "alt", in: design) == 27)
    #expect(try size(of: "igual", in: design) == nil)
    #expect(try size(of: "apagado", in: design) == nil)
  }

  @Test func aViewScalesTheTextsBelowIt() throws {
    let design = VStack {
      Text("m")
      Text("s").font(.title)
    }
    .textScale(.secondary)
    .font(.headline)
    #expect(try size(of: "m", in: design) == 14)
    #expect(try size(of: "s", in: design) == 28)
    #expect(try size(of: "m", in: Text("m").textScale(.default)) == nil)
  }

  @Test func aTextsScaleAppliesToTheFontItIsDrawnIn() throws {
    let inherited = HStack { Text("km").textScale(.secondary) }.font(.largeTitle)
    #expect(try size(of: "km", in: inherited) == 27)
    let joined = (Text("12") + Text(" km").textScale(.secondary)).font(.title)
    let html = HTMLRenderer().render(joined)
    #expect(html.contains("font-size:28px") && html.contains("font-size:22px"))
  }

  @Test func aScaledTextStillGrowsWithDynamicType() throws {
    let font = try #require(
      DesignInspector(Text("km").textScale(.secondary)).find(text: "km").element.attributes.font)
    #expect(font.style == .body && font.size == 14)
  }
}
