// An account screen as an app would write it with styles of its own: group boxes, a
// checkmark toggle style and labelled content, all from SwiftUI's style protocols.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct CheckmarkToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      Label {
        configuration.label
      } icon: {
        Image(systemName: configuration.isOn ? "checkmark.square" : "square")
      }
    }
    .buttonStyle(.plain)
  }
}

struct AccountSummary: View {
  var email = "ana@example.com"
  var plan = "Pro"
  @State private var newsletter = true
  @State private var tips = false

  var body: some View {
    VStack(spacing: 16) {
      GroupBox("Cuenta") {
        LabeledContent("Correo", value: email)
        LabeledContent("Plan", value: plan)
      }
      GroupBox {
        Toggle("Boletín", isOn: $newsletter)
        Toggle("Consejos", isOn: $tips)
      } label: {
        Label("Avisos", systemImage: "bell")
      }
      .toggleStyle(CheckmarkToggleStyle())
    }
    .padding()
  }
}

struct AccountSummary_Previews: PreviewProvider {
  static var previews: some View {
    AccountSummary()
      .previewDisplayName("Account")
  }
}
