import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// A slider's value labels sit at the ends of its track, in both argument orders
/// SwiftUI accepts, and the slider is still found and set by its title.
@MainActor
@Suite struct SliderValueLabelTests {
  @Test func valueLabelsAreDrawnAtTheEndsInEveryOrder() throws {
    let current = Stateful(value: 5.0) { volume in
      Slider(value: volume, in: 0...10, step: 1) {
        Text("Volumen")
      } minimumValueLabel: {
        Text("bajo")
      } maximumValueLabel: {
        Text("alto")
      }
    }
    let legacy = Stateful(value: 5.0) { volume in
      Slider(
        value: volume, in: 0...10, step: 1, onEditingChanged: { _ in },
        minimumValueLabel: Text("bajo"), maximumValueLabel: Text("alto")
      ) {
        Text("Volumen")
      }
    }
    let unstepped = Stateful(value: 5.0) { volume in
      Slider(
        value: volume, in: 0...10, minimumValueLabel: Text("bajo"), maximumValueLabel: Text("alto")
      ) {
        Text("Volumen")
      }
    }
    for inspector in [DesignInspector(current), DesignInspector(legacy)] {
      let line = try #require(
        inspector.render(width: 50).split(separator: "\n").first { $0.contains("bajo") })
      let low = try #require(line.range(of: "bajo"))
      let high = try #require(line.range(of: "alto"))
      #expect(low.upperBound < high.lowerBound)
      try inspector.find(slider: "Volumen").setValue(7.6)
      #expect(try inspector.find(slider: "Volumen").value == "8.0")
    }
    let line = DesignInspector(unstepped).render(width: 50).split(separator: "\n")
      .first { $0.contains("bajo") }
    #expect(line?.contains("alto") == true)
  }
}
