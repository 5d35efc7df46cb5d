import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// A `GeometryReader` sees the host's device in points, adjusted by the padding, frames
/// and safe-area modifiers around it; a layout that switches at a width is tested at both.
@MainActor
@Suite struct GeometryReaderTests {
  /// Shows the size it is offered.
  private struct SizeLabel: View {
    var body: some View {
      GeometryReader { proxy in
        Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
      }
    }
  }

  /// Two columns on a wide screen, one on a narrow one.
  private struct AdaptiveRoutes: View {
    var body: some View {
      GeometryReader { proxy in
        if proxy.size.width > 600 {
          HStack {
            Text("Mapa")
            Text("Lista")
          }
        } else {
          VStack {
            Text("Lista")
          }
        }
      }
    }
  }

  @Test func theRootIsOfferedThePhoneInsideItsSafeArea() {
    #expect(DesignInspector(SizeLabel()).texts == ["390×763"])
  }

  @Test func aLayoutThatSwitchesAtAWidthIsTestedAtBothWidths() {
    let inspector = DesignInspector(AdaptiveRoutes())
    #expect(inspector.texts == ["Lista"])
    inspector.device = .tablet
    #expect(inspector.texts == ["Mapa", "Lista"])
    #expect(DesignInspector(AdaptiveRoutes(), device: .phone).texts == ["Lista"])
  }

  @Test func theTextRendererOffersItsOwnWidth() {
    #expect(TextRenderer(width: 40).render(SizeLabel()).contains("288×844"))
  }

  @Test func paddingAndFramesChangeWhatIsOffered() {
    #expect(DesignInspector(SizeLabel().padding(20)).texts == ["350×723"])
    #expect(DesignInspector(SizeLabel().frame(width: 100)).texts == ["100×763"])
    #expect(DesignInspector(SizeLabel().frame(maxWidth: 200, minHeight: 900)).texts == ["200×900"])
    #expect(DesignInspector(SizeLabel().padding(.horizontal, 1_000)).texts == ["0×763"])
  }

  @Test func ignoringTheSafeAreaOffersTheWholeScreen() {
    let reader = GeometryReader { proxy in
      Text("\(Int(proxy.size.height)) \(Int(proxy.safeAreaInsets.top))")
    }
    #expect(DesignInspector(reader).texts == ["763 47"])
    #expect(DesignInspector(reader.ignoresSafeArea()).texts == ["844 0"])
    #expect(DesignInspector(reader.ignoresSafeArea(.keyboard)).texts == ["763 47"])
    #expect(DesignInspector(reader.edgesIgnoringSafeArea(.top)).texts == ["810 0"])
  }

  @Test func framesAreGivenInLocalGlobalAndNamedSpaces() {
    let reader = GeometryReader { proxy in
      let local = proxy.frame(in: .local)
      let global = proxy.frame(in: .global)
      let named = proxy.frame(in: .named("card"))
      Text("\(Int(local.minX)) \(Int(global.minX)),\(Int(global.minY)) \(Int(named.minX))")
    }
    let design = reader.padding(.leading, 24).coordinateSpace(.named("card")).padding(10)
    #expect(DesignInspector(design).texts == ["0 34,57 24"])
    #expect(DesignInspector(reader.coordinateSpace(name: "other")).texts == ["0 0,47 0"])
  }

  @Test func theScrollViewSpaceIsTheNearestScrollViewsAlongItsAxis() {
    let reader = GeometryReader { proxy in
      let scroll = proxy.frame(in: .scrollView)
      let vertical = proxy.bounds(of: .scrollView(axis: .vertical))
      let horizontal = proxy.bounds(of: .scrollView(axis: .horizontal))
      Text(
        "\(Int(scroll.minX)) \(vertical.map { "\(Int($0.minX))" } ?? "none") "
          + (horizontal.map { "\(Int($0.minX))" } ?? "none"))
    }
    let design = ScrollView { reader.padding(.leading, 24) }.padding(10)
    #expect(DesignInspector(design).texts == ["24 -24 none"])
    #expect(DesignInspector(reader.padding(.leading, 24)).texts == ["24 none none"])
  }

  @Test func onGeometryChangeRunsOnAppearAndWhenTheValueChanges() {
    var widths: [CGFloat] = []
    let inspector = DesignInspector(
      Text("Ruta").onGeometryChange(for: CGFloat.self) {
        $0.size.width
      } action: {
        widths.append($0)
      })
    _ = inspector.elements
    #expect(widths == [390])
    inspector.device = .tablet
    _ = inspector.elements
    #expect(widths == [390, 1_024])
  }

  @Test func viewsAppearOnlyWithTheGeometryTheyAreOffered() {
    var appeared: [String] = []
    var widths: [CGFloat] = []
    let design = GeometryReader { proxy in
      if proxy.size.width > 360 {
        Text("Wide").onAppear { appeared.append("Wide") }
      } else {
        Text("Narrow").onAppear { appeared.append("Narrow \(Int(proxy.size.width))") }
      }
    }
    .onGeometryChange(for: CGFloat.self) {
      $0.size.width
    } action: {
      widths.append($0)
    }
    .padding(.horizontal, 20)
    _ = DesignInspector(design).elements
    #expect(appeared == ["Narrow 350"])
    #expect(widths == [350])
  }

  @Test func boundsOfANamedSpaceAreItsFrameInTheProxysCoordinates() {
    let reader = GeometryReader { proxy in
      let card = proxy.bounds(of: .named("card"))
      Text(card.map { "\(Int($0.minX)) \(Int($0.width))" } ?? "none")
    }
    let design = reader.padding(20).coordinateSpace(.named("card"))
    #expect(DesignInspector(design).texts == ["-20 390"])
    #expect(DesignInspector(reader).texts == ["none"])
  }

  @Test func aContainerRelativeFrameKeepsTheOtherAxisFrame() throws {
    let image = Text("a").frame(height: 200).containerRelativeFrame(.horizontal)
    let frame = try #require(DesignInspector(image).elements.first?.attributes.frame)
    #expect(frame.width == 390 && frame.height == 200)
  }

  @Test func containerRelativeFramesDivideTheOfferedWidth() throws {
    let card = Text("a").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
    let frame = try #require(DesignInspector(card).elements.first?.attributes.frame)
    #expect(frame.width.map { ($0 * 100).rounded() / 100 } == 256.67)
    #expect(frame.height == nil)
    let whole = Text("a").containerRelativeFrame([.horizontal, .vertical])
    let full = try #require(DesignInspector(whole).elements.first?.attributes.frame)
    #expect(full.width == 390 && full.height == 763)
    let absurd = Text("a").containerRelativeFrame(.horizontal) { _, _ in .nan }
    #expect(DesignInspector(absurd).elements.first?.attributes.frame?.width == nil)
  }

  @Test func absurdDevicesAndDeepReadersNeitherCrashNorHang() {
    let absurd = Device(size: CGSize(width: CGFloat.nan, height: -5))
    #expect(DesignInspector(SizeLabel(), device: absurd).texts == ["0×0"])
    let huge = Device(size: CGSize(width: 1e300, height: .infinity))
    #expect(DesignInspector(SizeLabel(), device: huge).texts == ["1000000×1000000"])
    var deep = AnyView(SizeLabel())
    for _ in 0..<1_000 {
      let inner = deep
      deep = AnyView(GeometryReader { _ in inner })
    }
    #expect(DesignInspector(deep).texts.count == 1)
  }
}
