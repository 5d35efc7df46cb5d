// Composing a message: a growing text field, a text editor with a character count, a
// colour picker and a menu of templates.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct ComposeMessage: View {
  @State private var subject = ""
  @State private var message = ""
  @State private var labelColor = Color.blue
  let limit = 280
  var send: (String, String) -> Void = { _, _ in }

  private var remaining: Int { limit - message.count }

  var body: some View {
    Form {
      Section {
        TextField("Subject", text: $subject, axis: .vertical)
          .lineLimit(1...3)
        TextEditor(text: $message)
          .frame(minHeight: 120)
        HStack {
          Menu {
            Button("Running late") { message = "Running late, see you soon." }
            Button("On my way") { message = "On my way!" }
          } label: {
            Label("Templates", systemImage: "text.badge.plus")
          }
          Spacer()
          Text("\(remaining)")
            .monospacedDigit()
            .foregroundColor(remaining < 0 ? .red : .secondary)
        }
      }
      Section {
        ColorPicker("Label colour", selection: $labelColor)
        Button("Send") { send(subject, message) }
          .disabled(message.isEmpty || remaining < 0)
      }
    }
    .formStyle(.grouped)
  }
}

struct ComposeMessage_Previews: PreviewProvider {
  static var previews: some View {
    ComposeMessage()
      .previewDisplayName("Blank")
  }
}
