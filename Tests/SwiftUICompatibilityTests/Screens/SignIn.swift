// A sign-in screen written as for SwiftUI, in the shape of the "ViewModel doesn't belong in
// Previews" essay: an ObservableObject view model, a reusable design that takes only
// values, bindings and closures, previews of the design, a connector with @StateObject —
// and the coupled view the essay warns against. Only the import differs from SwiftUI.
import PureMVVM

final class SignInModel: ObservableObject {
  @Published var enteredName = ""
  @Published private(set) var signedInName: String?

  var showForm: Bool { signedInName == nil }

  func signIn() {
    let name = enteredName.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return }
    signedInName = name
  }
}

struct SignInForm: View {
  let showForm: Bool
  @Binding var enteredName: String
  let signedInName: String?
  let signInAction: () -> Void

  var body: some View {
    VStack {
      if showForm {
        TextField("Name", text: $enteredName)
        Button("Sign in", action: signInAction)
      }
      if let name = signedInName {
        Text("Welcome, \(name)")
      }
    }
  }
}

struct SignInForm_Previews: PreviewProvider {
  static var previews: some View {
    SignInForm(
      showForm: true,
      enteredName: .constant(""),
      signedInName: nil,
      signInAction: { /* nothing */  })

    SignInForm(
      showForm: false,
      enteredName: .constant(""),
      signedInName: "Ana Ruiz",
      signInAction: { /* nothing */  })
  }
}

struct SignInScreen: View {
  @StateObject var model = SignInModel()

  var body: some View {
    SignInForm(
      showForm: model.showForm,
      enteredName: $model.enteredName,
      signedInName: model.signedInName,
      signInAction: model.signIn)
  }
}

struct CoupledSignIn: View {
  @StateObject var model: SignInModel

  var body: some View {
    VStack {
      if model.showForm {
        TextField("Name", text: $model.enteredName)
        Button("Sign in", action: model.signIn)
      }
      if let name = model.signedInName {
        Text("Welcome, \(name)")
      }
    }
  }
}

struct CoupledSignIn_Previews: PreviewProvider {
  static let signedIn: SignInModel = {
    let model = SignInModel()
    model.enteredName = "Ana Ruiz"
    model.signIn()
    return model
  }()

  static let signedOut = SignInModel()

  static var previews: some View {
    CoupledSignIn(model: signedOut)
      .previewDisplayName("Signed Out")
      .previewLayout(.sizeThatFits)

    CoupledSignIn(model: signedIn)
      .previewDisplayName("Signed In")
      .previewLayout(.sizeThatFits)
  }
}
