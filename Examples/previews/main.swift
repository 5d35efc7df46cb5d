import PureMVVM

/// The essay's login design, rendered logged out and logged in.
struct ReusableDesignView: Design {
  let showLoginForm: Bool
  @Binding var enteredUserName: String
  let loggedInUser: String?
  let loginAction: () -> Void

  var body: some Design {
    VStack {
      if showLoginForm {
        TextField("Username", text: $enteredUserName)
        Button("Login", action: loginAction)
      }
      if let username = loggedInUser { Text("Greetings, \(username)") }
    }
  }
}

MainActor.assumeIsolated {
  let renderer = TextRenderer(width: 40)
  print("Logged Out")
  print(
    renderer.render(
      ReusableDesignView(
        showLoginForm: true, enteredUserName: .constant(""), loggedInUser: nil, loginAction: {})))
  print("Logged In")
  print(
    renderer.render(
      ReusableDesignView(
        showLoginForm: false, enteredUserName: .constant(""), loggedInUser: "Mike Mousey",
        loginAction: {})))
}
