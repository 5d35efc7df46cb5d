// A shipping address form whose fields share a style written the way apps write one for
// SwiftUI: `_body(configuration:)`, decorating the field it is given.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct OutlinedFieldStyle: TextFieldStyle {
  var isRequired = false

  func _body(configuration: TextField<Self._Label>) -> some View {
    HStack {
      configuration
      if isRequired {
        Text("*")
          .foregroundStyle(.red)
      }
    }
    .padding(10)
    .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.gray.opacity(0.4), lineWidth: 1))
  }
}

/// A style whose body declares a local and branches, as a view builder allows.
struct HintedFieldStyle: TextFieldStyle {
  var hint: String?

  func _body(configuration: TextField<Self._Label>) -> some View {
    let border = hint == nil ? Color.gray : Color.orange
    if let hint {
      VStack(alignment: .leading) {
        configuration.border(border)
        Text(hint)
      }
    } else {
      configuration.border(border)
    }
  }
}

struct ShippingAddressForm: View {
  @Binding var street: String
  @Binding var city: String
  @State private var notes = ""

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      TextField("Street", text: $street)
        .textFieldStyle(OutlinedFieldStyle(isRequired: true))
      TextField("City", text: $city, prompt: Text("Madrid"))
        .textFieldStyle(OutlinedFieldStyle())
      TextField("Notes", text: $notes)
        .textFieldStyle(.roundedBorder)
    }
  }
}
