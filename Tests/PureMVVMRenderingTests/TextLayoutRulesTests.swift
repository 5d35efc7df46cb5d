import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// The layout rules of the text renderer, one behaviour each, at small widths.
@MainActor
@Suite struct TextLayoutRulesTests {
  private func lines(_ design: some View, width: Int = 24) -> [String] {
    TextRenderer(width: width).render(design).split(separator: "\n").dropFirst().dropLast()
      .map { String($0.dropFirst(2).dropLast(2)) }
  }

  @Test func rulesOfTwoWidthsOnOneScreenEachKeepTheirWidth() {
    #expect(
      lines(
        VStack {
          Divider()
          HStack {
            List {
              Text("a"); Text("b")
            }
            Text("|")
          }
          Divider()
        }) == [
          "────────────────────", "a                   ", "────────────────── |",
          "b                   ", "────────────────────",
        ])
  }

  @Test func aFixedFrameIsFilledByAViewThatExpandsAndCentresOneThatDoesNot() {
    #expect(
      lines(
        VStack {
          Divider().frame(width: 80)
          List {
            Text("a"); Text("b")
          }.frame(width: 80)
          Text("c").frame(width: 80)
        }) == [
          "     ──────────     ", "     a              ", "     ──────────     ",
          "     b              ", "         c          ",
        ])
  }

  @Test func aStackCentresItsChildrenAndTheScreenCentresTheStack() {
    #expect(
      lines(
        VStack {
          Text("Title"); Text("a longer line")
        }) == [
          "       Title        ", "   a longer line    ",
        ])
  }

  @Test func aLeadingStackLinesUpOnItsLeftEdge() {
    #expect(
      lines(
        VStack(alignment: .leading) {
          Text("Title"); Text("a longer line")
        }) == [
          "   Title            ", "   a longer line    ",
        ])
  }

  @Test func aFieldMakesItsStackTakeTheWholeWidth() {
    #expect(
      lines(
        VStack {
          Text("Hi"); TextField("Name", text: .constant(""))
        }) == [
          "         Hi         ", "Name: [            ]",
        ])
  }

  @Test func spacingDrawsABlankLinePerWholeSixteenPoints() {
    #expect(
      lines(
        VStack(spacing: 12) {
          Text("a"); Text("b")
        }
      ).count == 2)
    #expect(
      lines(
        VStack(spacing: 16) {
          Text("a"); Text("b")
        }
      ).count == 3)
    #expect(
      lines(
        VStack(spacing: 40) {
          Text("a"); Text("b")
        }
      ).count == 4)
  }

  @Test func aFrameHeightPadsTheContentAroundItsAlignment() {
    #expect(
      lines(Text("x").frame(height: 48)) == [
        "                    ", "         x          ", "                    ",
      ])
    #expect(
      lines(Text("x").frame(width: 24, height: 48, alignment: .bottomTrailing)) == [
        "                    ", "                    ", "          x         ",
      ])
  }

  @Test func absurdLengthsNeitherCrashNorHang() {
    for points in [Double.nan, -50, 1e300, .infinity, -.infinity, .greatestFiniteMagnitude] {
      let rendering = lines(
        VStack(spacing: points) {
          Text("a").frame(width: points, height: points).padding(points)
          Text("b")
        })
      #expect(rendering.count <= 5_000)
      #expect(rendering.allSatisfy { $0.count == 20 })
      #expect(rendering.contains { $0.contains("a") }, "padding \(points) hid the content")
    }
  }

  @Test func aZStackPlacesEachLayerByItsAlignment() {
    let card = ZStack(alignment: .bottomTrailing) {
      Color.blue
      Text("tl").frame(maxWidth: .infinity, alignment: .leading)
      Text("br")
    }
    .frame(height: 48)
    #expect(lines(card, width: 12) == ["        ", "        ", "tl    br"])
  }

  @Test func anOverlayIsPlacedWithinTheViewItDecorates() {
    let badge = Text("a wide base").overlay(alignment: .trailing) { Text("!") }
    #expect(lines(badge) == ["    a wide bas!     "])
  }

  @Test func aDecorationTakesTheSizeOfTheViewItDecorates() {
    let tag = Text("ab").background { Text("a much wider background") }
    #expect(lines(tag) == ["         ab         "])
    let inAWideColumn = VStack(alignment: .leading) {
      tag
      TextField("Name", text: .constant(""))
    }
    #expect(lines(inAWideColumn).first == "ab                  ")
  }

  @Test func aGridsColumnsAreAsWideAsTheirWidestCellAndCentreTheirCells() {
    let grid = Grid {
      GridRow {
        Text("1×"); Text("Boots"); Text("€89")
      }
      GridRow {
        Text("10×"); Text("Socks and more"); Text("€7")
      }
    }
    #expect(
      lines(grid, width: 30) == [
        "  1×      Boots      €89  ", "  10× Socks and more €7   ",
      ])
  }

  @Test func aGridColumnHoldingAFieldTakesTheWidthTheOthersLeave() {
    let grid = Grid {
      GridRow {
        Text("Km"); TextField("n", text: .constant("5"))
      }
      GridRow {
        Text("Notas"); Text("-")
      }
    }
    #expect(
      lines(grid, width: 40) == [
        " Km   n: [5                        ]", "Notas               -               ",
      ])
  }

  @Test func whenARowIsTooNarrowImagesKeepTheirWidthAndTextWraps() {
    let row = HStack {
      Image(systemName: "star.fill"); Text("a text too long for the row")
    }
    #expect(lines(row, width: 16) == ["  a text too", "★ long for  ", "  the row   "])
  }

  @Test func gapsWiderThanTheRowAreCutAtItsEdge() {
    let row = HStack(spacing: 40) {
      Text("a")
      Text("b")
      Text("c")
    }
    let drawn = lines(row, width: 10)
    #expect(drawn == ["       …"])
  }

  @Test func aHigherLayoutPriorityKeepsItsWidthFirst() {
    let row = HStack {
      Text("first words here").lineLimit(1)
      Text("second words here").lineLimit(1).layoutPriority(1)
    }
    #expect(lines(row, width: 26) == ["fir… second words here"])
  }

  @Test func placeholdersHideTheTextButNotItsShape() {
    #expect(lines(Text("Ana Ruiz").redacted(reason: .placeholder)) == ["      ▒▒▒ ▒▒▒▒      "])
  }

  @Test func hiddenLabelsDrawTheControlWithoutItsTitle() {
    let toggle = Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()
    #expect(lines(toggle) == ["                [on]"])
    let field = TextField("Name", text: .constant("Ana")).labelsHidden()
    #expect(lines(field) == ["[Ana               ]"])
  }

  @Test func anImageInsideATextIsDrawnAsItsGlyph() {
    let inspector = DesignInspector(
      VStack {
        Text("\(Image(systemName: "star.fill")) 4.5")
        Text(Image(systemName: "heart.fill"))
      })
    #expect(inspector.texts == ["★ 4.5", "♥"])
  }

  @Test func everyGlyphTakesOneColumn() {
    for (name, glyph) in Image.glyphs {
      #expect(lines(Image(systemName: name)).first?.count == 20, "\(name) → \(glyph)")
      #expect(glyph.count == 1, "\(name) → \(glyph)")
    }
  }
}
