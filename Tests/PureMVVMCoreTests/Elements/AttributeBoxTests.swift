import Testing

@testable import PureMVVMCore

@MainActor
@Suite struct AttributeBoxTests {
  @Test func rowsWithTheSameStyleShareOneAttributesBox() {
    let rows = ForEach(["Roble", "Veleta", "Mulhacén"], id: \.self) { name in
      Text(name).foregroundStyle(.secondary)
    }.resolve()
    #expect(rows.count == 3)
    #expect(rows.allSatisfy { $0.box === rows[0].box })
    #expect(rows.allSatisfy { $0.attributes.foreground == .hierarchical(1) })
  }

  @Test func rowsWithTheSameTextStyleShareOneAttributesBox() {
    let rows = ForEach(["Roble", "Veleta", "Mulhacén"], id: \.self) { name in
      Text(name).bold()
    }.resolve()
    #expect(rows.count == 3)
    #expect(rows.allSatisfy { $0.box === rows[0].box && $0.attributes.fontWeight == .bold })
  }

  @Test func aStyleAppliedAgainReusesItsBoxThoughAnotherChangeCameBetween() {
    let box = AttributeBox(ElementAttributes())
    var style = TextRun(text: "Roble")
    style.isItalic = true
    let styled = box.styled(by: style)
    _ = box.changing { $0.isHidden = true }
    style.text = "Veleta"
    #expect(box.styled(by: style) === styled)
    style.isUnderlined = true
    #expect(box.styled(by: style) !== styled)
  }

  @Test(arguments: 0..<4)
  func aNegativeZeroInAnyColourComponentIsKeptApartFromZero(component: Int) {
    let color = { (zero: Double) in
      var parts = [0.5, 0.5, 0.5, 0.5]
      parts[component] = zero
      return Color(red: parts[0], green: parts[1], blue: parts[2], opacity: parts[3])
    }
    let texts = VStack {
      Text("Roble").foregroundColor(color(0))
      Text("Veleta").foregroundColor(color(-0.0))
    }.resolve()[0].children
    let signs = Self.colors(of: texts).map { color -> FloatingPointSign? in
      guard case .rgb(let red, let green, let blue, let opacity) = color?.value else { return nil }
      return [red, green, blue, opacity][component].sign
    }
    #expect(signs == [.plus, .minus])
  }

  /// Each text's foreground colour; `nil` where it is not a colour.
  private static func colors(of texts: [Element]) -> [Color?] {
    texts.map { text in
      guard case .color(let color) = text.attributes.foreground else { return nil }
      return color
    }
  }

  private static let precomposed = "Caf\u{E9}"
  private static let decomposed = "Cafe\u{301}"

