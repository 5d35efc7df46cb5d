// A sign-up form: focus moves field to field on Return, validation messages in red, a
// prominent button that stays disabled until the form is valid.
#if PUREMVVM
  import PureMVVM
#else
  import SwiftUI
#endif

struct SignUpForm: View {
  enum Field: Hashable {
    case email, password, confirmation
  }

  @State private var email = ""
  @State private var password = ""
  @State private var confirmation = ""
  @State private var birthday = Date(timeIntervalSince1970: 946_684_800)
  @State private var acceptsTerms = false
  @State private var submitted = false
  @FocusState private var focus: Field?
  var onSignUp: (String) -> Void = { _ in }

  private var emailError: String? {
    email.isEmpty || email.contains("@") ? nil : "Enter an email address like ana@example.com."
  }

  private var passwordError: String? {
    guard !password.isEmpty else { return nil }
    if password.count < 8 { return "Use at least 8 characters." }
    return password == confirmation || confirmation.isEmpty ? nil : "The passwords differ."
  }

  private var isValid: Bool {
    !email.isEmpty && emailError == nil && !password.isEmpty && password == confirmation
      && passwordError == nil && acceptsTerms
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Create account")
        .font(.largeTitle)
        .bold()
      TextField("Email", text: $email, prompt: Text("ana@example.com"))
        .textContentType(.emailAddress)
        .keyboardType(.emailAddress)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .submitLabel(.next)
        .focused($focus, equals: .email)
        .onSubmit { focus = .password }
      if let emailError {
        Text(emailError)
          .font(.footnote)
          .foregroundColor(.red)
      }
      SecureField("Password", text: $password)
        .textContentType(.newPassword)
        .focused($focus, equals: .password)
        .onSubmit { focus = .confirmation }
      SecureField("Confirm password", text: $confirmation)
        .focused($focus, equals: .confirmation)
        .submitLabel(.done)
        .onSubmit(signUp)
      if let passwordError {
        Text(passwordError)
          .font(.footnote)
          .foregroundStyle(.red)
      }
      DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
      Toggle(isOn: $acceptsTerms) {
        Text("I accept the terms")
      }
      Button(action: signUp) {
        Text("Sign up")
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
      .disabled(!isValid)
      if submitted {
        Label("Check your inbox", systemImage: "envelope")
          .foregroundStyle(.green)
      }
    }
    .padding()
    .onAppear { focus = .email }
  }

  private func signUp() {
    guard isValid else { return }
    submitted = true
    focus = nil
    onSignUp(email)
  }
}

struct SignUpForm_Previews: PreviewProvider {
  static var previews: some View {
    SignUpForm()
      .previewDisplayName("Sign-up form")
  }
}
