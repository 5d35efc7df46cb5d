import Foundation
import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite struct BookingFormTests {
  private let opening = Date(timeIntervalSince1970: 1_796_040_000)

  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: BookingForm_Previews.self, width: 44)
  }

  @Test func aCheckInBeforeOpeningIsMovedToOpening() throws {
    let inspector = DesignInspector(BookingForm(opening: opening))
    try inspector.find(datePicker: "Check-in").setDate(opening.addingTimeInterval(-86_400 * 30))
    #expect(try inspector.find(datePicker: "Check-in").value == "Nov 30, 2026")
    try inspector.find(datePicker: "Check-in").setDate(opening.addingTimeInterval(86_400 * 2))
    #expect(try inspector.find(datePicker: "Check-in").value == "Dec 2, 2026")
  }

  @Test func theNightsFieldParsesNumbersAndKeepsTheLastGoodOne() throws {
    let inspector = DesignInspector(BookingForm(opening: opening))
    try inspector.find(textField: "Nights").setInput("5")
    #expect(try inspector.find(button: "Book 5 nights").isDisabled == false)
    try inspector.find(textField: "Nights").setInput("five")
    #expect(throws: Never.self) { try inspector.find(button: "Book 5 nights") }
  }

  @Test func aStepperWithALabelViewIsFoundByItsText() throws {
    let inspector = DesignInspector(BookingForm(opening: opening))
    try inspector.find(stepper: "Guests: 1").increment()
    #expect(try inspector.find(stepper: "Guests: 2").value == "2")
  }

  @Test func bookingPassesTheChosenRoomAndNights() throws {
    var booked: [(Int, BookingForm.Room)] = []
    let inspector = DesignInspector(
      BookingForm(opening: opening) { _, nights, room in booked.append((nights, room)) })
    try inspector.find(picker: "Room").select("Suite")
    try inspector.find(button: "Book 2 nights").tap()
    #expect(booked.map(\.0) == [2])
    #expect(booked.map(\.1) == [.suite])
  }

  @Test func anInlinePickerListsItsOptionsWithoutItsHiddenLabel() {
    let rendering = DesignInspector(BookingForm(opening: opening)).render(width: 44)
    #expect(rendering.contains("│ (•) Double"))
    #expect(!rendering.contains("Room:"))
  }
}
