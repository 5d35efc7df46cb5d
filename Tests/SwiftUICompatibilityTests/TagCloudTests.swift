import Foundation
import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct TagCloudTests {
  private func lines(_ design: some View, width: Int) -> [String] {
    TextRenderer(width: width).render(design).split(separator: "\n").dropFirst().dropLast()
      .map { String($0.dropFirst(2).dropLast(2)) }
  }

  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: TagCloud_Previews.self, width: 30)
  }

  @Test func aFlowLayoutWrapsItsTagsWhereItsPointsSay() {
    let flow = FlowLayout {
      Text("Montaña")
      Text("Río")
      Text("Bosque")
      Text("Nieve")
    }
    // 160 points: three tags fit the first row, the fourth starts a row 24 points down,
    // on the line nearest (the second below).
    #expect(
      lines(flow, width: 24) == [
        "Montaña Río Bosque  ", "                    ", "Nieve               ",
      ])
    // Wide enough, all four share one row, centred on the screen.
    #expect(lines(flow, width: 30) == [" Montaña Río Bosque Nieve "])
  }

  @Test func aRadialLayoutPlacesEachSubviewAroundTheCentre() throws {
    let compass = RadialLayout {
      Text("N")
      Text("E")
      Text("S")
      Text("O")
    }
    let drawn: [String] = lines(compass.frame(height: 96), width: 24)
    let north: Int = try #require(drawn.firstIndex { $0.contains("N") })
    let south: Int = try #require(drawn.firstIndex { $0.contains("S") })
    let middle: String = try #require(drawn.first { $0.contains("E") })
    let west: String.Index = try #require(middle.firstIndex(of: "O"))
    let east: String.Index = try #require(middle.firstIndex(of: "E"))
    #expect(north < south)
    #expect(west < east)
  }

  @Test func switchingAnyLayoutKeepsTheSubviewsAndTheirState() throws {
    let inspector = DesignInspector(TagCloud(tags: ["Río"]))
    #expect(inspector.render(width: 30).contains("Mapa [ Compactar ]"))
    try inspector.find(button: "Compactar").tap()
    let drawn = inspector.render(width: 30)
    #expect(drawn.contains("[ Ampliar ]"))
    #expect(!drawn.contains("Mapa [ Ampliar ]"))
  }

  @Test func htmlPlacesEachSubviewAtItsPoints() {
    let html = HTMLRenderer().render(
      FlowLayout {
        Text("Montaña")
        Text("Río")
      })
    #expect(html.contains("<div class=\"custom-layout\" style=\"width:88px;height:16px"))
    #expect(html.contains("<div class=\"placed\" style=\"left:64px;top:0px;width:24px\">"))
  }
}
