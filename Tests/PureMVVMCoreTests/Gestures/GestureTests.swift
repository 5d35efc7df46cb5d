import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// The inspector performs gestures at once: changes see half the way then all of it, the
/// end sees the final value, gesture state returns to its initial value, and a disabled
/// view refuses them as buttons do.
@MainActor
@Suite struct GestureTests {
  struct CardDesign: View {
    @State private var offset = CGSize.zero
    @State private var log: [String] = []
    @GestureState private var isPressing = false
    var isDisabled = false

    var body: some View {
      VStack {
        Text("Card")
          .gesture(
            DragGesture()
              .updating($isPressing) { _, state, _ in state = true }
              .onChanged { log.append("changed \($0.translation.width)") }
              .onEnded { value in
                offset = value.translation
                log.append("ended \(value.translation.width)")
              }
          )
          .onLongPressGesture {
            log.append("long press")
          } onPressingChanged: {
            log.append("pressing \($0)")
          }
          .onTapGesture(count: 2) { log.append("double tap") }
          .disabled(isDisabled)
        Text("Offset \(Int(offset.width))x\(Int(offset.height))")
        Text(isPressing ? "Pressing" : "Idle")
        Text(log.joined(separator: ", "))
      }
    }
  }

  @Test func dragRunsChangesThenEndAndGestureStateReturnsToItsInitialValue() throws {
    let inspector = DesignInspector(CardDesign())
    try inspector.find(text: "Card").drag(by: CGSize(width: 120, height: -40))
    #expect(inspector.texts[1] == "Offset 120x-40")
    #expect(inspector.texts[2] == "Idle")
    #expect(inspector.texts[3] == "changed 60.0, changed 120.0, ended 120.0")
  }

