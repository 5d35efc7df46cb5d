import PureMVVMCore
import PureMVVMRendering
import Testing

/// How stacks divide their width, with rows written the way apps write them: flexible
/// children share what the others leave, nested stacks pass their flexibility up, frames
/// bound a view between its least and greatest width.
@MainActor
@Suite struct StackLayoutTests {
  private func lines(_ design: some View, width: Int = 24) -> [String] {
    TextRenderer(width: width).render(design).split(separator: "\n").dropFirst().dropLast()
      .map { String($0.dropFirst(2).dropLast(2)) }
  }

  @Test func aNavigationRowWithASpacerInsideTakesTheFreeWidth() {
    let row = HStack {
      Button {
      } label: {
        Text("○")
      }
      NavigationLink {
        Text("Detail")
      } label: {
        HStack {
          Text("Call the dentist")
          Spacer()
          Text("Today")
        }
      }
    }
    let drawn = lines(row, width: 54)
    #expect(drawn.count == 1)
    #expect(drawn.first?.hasPrefix("[ ○ ] Call the dentist ") == true)
    #expect(drawn.first?.hasSuffix(" Today ›") == true)
  }

  @Test func infiniteFramesShareTheRowEqually() {
    let row = HStack(spacing: 0) {
      Text("a").frame(maxWidth: .infinity, alignment: .leading)
      Text("b").frame(maxWidth: .infinity, alignment: .leading)
    }
    #expect(lines(row) == ["a         b         "])
  }

  @Test func aFlexibleChildWiderThanItsShareKeepsItsWidth() {
    let row = HStack(spacing: 0) {
      Text("a longer text").frame(maxWidth: .infinity, alignment: .leading)
      Text("b").frame(maxWidth: .infinity, alignment: .leading)
    }
    let expected: [String] = ["a longer textb      "]
    #expect(lines(row) == expected)
  }

  @Test func theLeastFlexibleChildrenAreServedFirst() {
    let row = HStack(spacing: 0) {
      Text("12345")
      Text("x").frame(maxWidth: .infinity)
      Text("678")
    }
    #expect(lines(row) == ["12345     x      678"])
  }

  @Test func aLeastWidthWidensTheFrameAndCentresItsContent() {
    // Six columns, the row centred on the screen.
    #expect(
      lines(
        HStack(spacing: 0) {
          Text("ab").frame(minWidth: 48); Text("|")
        }) == [
          "        ab  |       "
        ])
  }

  @Test func aZeroLeastWidthWithAnInfiniteGreatestFillsWithoutSqueezing() {
    let column = VStack {
      Text("Cresta").frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, alignment: .leading)
    }
    #expect(lines(column) == ["Cresta              "])
  }

  @Test func aFiniteGreatestWidthCapsAWideView() {
    let text = Text("one two three four").frame(maxWidth: 64, alignment: .leading)
    // Eight columns, the stack centred on the screen.
    #expect(
      lines(VStack(alignment: .leading) { text }) == [
        "      one two       ", "      three         ", "      four          ",
      ])
  }

  @Test func aHigherPriorityFlexibleChildTakesAllTheSlack() {
    let row = HStack(spacing: 0) {
      Text("a").frame(maxWidth: .infinity, alignment: .leading).layoutPriority(1)
      Text("b").frame(maxWidth: .infinity, alignment: .leading)
    }
    #expect(lines(row) == ["a                  b"])
  }

  @Test func aGreatestWidthAloneIsTakenWhenOffered() {
    #expect(
      lines(
        HStack(spacing: 0) {
          Text("ab").frame(maxWidth: 64); Text("|")
        })
        == ["        ab   |      "])
  }

  @Test func withBothBoundsAFrameTakesTheGreatest() {
    #expect(
      lines(
        HStack(spacing: 0) {
          Text("ab").frame(minWidth: 0, maxWidth: 64); Text("|")
        })
        == ["        ab   |      "])
  }

  /// SwiftUI logs "Contradictory frame constraints" and keeps the least width.
  @Test func aLeastWidthAboveTheGreatestWins() {
    #expect(
      lines(
        HStack(spacing: 0) {
          Text("ab").frame(minWidth: 80, maxWidth: 8); Text("|")
        })
        == ["        ab    |     "])
  }
}
