// The screen the "Porting a SwiftUI view" article walks through: a SwiftUI file whose only
// change is the conditional import, compiled here against PureMVVM (this test target
// defines PUREMVVM; an app target would not, and would get SwiftUI).
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

final class ProfileModel: ObservableObject {
  @Published var displayName: String
  @Published var email: String
  @Published var newsletter = false
  @Published private(set) var savedName: String?

  init(displayName: String = "", email: String = "") {
    self.displayName = displayName
    self.email = email
  }

  func save() {
    savedName = displayName.trimmingCharacters(in: .whitespaces)
  }
}

struct ProfileView: View {
  enum Field: Hashable {
    case name, email
  }

  @StateObject var model = ProfileModel()
  @Environment(\.dismiss) private var dismiss
  @AppStorage("profile.visits") private var visits = 0
  @FocusState private var focusedField: Field?

  var body: some View {
    VStack {
      Text("Profile")
      TextField("Display name", text: $model.displayName)
        .focused($focusedField, equals: .name)
        .onSubmit { focusedField = .email }
      TextField("Email", text: $model.email)
        .focused($focusedField, equals: .email)
        .onSubmit(save)
      Toggle("Newsletter", isOn: $model.newsletter)
      if let name = model.savedName {
        Text("Saved as \(name)")
      }
      Button("Save", action: save)
        .disabled(model.displayName.isEmpty)
      Button("Close") { dismiss() }
      Text("Visits: \(visits)")
    }
    .onAppear {
      visits += 1
      focusedField = .name
    }
  }

  private func save() {
    model.save()
    focusedField = nil
  }
}

struct ProfileView_Previews: PreviewProvider {
  static var previews: some View {
    ProfileView()
      .previewDisplayName("Empty")
    ProfileView(model: ProfileModel(displayName: "Ana", email: "ana@example.com"))
      .previewDisplayName("Filled in")
  }
}
