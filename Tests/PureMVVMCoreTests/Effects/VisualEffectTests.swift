import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// Visual effects are recorded in order, painted with CSS in HTML, and keep the layout
/// SwiftUI keeps in text: hidden and transparent views keep their space, moves and
/// scales never push their neighbours.
@MainActor
@Suite struct VisualEffectTests {
  @Test func effectsAreRecordedInnermostFirst() throws {
    let inspector = DesignInspector(
      Text("Badge").scaleEffect(1.5, anchor: .topLeading).rotationEffect(.degrees(45))
        .offset(x: 4, y: -2).blur(radius: 3).grayscale(0.5))
    #expect(
      try inspector.find(text: "Badge").element.attributes.effects == [
        .scale(x: 1.5, y: 1.5, anchor: .topLeading), .rotation(.degrees(45), anchor: .center),
        .offset(x: 4, y: -2), .blur(radius: 3, isOpaque: false), .grayscale(0.5),
      ])
  }

  @Test func everyEffectModifierCompilesWithSwiftUISpelling() throws {
    let view = Text("All")
      .scaleEffect(CGSize(width: 2, height: 1)).scaleEffect(x: 0.5).scaleEffect(2)
      .rotationEffect(.radians(.pi)).rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
      .offset(CGSize(width: 1, height: 2)).offset(y: 3).blur(radius: 1, opaque: true)
      .brightness(0.1).contrast(1.2).saturation(0).grayscale(1).hueRotation(.degrees(90))
      .colorInvert().colorMultiply(.red).luminanceToAlpha().blendMode(.multiply)
      .compositingGroup().drawingGroup().drawingGroup(opaque: true, colorMode: .linear)
      .projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 1, y: 2)))
      .transformEffect(CGAffineTransform(scaleX: 2, y: 2)).mask { Circle() }
      .mask(Rectangle()).clipShape(Capsule(), style: FillStyle()).clipped()
      .contentShape(Rectangle()).contentShape(.interaction, Circle())
      .shadow(radius: 2).shadow(color: .black, radius: 1, x: 1, y: 1)
      .border(.red).border(Color.blue, width: 2).accentColor(.green).opacity(0.5)
    let effects = try DesignInspector(view).find(text: "All").element.attributes.effects
    #expect(effects.count == 24)
    #expect(effects.contains(.mask(shape: .circle)))
    #expect(effects.contains(.mask(shape: .rectangle)))
    #expect(effects.contains(.transform(a: 1, b: 0, c: 0, d: 1, tx: 1, ty: 2)))
  }

  @Test func hiddenAndTransparentViewsKeepTheirSpaceInText() {
    let view = VStack(alignment: .leading) {
      HStack {
        Text("Left")
        Text("Gone").hidden()
        Text("Right")
      }
      Text("Faded").opacity(0)
      Text("End")
    }
    let lines = TextRenderer(width: 19).render(view).split(separator: "\n").dropFirst().dropLast()
      .map { String($0.dropFirst(2).dropLast(2)) }
    #expect(lines == ["Left      Right", "               ", "End            "])
  }

  @Test func offsetScaleAndRotationNeverMoveNeighboursInText() {
    let plain = HStack {
      Text("A")
      Text("B")
      Text("C")
    }
    let moved = HStack {
      Text("A")
      Text("B").offset(x: 80, y: 40).scaleEffect(3).rotationEffect(.degrees(90))
      Text("C")
    }
    #expect(TextRenderer().render(moved) == TextRenderer().render(plain))
  }

  @Test func hiddenViewsAreNotReadAloud() {
    let view = VStack {
      Text("Shown")
      Text("Secret").hidden()
      Text("Clear").opacity(0)
    }
    #expect(AccessibilityRenderer().render(view) == "Shown\n")
  }

  @Test func htmlPaintsEffectsWithTransformsAndFilters() {
    let html = HTMLRenderer().render(
      Text("Hi").scaleEffect(2, anchor: .topLeading).rotationEffect(.degrees(30))
        .blur(radius: 2).hueRotation(.degrees(400)).blendMode(.softLight).hidden())
    #expect(html.contains("transform:rotate(30deg) scale(2,2)"))
    #expect(html.contains("transform-origin:0% 0%"))
    #expect(html.contains("filter:blur(2px) hue-rotate(40deg)"))
    #expect(html.contains("mix-blend-mode:soft-light"))
    #expect(html.contains("visibility:hidden"))
  }

  @Test func absurdEffectValuesDrawBoundedAndNeverCrash() {
    let view = VStack {
      Text("Huge").scaleEffect(.infinity)
      Text("Flat").scaleEffect(0)
      Text("NaN").opacity(.nan)
      Text("Negative").blur(radius: -5)
      Text("Spin").rotationEffect(.degrees(1e300))
      Text("Bright").brightness(.nan).contrast(-.infinity)
    }
    let html = HTMLRenderer().render(view)
    #expect(html.contains("scale(100000,100000)"))
    #expect(html.contains("scale(0,0)"))
    #expect(html.contains("opacity:1"))
    #expect(html.contains("blur(0px)"))
    #expect(!html.contains("nan"))
    #expect(!html.contains("inf"))
    #expect(TextRenderer().render(view).contains("NaN"))
    #expect(TextRenderer().render(view).contains("Huge"))
  }
}

extension VisualEffectTests {
  @Test func shadowsFollowWhatIsDrawnAndKeepTheOverlay() {
    let html = HTMLRenderer().render(
      Image(systemName: "star.fill").shadow(color: .orange, radius: 4, x: 0, y: 2)
        .overlay(Color.red.opacity(0.5)).blur(radius: 1))
    #expect(html.contains("filter:blur(1px) drop-shadow(0px 2px 4px #ff9500)"))
    #expect(html.contains("box-shadow:inset 0 0 0 999px"))
    #expect(!html.contains("box-shadow:0px"))
  }
}
