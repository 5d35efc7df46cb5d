import PureMVVMCore
import Testing

@testable import PureMVVMRendering

@MainActor
@Suite struct SingleLineRowTests {
  private static let words = [
    "", "Ruta", "Águila del Sur", "山", "🏔 cima", "a\u{7}b", "e\u{301}", "10.1 km",
    "x\u{85}y", "d\u{7F}", "co\u{AD}op", "\u{202E}abc", "\u{A0}ñ", "tab\t",
  ]
  private static let spacings: [Double?] = [nil, 0, 8, 16, 40]

  /// The lines `elements` lay out into, by the single-line path or the general one.
  private func lines(_ elements: [Element], width: Int, singleLine: Bool) -> [String] {
    var lines: [String] = []
    TextLayout(usesSingleLineRows: singleLine).appendLines(for: elements, width: width, to: &lines)
    return lines
  }

  /// A row of texts, some of them transparent, and spacers chosen by `seed`; `inLink`, the
  /// label of a link, hidden, padded, aligned by a guide, followed by a text or made a
  /// column for some seeds.
  private func row(seed: Int, inLink: Bool = false) -> (elements: [Element], width: Int) {
    var state = UInt64(seed) &* 0x9e37_79b9_7f4a_7c15 | 1
    let next = { (bound: Int) -> Int in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let count = next(7)
    let picks = (0..<count).map { _ in next(Self.words.count + 2) }
    let transparent = (0..<count).map { _ in next(4) == 0 }
    let spacing = Self.spacings[next(Self.spacings.count)]
    let content = ForEach(picks.indices, id: \.self) { index in
      if picks[index] < Self.words.count {
        Text(verbatim: Self.words[picks[index]]).opacity(transparent[index] ? 0 : 1)
      } else {
        Spacer()
      }
    }
    let row = HStack(spacing: spacing) { content }
    let variant = next(7)
    let width = 1 + next(60)
    guard inLink else { return (row.resolve(), width) }
    if variant == 6 {
      return (NavigationLink(destination: EmptyView()) { VStack { content } }.resolve(), width)
    }
    let link = NavigationLink(destination: EmptyView()) { Self.label(row, variant: variant) }
    return (link.resolve(), width)
  }

  /// `row` as it is, hidden, padded, aligned by a guide, or followed by a text, by `variant`.
  @ViewBuilder
  private static func label(_ row: some View, variant: Int) -> some View {
    switch variant {
    case 1: row.opacity(0)
    case 2: row.padding(.horizontal, 16)
    case 3: row.alignmentGuide(.leading) { _ in 1 }
    case 4:
      row
      Text(verbatim: "más")
    default: row
    }
  }

  @Test func rowsOfTextsAndSpacersLookTheSameByEitherPath() {
    for seed in 0..<2_000 {
      let (elements, width) = row(seed: seed)
      let fast = lines(elements, width: width, singleLine: true)
      let general = lines(elements, width: width, singleLine: false)
      #expect(fast == general, "seed \(seed), width \(width)")
      if fast != general { return }
    }
  }

  @Test func linksLabelledByARowLookTheSameByEitherPath() {
    for seed in 0..<2_000 {
      let (elements, width) = row(seed: seed, inLink: true)
      let fast = lines(elements, width: width, singleLine: true)
      let general = lines(elements, width: width, singleLine: false)
      #expect(fast == general, "seed \(seed), width \(width)")
      if fast != general { return }
    }
  }

  @Test func aListRowTakesTheSingleLinePathAndSharesSlackFirstSpacersFirst() {
    let row = HStack {
      Text("Roble")
      Spacer()
      Text("6.4 km")
      Spacer()
    }.resolve()[0].childElements
    let layout = TextLayout()
    #expect(layout.singleLineRow(row, width: 20, spacing: nil) == "Roble     6.4 km    ")
    #expect(layout.singleLineRow(row, width: 11, spacing: nil) == nil)
  }

  @Test func rowsWithOtherChildrenOrFramesTakeTheGeneralPath() {
    let layout = TextLayout()
    let framed = HStack { Text("Roble").padding(1) }.resolve()[0].childElements
    let imaged = HStack { Image(systemName: "star") }.resolve()[0].childElements
    #expect(layout.singleLineRow(framed, width: 20, spacing: nil) == nil)
    #expect(layout.singleLineRow(imaged, width: 20, spacing: nil) == nil)
  }
}
