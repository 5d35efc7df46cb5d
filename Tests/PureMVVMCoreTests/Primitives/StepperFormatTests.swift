import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `Stepper(_:value:in:step:format:)` shows its value in the format, in the environment's
/// locale, and steps within its bounds.
@MainActor
@Suite struct StepperFormatTests {
  @Test func theValueIsShownInTheFormatAndStepsWithinTheBounds() throws {
    let inspector = DesignInspector(
      Stateful(value: 286.5) { size in
        Stepper("Tamaño", value: size, in: 1...288, step: 1, format: .number)
      })
    #expect(try inspector.find(stepper: "Tamaño").value == "286.5")
    try inspector.find(stepper: "Tamaño").increment()
    try inspector.find(stepper: "Tamaño").increment()
    #expect(try inspector.find(stepper: "Tamaño").value == "288")
  }

  @Test func theFormatFollowsTheEnvironmentsLocale() throws {
    let inspector = DesignInspector(
      Stateful(value: 0.25) { share in
        Stepper(value: share, step: 0.5, format: .percent) { Text("Parte") }
          .environment(\.locale, Locale(identifier: "es_ES"))
      })
    #expect(try inspector.find(stepper: "Parte").value == "25\u{A0}%")
    try inspector.find(stepper: "Parte").decrement()
    let spanish = Locale(identifier: "es_ES")
    #expect(
      try inspector.find(stepper: "Parte").value == (-0.25).formatted(.percent.locale(spanish)))
  }
}