  @Test func fontNamesSpelledWithDifferentBytesAreKeptApart() {
    let texts = VStack {
      Text("Roble").font(.custom(Self.precomposed, size: 12))
      Text("Veleta").font(.custom(Self.decomposed, size: 12))
    }.resolve()[0].children
    #expect(
      texts.map { $0.attributes.font?.name.map { Array($0.utf8) } } == [
        Array(Self.precomposed.utf8), Array(Self.decomposed.utf8),
      ])
  }

  @Test func colourNamesSpelledWithDifferentBytesAreKeptApart() {
    let texts = VStack {
      Text("Roble").foregroundColor(Color(Self.precomposed))
      Text("Veleta").foregroundColor(Color(Self.decomposed))
    }.resolve()[0].children
    let names = Self.colors(of: texts).map { color -> [UInt8]? in
      guard case .asset(let name) = color?.value else { return nil }
      return Array(name.utf8)
    }
    #expect(names == [Array(Self.precomposed.utf8), Array(Self.decomposed.utf8)])
  }

  @Test func aNegativeZeroFontSizeIsKeptApartFromZero() {
    let texts = VStack {
      Text("Roble").font(.system(size: 0))
      Text("Veleta").font(.system(size: -0.0))
    }.resolve()[0].children
    #expect(texts.map { $0.attributes.font?.size.sign } == [.plus, .minus])
  }

  @Test func aNegativeZeroInAGradientIsKeptApartFromZero() {
    let gradient = { (red: Double) in
      LinearGradient(
        colors: [.white, Color(red: red, green: 0, blue: 0)], startPoint: .leading,
        endPoint: .trailing)
    }
    let texts = VStack {
      Text("Roble").foregroundStyle(gradient(0))
      Text("Veleta").foregroundStyle(gradient(-0.0))
    }.resolve()[0].children
    let reds = texts.map { text -> Double? in
      guard case .gradient(let colors) = text.attributes.foreground,
        case .rgb(let red, _, _, _) = colors.last?.value
      else { return nil }
      return red
    }
    #expect(reds.map { $0?.sign } == [.plus, .minus])
  }

  @Test func aNegativeZeroOpacityIsKeptApartFromZero() {
    let texts = VStack {
      Text("Roble").foregroundColor(.red.opacity(0))
      Text("Veleta").foregroundColor(.red.opacity(-0.0))
    }.resolve()[0].children
    let opacities = Self.colors(of: texts).map { $0?.opacity }
    #expect(opacities.map { $0?.sign } == [.plus, .minus])
  }

  @Test func alternatingStylesKeepTheirOwnValues() {
    let rows = ForEach(0..<4) { index in
      Text("Row \(index)").foregroundStyle(index.isMultiple(of: 2) ? .red : .blue)
    }.resolve()
    #expect(
      rows.map(\.attributes.foreground) == [
        .color(.red), .color(.blue), .color(.red), .color(.blue),
      ])
  }

  @Test func aStyleWithoutAFontOrAColourIsKeptApartFromOneWithIt() {
    let texts = VStack {
      Text("Veleta").bold()
      Text("Roble").bold().font(.caption)
      Text("Mulhacén").bold()
      Text("Tajo").bold().foregroundColor(.red)
      Text("Jarama").fontWeight(.light)
    }.resolve()[0].children
    #expect(texts.map(\.attributes.font) == [nil, .caption, nil, nil, nil])
    #expect(texts.map(\.attributes.foreground) == [nil, nil, nil, .color(.red), nil])
    #expect(texts.map(\.attributes.fontWeight) == [.bold, .bold, .bold, .bold, .light])
  }

  @Test func fontsOfOneSizeThatDifferOtherwiseKeepTheirOwnStyles() {
    let fonts: [Font] = [.system(size: 12), .system(size: 12, design: .monospaced)]
    let texts = VStack {
      Text("Roble").font(fonts[0])
      Text("Veleta").font(fonts[1])
    }.resolve()[0].children
    #expect(texts.map(\.attributes.font) == fonts)
  }

  @Test func anInheritedStyleOnEveryRowIsSharedToo() {
    let rows = ForEach(0..<3) { index in
      VStack { Text("Row \(index)") }.font(.caption)
    }.resolve()
    let texts = rows.flatMap(\.children)
    #expect(texts.count == 3)
    #expect(texts.allSatisfy { $0.box === texts[0].box && $0.attributes.font == .caption })
  }

  @Test func theSameTextStyleOverDifferentInheritedStylesKeepsEachInheritance() {
    let elements = VStack {
      Text("Roble").bold()
      VStack { Text("Veleta").bold() }.font(.caption)
      Text("Mulhacén").bold().italic()
      Text("Tajo").bold()
    }.resolve()
    let texts = elements.flatMap(\.children).flatMap { $0.kind == .vStack ? $0.children : [$0] }
    #expect(texts.map(\.attributes.fontWeight) == [.bold, .bold, .bold, .bold])
    #expect(texts.map(\.attributes.font) == [nil, .caption, nil, nil])
    #expect(texts.map(\.attributes.isItalic) == [false, false, true, false])
  }
}
