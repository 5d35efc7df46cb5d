import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// The grid cell modifiers: a cell spans columns, a column lines up, a cell is anchored,
/// a divider is as wide as the grid; the grid centres its cells by default.
@MainActor
@Suite struct GridCellLayoutTests {
  /// The lines a text rendering `width` columns wide draws, without its frame.
  private func lines(_ design: some View, width: Int = 24) -> [String] {
    TextRenderer(width: width).render(design).split(separator: "\n").dropFirst().dropLast()
      .map { String($0.dropFirst(2).dropLast(2)) }
  }

  @Test func aCellSpanningTwoColumnsTakesTheirWidthAndItsGap() {
    let grid = Grid(alignment: .leading) {
      GridRow {
        Text("Km"); Text("Desnivel"); Text("Horas")
      }
      GridRow {
        Text("Ruta circular").gridCellColumns(2); Text("4")
      }
    }
    // "Ruta circular" needs 13 columns; "Km" and "Desnivel" with their gap give 11, so each
    // of the two grows by one.
    #expect(lines(grid) == ["Km  Desnivel  Horas ", "Ruta circular 4     "])
  }

  @Test func aSpanningCellWiderThanItsColumnsWidensThemEvenly() {
    let grid = Grid(alignment: .leading) {
      GridRow {
        Text("A"); Text("B"); Text("C")
      }
      GridRow {
        Text("Very long name").gridCellColumns(2); Text("D")
      }
    }
    // 14 columns for "Very long name" over two columns of 1 and a gap: 6 and 7; the grid,
    // 16 wide, is centred in 26.
    #expect(
      Array(lines(grid, width: 30).prefix(2)) == [
        "     A      B       C     ", "     Very long name D     ",
      ])
  }

  @Test func aColumnsAlignmentLinesUpEveryCellOfTheColumn() {
    let grid = Grid {
      GridRow {
        Text("Distance"); Text("9.99 km").gridColumnAlignment(.trailing)
      }
      GridRow {
        Text("Ascent"); Text("350 m")
      }
    }
    #expect(lines(grid, width: 22) == [" Distance 9.99 km ", "  Ascent    350 m "])
  }

  @Test func anAnchoredCellSitsWhereItsAnchorSays() {
    let grid = Grid(alignment: .leading) {
      GridRow {
        Text("Long label"); Text("X")
      }
      GridRow {
        Text("a").gridCellAnchor(.trailing); Text("Y")
      }
    }
    #expect(lines(grid, width: 16) == ["Long label X", "         a Y"])
  }

  @Test func anUnsizedDividerIsAsWideAsTheGridNotTheScreen() {
    let unsized = Grid {
      GridRow {
        Text("Ruta"); Text("Cares")
      }
      Divider().gridCellUnsizedAxes(.horizontal)
    }
    let sized = Grid {
      GridRow {
        Text("Ruta"); Text("Cares")
      }
      Divider()
    }
    #expect(lines(unsized, width: 20) == ["   Ruta Cares   ", "   ──────────   "])
    #expect(lines(sized, width: 20) == ["Ruta Cares      ", "────────────────"])
  }

  @Test func htmlSpansAndAnchorsCellsAndCentresTheGrid() {
    let html = HTMLRenderer().render(
      Grid {
        GridRow {
          Text("Km"); Text("Desnivel")
        }
        GridRow { Text("Ruta").gridCellColumns(2) }
        GridRow {
          Text("a").gridCellAnchor(.topTrailing); Text("b")
        }
      })
    #expect(html.contains(#"grid-template-columns:repeat(2,auto)"#))
    #expect(html.contains("grid-column:span 2"))
    #expect(html.contains("justify-self:end;align-self:start"))
    #expect(html.contains(".grid.rows { justify-items: center; }"))
  }

  @Test func absurdSpansSpacingsAndAnchorsNeitherCrashNorDrawMoreThanAThousandColumns() {
    let grid = Grid {
      GridRow {
        Text("a").gridCellColumns(.max)
        Text("b").gridCellColumns(.max)
        Text("c").gridCellColumns(.min)
      }
      GridRow {
        Text("d").gridCellAnchor(UnitPoint(x: .nan, y: .infinity))
        Text("e").gridCellAnchor(UnitPoint(x: -4, y: .nan))
      }
    }
    let cell = DesignInspector(Text("a").gridCellColumns(.max)).elements.first
    #expect(cell?.attributes.gridCell?.columns == GridCellLayout.maximumColumns)
    #expect(lines(grid, width: 30).count == 2)
    #expect(HTMLRenderer().render(grid).contains("grid-template-columns:repeat(1000,auto)"))
    let wide = Grid(horizontalSpacing: 1e9) {
      GridRow { Text("a").gridCellColumns(1_000).frame(width: 1e9) }
    }
    #expect(lines(wide, width: 30).count == 1)
  }

  @Test func theModifiersRecordTheCellsLayout() {
    let inspector = DesignInspector(
      Text("Ruta").gridCellColumns(0).gridColumnAlignment(.trailing).gridCellAnchor(.bottom)
        .gridCellUnsizedAxes([.horizontal, .vertical]))
    var expected = GridCellLayout()
    expected.columns = 1
    expected.columnAlignment = .trailing
    expected.anchor = .bottom
    expected.unsizedAxes = [.horizontal, .vertical]
    #expect(inspector.elements.first?.attributes.gridCell == expected)
  }
}
