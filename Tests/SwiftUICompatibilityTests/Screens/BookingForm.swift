// A booking: dates and times, a stepper with a custom label, a number field with a format,
// an inline picker and a large tinted button.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct BookingForm: View {
  enum Room: String, CaseIterable, Identifiable {
    case single, double, suite
    var id: String { rawValue }
  }

  let opening: Date
  @State private var checkIn: Date
  @State private var arrival: Date
  @State private var nights = 2
  @State private var guests = 1
  @State private var room = Room.double
  var book: (Date, Int, Room) -> Void = { _, _, _ in }

  init(opening: Date, book: @escaping (Date, Int, Room) -> Void = { _, _, _ in }) {
    self.opening = opening
    _checkIn = State(initialValue: opening)
    _arrival = State(initialValue: opening.addingTimeInterval(15 * 3_600))
    self.book = book
  }

  var body: some View {
    Form {
      Section("Stay") {
        DatePicker(
          "Check-in", selection: $checkIn, in: opening..., displayedComponents: .date)
        DatePicker("Arrival", selection: $arrival, displayedComponents: [.hourAndMinute])
        TextField("Nights", value: $nights, format: .number)
          .keyboardType(.numberPad)
        Stepper(value: $guests, in: 1...4) {
          HStack {
            Image(systemName: "person.2")
            Text("Guests: \(guests)")
          }
        }
      }
      Section("Room") {
        Picker("Room", selection: $room) {
          ForEach(Room.allCases) { room in
            Text(room.rawValue.capitalized).tag(room)
          }
        }
        .pickerStyle(.inline)
        .labelsHidden()
      }
      Button("Book \(nights) nights") {
        book(checkIn, nights, room)
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
      .tint(.green)
    }
  }
}

struct BookingForm_Previews: PreviewProvider {
  static var previews: some View {
    BookingForm(opening: Date(timeIntervalSince1970: 1_796_040_000))
      .previewDisplayName("New booking")
  }
}
