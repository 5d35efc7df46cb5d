import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct SettingsFormTests {
  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: SettingsForm_Previews.self, width: 44)
  }

  @Test func choosingAnOptionByItsLabelSelectsItsTag() throws {
    let inspector = DesignInspector(SettingsForm())
    let picker = try inspector.find(picker: "Distance")
    #expect(picker.value == "Metric")
    #expect(picker.options == ["Metric", "Imperial"])
    try picker.select("Imperial")
    #expect(try inspector.find(picker: "Distance").value == "Imperial")
    #expect(inspector.render(width: 44).contains("│ Distance: [Imperial ▾]"))
  }

  @Test func anOptionThatIsNotThereIsAnErrorListingTheOptions() throws {
    let inspector = DesignInspector(SettingsForm())
    let error = #expect(throws: InspectionError.self) {
      try inspector.find(picker: "Distance").select("Nautical")
    }
    #expect(
      error?.description
        == "The picker \"Distance\" has no option \"Nautical\". Options: \"Metric\", \"Imperial\".")
  }

  @Test func optionalSelectionsMatchTagsOfTheWrappedType() throws {
    let inspector = DesignInspector(SettingsForm())
    #expect(try inspector.find(picker: "Theme").value == "System")
    try inspector.find(picker: "Theme").select("Dark")
    #expect(try inspector.find(picker: "Theme").value == "Dark")
    #expect(inspector.render(width: 44).contains("│ Theme: System ‹Dark›"))
    try inspector.find(picker: "Theme").select("System")
    #expect(try inspector.find(picker: "Theme").value == "System")
  }

  @Test func theStepperStaysWithinItsBounds() throws {
    let inspector = DesignInspector(SettingsForm())
    try inspector.find(stepper: "Guests: 2").decrement()
    try inspector.find(stepper: "Guests: 1").decrement()
    #expect(try inspector.find(stepper: "Guests: 1").value == "1")
    for guests in 1..<10 { try inspector.find(stepper: "Guests: \(min(guests, 8))").increment() }
    #expect(try inspector.find(stepper: "Guests: 8").value == "8")
  }

  @Test func theSliderSnapsToItsStepAndStaysInItsBounds() throws {
    let inspector = DesignInspector(SettingsForm())
    try inspector.find(slider: "Volume").setValue(0.6)
    #expect(try inspector.find(slider: "Volume").value == "0.5")
    try inspector.find(slider: "Volume").setValue(0.9)
    #expect(try inspector.find(slider: "Volume").value == "1.0")
    try inspector.find(slider: "Volume").setValue(-40)
    #expect(try inspector.find(slider: "Volume").value == "0.0")
    let error = #expect(throws: InspectionError.self) {
      try inspector.find(slider: "Volume").setValue(.nan)
    }
    #expect(error?.reason == .invalidValue("nan"))
  }

  @Test func resetAllIsADestructiveButtonThatRestoresTheDefaults() throws {
    let inspector = DesignInspector(SettingsForm())
    try inspector.find(toggle: "Notifications").tap()
    try inspector.find(stepper: "Guests: 2").increment()
    let reset = try inspector.find(button: "Reset all")
    #expect(reset.element.attributes.buttonRole == .destructive)
    try reset.tap()
    #expect(try inspector.find(toggle: "Notifications").isOn == true)
    #expect(try inspector.find(stepper: "Guests: 2").value == "2")
  }

  @Test func sectionsKeepTheirHeadersAndFooters() throws {
    let inspector = DesignInspector(SettingsForm())
    #expect(try inspector.find(text: "Sound").element.attributes.part == .header)
    #expect(
      try inspector.find(text: "Volume applies to alerts only.").element.attributes.part
        == .footer)
    #expect(try inspector.find(picker: "Theme").element.attributes.pickerStyle == .segmented)
  }
}
