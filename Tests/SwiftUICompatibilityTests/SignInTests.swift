import PureMVVM
import PureMVVMTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct SignInTests {
  @Test func previewsAreNamedAsSwiftUINamesThem() throws {
    let catalog = try PreviewCatalog([SignInForm_Previews.self, CoupledSignIn_Previews.self])
    #expect(catalog.names == ["SignInForm 1", "SignInForm 2", "Signed Out", "Signed In"])
  }

  @Test func everyPreviewMatchesItsSnapshot() async {
    await assertSnapshots(of: SignInForm_Previews.self, width: 30)
    await assertSnapshots(of: CoupledSignIn_Previews.self, width: 30)
  }

  @Test func theStateObjectConnectorWorksInTheInspector() throws {
    let inspector = DesignInspector(SignInScreen())
    try inspector.find(textField: "Name").setInput("  Luis ")
    try inspector.find(button: "Sign in").tap()
    #expect(inspector.texts == ["Welcome, Luis"])
  }

  @Test func theStateObjectConnectorWorksInTheConsole() async {
    var input = ["type Name = Luis", "tap Sign in"][...]
    var output = ""
    await DesignConsole(
      SignInScreen(), width: 30, readLine: { input.popFirst() }, write: { output += $0 }
    ).run()
    #expect(
      output.hasSuffix(
        """
        ┌────────────────────────────┐
        │       Welcome, Luis        │
        └────────────────────────────┘

        """))
  }

  @Test func theStateObjectConnectorWorksInAPreviewSession() async throws {
    let preview = Preview("Screen") { SignInScreen() }
    let session = PreviewSession()
    try await session.inspector(for: preview).find(textField: "Name").setInput("Eva")
    try await session.inspector(for: preview).find(button: "Sign in").tap()
    #expect(try await session.render(preview, width: 30).contains("Welcome, Eva"))
  }

  @Test func aViewModelTesterFollowsAnObservableObject() async {
    struct Seen: Equatable {
      var name = ""
      var signedIn: String?
    }
    let tester = ViewModelTester(SignInModel()) {
      Seen(name: $0.enteredName, signedIn: $0.signedInName)
    }
    await tester.send {
      $0.enteredName = "Ana"
    } expecting: {
      $0.name = "Ana"
    }
    await tester.send {
      $0.signIn()
    } expecting: {
      $0.signedIn = "Ana"
    }
    await tester.finish()
  }

  @Test func receiveWaitsForAnObservableObjectsAsyncChange() async {
    let model = SignInModel()
    let tester = ViewModelTester(model) { $0.signedInName }
    model.enteredName = "Eva"
    await tester.send { model in
      Task { @MainActor in model.signIn() }
    }
    // A long timeout: only objectWillChange can end the wait before the time limit.
    await tester.receive(timeout: .seconds(3_600)) { $0 = "Eva" }
    await tester.finish()
  }
}
