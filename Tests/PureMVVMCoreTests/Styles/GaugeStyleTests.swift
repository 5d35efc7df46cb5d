import PureMVVMCore
import PureMVVMInspection
import Testing

@MainActor
@Suite struct GaugeStyleTests {
  /// The value as a percentage between the bound labels.
  struct Numeric: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.minimumValueLabel
        Text("\(Int((configuration.value * 100).rounded())) %")
        configuration.currentValueLabel
        configuration.maximumValueLabel
      }
    }
  }

  private func battery() -> some View {
    Gauge(value: 30.0, in: 0...40) {
      Text("Batería")
    } currentValueLabel: {
      Text("30")
    } minimumValueLabel: {
      Text("0")
    } maximumValueLabel: {
      Text("40")
    }
  }

  @Test func aCustomStylesBodyIsWhatRendersWithTheFractionAndEveryLabel() {
    let row = DesignInspector(battery().gaugeStyle(Numeric())).elements.first
    #expect(row?.children.map(\.kind) == [.text("0"), .text("75 %"), .text("30"), .text("40")])
  }

  @Test func theBuiltInStylesDrawTheGaugeElement() {
    for view in [
      AnyView(battery()), AnyView(battery().gaugeStyle(.linearCapacity)),
      AnyView(battery().gaugeStyle(.accessoryCircular)),
      AnyView(battery().gaugeStyle(.accessoryCircularCapacity)),
      AnyView(battery().gaugeStyle(.accessoryLinear)),
      AnyView(battery().gaugeStyle(.accessoryLinearCapacity)),
    ] {
      #expect(
        DesignInspector(view).elements.first?.kind
          == .control(Control(.gauge, title: "Batería", face: .levelMeter(fraction: 0.75))))
    }
  }
}
