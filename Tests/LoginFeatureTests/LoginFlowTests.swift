import LoginFeature
import PureMVVMTesting
import Testing

/// Everything the login screen's state holds, except the password itself.
struct LoginState: Equatable {
  var user: String
  var hasPassword: Bool
  var loggedIn: String?
  var busy: Bool
  var error: String?
  var failure: String?
  var showsForm: Bool
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct LoginFlowTests {
  private func tester(_ authenticator: any Authenticator) -> ViewModelTester<
    LoginViewModel, LoginState
  > {
    ViewModelTester(LoginViewModel(authenticator: authenticator)) { vm in
      LoginState(
        user: vm.enteredUserName, hasPassword: !vm.enteredPassword.isEmpty,
        loggedIn: vm.loggedInUser, busy: vm.isLoggingIn, error: vm.errorMessage,
        failure: vm.loginFailure, showsForm: vm.showLoginForm)
    }
  }

  /// A tester whose view model has sent valid credentials to `gate` and is waiting.
  private func loggingIn(with gate: GatedAuthenticator) async -> ViewModelTester<
    LoginViewModel, LoginState
  > {
    let tester = tester(gate)
    await tester.send {
      $0.enteredUserName = "Mike"
      $0.enteredPassword = "swift"
    } expecting: {
      $0.user = "Mike"
      $0.hasPassword = true
    }
    await tester.send {
      $0.login()
    } expecting: {
      $0.busy = true
    }
    return tester
  }

  @Test func wholeLoginFlowStepByStep() async {
    let tester = tester(DemoAuthenticator())
    await tester.send {
      $0.login()
    } expecting: {
      $0.error = "Enter your user name."
    }
    await tester.send {
      $0.enteredUserName = "Mike"
    } expecting: {
      $0.user = "Mike"
      $0.error = nil
    }
    await tester.send {
      $0.enteredPassword = "wrong"
    } expecting: {
      $0.hasPassword = true
    }
    await tester.send {
      $0.login()
    } expecting: {
      $0.busy = true
    }
    await tester.receive {
      $0.busy = false
      $0.failure = "Wrong user name or password."
      $0.hasPassword = false
    }
    await tester.send {
      $0.enteredPassword = "swift"
    } expecting: {
      $0.hasPassword = true
    }
    await tester.send {
      $0.login()
    } expecting: {
      $0.busy = true
      $0.failure = nil
    }
    await tester.receive {
      $0.busy = false
      $0.loggedIn = "Mike"
      $0.hasPassword = false
      $0.showsForm = false
    }
    await tester.send {
      $0.logout()
    } expecting: {
      $0.loggedIn = nil
      $0.showsForm = true
    }
    await tester.finish()
  }

  @Test func aFailedLoginRaisesTheAlertAndDismissingItClearsIt() async {
    let tester = tester(DemoAuthenticator())
    await tester.send {
      $0.enteredUserName = "Mike"
      $0.enteredPassword = "nope"
      $0.login()
    } expecting: {
      $0.user = "Mike"
      $0.hasPassword = true
      $0.busy = true
    }
    await tester.receive {
      $0.busy = false
      $0.failure = "Wrong user name or password."
      $0.hasPassword = false
    }
    await tester.send {
      $0.loginFailure = nil
    } expecting: {
      $0.failure = nil
    }
    await tester.finish()
  }

  @Test func doubleTapWhileInFlightStartsOneAttempt() async {
    let gate = GatedAuthenticator()
    let tester = await loggingIn(with: gate)
    await tester.send { $0.login() }
    await gate.waitForCalls(1)
    await gate.answer(.success("Mike"))
    await tester.receive {
      $0.busy = false
      $0.loggedIn = "Mike"
      $0.hasPassword = false
      $0.showsForm = false
    }
    await tester.finish()
    #expect(await gate.calls == ["Mike"])
  }

  @Test func logoutRacingAnAttemptWins() async {
    let gate = GatedAuthenticator()
    let tester = await loggingIn(with: gate)
    await gate.waitForCalls(1)
    await tester.send {
      $0.logout()
    } expecting: {
      $0.busy = false
      $0.hasPassword = false
    }
    await gate.answer(.success("Mike"))
    await tester.model.settle()
    await tester.finish()
  }

  @Test func screenShowsEachStepAsTheUserSeesIt() async {
    let screen = ViewModelTester(LoginViewModel(), width: 30) { LoginScreen(viewModel: $0) }
    await screen.send {
      $0.enteredUserName = "Mike"
      $0.enteredPassword = "swift"
      $0.login()
    } expecting: {
      $0 = """
        ┌────────────────────────────┐
        │ Username: [Mike          ] │
        │ Password: [••••••••      ] │
        │       ⋯ Logging in…        │
        │    [ Login ] (disabled)    │
        └────────────────────────────┘

        """
    }
    await screen.receive {
      $0 = """
        ┌────────────────────────────┐
        │      Greetings, Mike       │
        │        [ Log out ]         │
        └────────────────────────────┘

        """
    }
    await screen.finish()
  }
}