  @Test func dragShorterThanTheMinimumDistanceIsNotRecognised() throws {
    let inspector = DesignInspector(CardDesign())
    #expect(throws: InspectionError.self) {
      try inspector.find(text: "Card").drag(by: CGSize(width: 3, height: 4))
    }
    let error = try #require(
      throws: InspectionError.self,
      performing: { try inspector.find(text: "Card").drag(by: CGSize(width: 3, height: 4)) })
    #expect(error.description == #"No gesture of the text "Card" recognises a drag."#)
  }

  @Test func longPressTellsPressingAroundItsAction() throws {
    let inspector = DesignInspector(CardDesign())
    try inspector.find(text: "Card").longPress()
    #expect(inspector.texts[3] == "pressing true, long press, pressing false")
  }

  @Test func tapCountMustMatchTheGesture() throws {
    let inspector = DesignInspector(CardDesign())
    #expect(throws: InspectionError.self) { try inspector.find(text: "Card").tap() }
    #expect(throws: InspectionError.self) { try inspector.find(text: "Card").tap(count: 3) }
    try inspector.find(text: "Card").tap(count: 2)
    #expect(inspector.texts[3] == "double tap")
  }

  @Test func absurdTapCountsAndTranslationsAreRefusedWithAReason() throws {
    let card = try DesignInspector(CardDesign()).find(text: "Card")
    for count in [0, -1, Int.min] {
      #expect(throws: InspectionError.self) { try card.tap(count: count) }
    }
    #expect(throws: InspectionError.self) { try card.tap(count: Int.max) }
    #expect(throws: InspectionError.self) {
      try card.drag(by: CGSize(width: CGFloat.nan, height: 0))
    }
    #expect(throws: InspectionError.self) { try card.magnify(by: .infinity) }
    #expect(throws: InspectionError.self) { try card.rotate(by: .degrees(.nan)) }
  }

  @Test func disabledViewsRefuseGestures() throws {
    let inspector = DesignInspector(CardDesign(isDisabled: true))
    let error = try #require(
      throws: InspectionError.self,
      performing: { try inspector.find(text: "Card").longPress() })
    #expect(error.reason == .disabled)
    #expect(inspector.texts[3] == "")
  }

  struct PinchDesign: View {
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero
    @State private var hovered = false

    var body: some View {
      VStack {
        Text("Photo")
          .gesture(MagnifyGesture().onEnded { scale *= $0.magnification })
          .simultaneousGesture(RotateGesture().onEnded { angle += $0.rotation })
          .onHover { hovered = $0 }
        Text("Scale \(scale) angle \(Int(angle.degrees.rounded())) hovered \(hovered)")
      }
    }
  }

  @Test func magnifyRotateAndHoverReachTheirGestures() throws {
    let inspector = DesignInspector(PinchDesign())
    try inspector.find(text: "Photo").magnify(by: 2.5)
    try inspector.find(text: "Photo").rotate(by: .degrees(90))
    try inspector.find(text: "Photo").hover()
    #expect(inspector.texts[1] == "Scale 2.5 angle 90 hovered true")
    try inspector.find(text: "Photo").hover(false)
    #expect(inspector.texts[1] == "Scale 2.5 angle 90 hovered false")
  }

  struct PriorityDesign: View {
    let log: (String) -> Void

    var body: some View {
      VStack {
        Button("Plain") { log("button") }
          .simultaneousGesture(TapGesture().onEnded { log("simultaneous") })
        Button("Overridden") { log("button") }
          .highPriorityGesture(TapGesture().onEnded { log("high") })
        Text("Nested")
          .gesture(TapGesture(count: 2).onEnded { log("inner") })
          .gesture(TapGesture(count: 2).onEnded { log("outer") })
      }
    }
  }

  @Test func prioritiesDecideWhichGestureWins() throws {
    var log: [String] = []
    let inspector = DesignInspector(PriorityDesign { log.append($0) })
    try inspector.find(button: "Plain").tap()
    try inspector.find(button: "Overridden").tap()
    try inspector.find(text: "Nested").tap(count: 2)
    #expect(log == ["button", "simultaneous", "high", "inner"])
  }

  @Test func composedGesturesProduceTheirValues() throws {
    var log: [String] = []
    let pressThenDrag = LongPressGesture().sequenced(before: DragGesture())
      .onEnded { value in
        if case .second(let pressed, let drag) = value {
          log.append("sequence \(pressed) \(drag?.translation.height ?? 0)")
        }
      }
    let either = TapGesture(count: 2).exclusively(before: LongPressGesture())
      .onEnded { value in
        if case .second = value { log.append("exclusive second") }
      }
    let both = DragGesture().simultaneously(with: DragGesture(minimumDistance: 50))
      .onEnded { log.append("simultaneous \($0.first != nil) \($0.second != nil)") }
    let mapped = MagnificationGesture().map { $0 * 10 }.onEnded { log.append("mapped \($0)") }
    let inspector = DesignInspector(
      VStack {
        Text("A").gesture(pressThenDrag)
        Text("B").gesture(either)
        Text("C").gesture(both)
        Text("D").gesture(mapped)
        Text("E").gesture(
          AnyGesture(RotationGesture().onEnded { log.append("rotation \($0.degrees)") }))
      })
    try inspector.find(text: "A").drag(by: CGSize(width: 0, height: 30))
    try inspector.find(text: "B").longPress()
    try inspector.find(text: "C").drag(by: CGSize(width: 20, height: 0))
    try inspector.find(text: "D").magnify(by: 0.5)
    try inspector.find(text: "E").rotate(by: .degrees(45))
    #expect(
      log == [
        "sequence true 30.0", "exclusive second", "simultaneous true false", "mapped 5.0",
        "rotation 45.0",
      ])
  }

  struct SpatialDesign: View {
    @State private var location = CGPoint(x: -1, y: -1)

    var body: some View {
      Text("Map \(Int(location.x)),\(Int(location.y))")
        .onTapGesture(coordinateSpace: .global) { location = $0 }
    }
  }

  @Test func gesturesUnderDeferredSystemGesturesStillRun() throws {
    var taps = 0
    let inspector = DesignInspector(
      Text("Mapa").onTapGesture { taps += 1 }.defersSystemGestures(on: .vertical))
    try inspector.find(text: "Mapa").tap()
    #expect(taps == 1)
  }

  @Test func spatialTapsLandAtTheViewsOrigin() throws {
    let inspector = DesignInspector(SpatialDesign())
    try inspector.find(text: "Map -1,-1").tap()
    #expect(inspector.texts == ["Map 0,0"])
  }

  struct MaskDesign: View {
    let log: (String) -> Void

    var body: some View {
      VStack {
        Text("Inner").onTapGesture(count: 2) { log("inner") }
      }
      .gesture(LongPressGesture().onEnded { _ in log("outer") }, including: .gesture)
    }
  }

  @Test func maskGestureTurnsTheSubviewsGesturesOff() throws {
    var log: [String] = []
    let inspector = DesignInspector(MaskDesign { log.append($0) })
    #expect(throws: InspectionError.self) { try inspector.find(text: "Inner").tap(count: 2) }
    try inspector.find(text: "Inner").longPress()
    #expect(log == ["outer"])
  }
}

extension GestureTests {
  struct OptionalGestureDesign: View {
    @State private var isLocked = false
    @State private var drags = 0

    var body: some View {
      VStack {
        Text("Board")
          .gesture(isLocked ? nil : DragGesture().onEnded { _ in drags += 1 })
          .coordinateSpace(name: "board")
          .coordinateSpace(.named("grid"))
        Button("Lock") { isLocked = true }
        Text("Drags \(drags)")
      }
    }
  }

  @Test func anOptionalGestureRecognisesOnlyWhilePresent() throws {
    let inspector = DesignInspector(OptionalGestureDesign())
    try inspector.find(text: "Board").drag(by: CGSize(width: 40, height: 0))
    _ = try inspector.find(text: "Drags 1")
    try inspector.find(button: "Lock").tap()
    #expect(throws: InspectionError.self) {
      try inspector.find(text: "Board").drag(by: CGSize(width: 40, height: 0))
    }
  }
}
