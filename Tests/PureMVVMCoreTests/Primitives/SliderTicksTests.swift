import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// The iOS 26 sliders: ticks from a builder, a `for` or a collection; enabled bounds that
/// hold the value; labels at the ends.
@MainActor
@Suite struct SliderTicksTests {
  /// Three sliders of one value, as a settings demo writes them.
  struct TickedSliders: View {
    @State private var volume = 5.0
    private let range = 0.0...10.0

    var body: some View {
      Form {
        Slider(value: $volume, in: range) {
          Text("Marcas")
        } ticks: {
          SliderTick(0)
          SliderTick("Medio", 5)
          SliderTick(10)
        }
        Slider(value: $volume, in: range) {
          Text("Cada uno")
        } ticks: {
          SliderTickContentForEach(stride(from: 0, through: 10, by: 1).map { $0 }, id: \.self) {
            value in
            SliderTick(value) { Text(String(format: "%.0f", value)) }
          }
        }
        Slider(value: $volume, in: range, step: 2, enabledBounds: 2...8) {
          Text("Acotado")
        } tick: { value in
          value == 4 ? SliderTick(value) : nil
        }
        Text(volume, format: .number.precision(.fractionLength(1)))
      }
    }
  }

  @Test func tickedSlidersSetTheirValueAndStayWithinTheEnabledBounds() throws {
    let inspector = DesignInspector(TickedSliders())
    try inspector.find(slider: "Marcas").setValue(7.5)
    #expect(inspector.texts.contains("7.5"))
    try inspector.find(slider: "Acotado").setValue(10)
    #expect(inspector.texts.contains("8.0"))
    try inspector.find(slider: "Acotado").setValue(0.4)
    #expect(inspector.texts.contains("2.0"))
    try inspector.find(slider: "Cada uno").setValue(10)
    #expect(inspector.texts.contains("10.0"))
  }

  @Test func theBuilderCollectsTicksInOrder() {
    @SliderTickBuilder<Double> func ticks(extra: Bool) -> SliderTickBuilder<Double>.Ticks {
      SliderTick(0)
      if extra { SliderTick("Extra", 1) }
      for value in [2.0, 3.0] { SliderTick(value) }
      SliderTickContentForEach([4.0, 5.0], id: \.self) { SliderTick($0) }
    }
    #expect(
      ticks(extra: true).body.map(\.id) == [0, 1, 2, 3, 4, 5].map { SliderTick<Double>($0).id })
    #expect(ticks(extra: false).body.count == 5)
  }

  @Test func enabledBoundsOutsideTheBoundsAreClampedToThem() throws {
    let slider = Stateful(value: 0.5) { level in
      VStack {
        Slider(value: level, in: 0...1, enabledBounds: -5...0.75) { Text("Nivel") }
        Text(level.wrappedValue, format: .number)
      }
    }
    let inspector = DesignInspector(slider)
    try inspector.find(slider: "Nivel").setValue(-3)
    #expect(inspector.texts.contains("0"))
    try inspector.find(slider: "Nivel").setValue(1)
    #expect(inspector.texts.contains("0.75"))
  }
}
