import PureMVVM

/// Connects a ``LoginViewModel`` to a ``LoginDesign``; it holds no logic.
///
/// ```swift
/// let viewModel = LoginViewModel()
/// await DesignConsole(LoginScreen(viewModel: viewModel), settle: viewModel.settle).run()
/// ```
public struct LoginScreen: View {
  @Bindable private var viewModel: LoginViewModel

  /// Creates the screen for `viewModel`.
  ///
  /// - Parameter viewModel: The view model; the screen is its only owner in the examples,
  ///   so dropping the screen frees it.
  public init(viewModel: LoginViewModel) {
    self.viewModel = viewModel
  }

  /// The login design, fed from the view model.
  public var body: some View {
    LoginDesign(
      showLoginForm: viewModel.showLoginForm,
      enteredUserName: $viewModel.enteredUserName,
      loggedInUser: viewModel.loggedInUser,
      loginAction: viewModel.login,
      enteredPassword: $viewModel.enteredPassword,
      errorMessage: viewModel.errorMessage,
      isLoggingIn: viewModel.isLoggingIn,
      logoutAction: viewModel.logout,
      loginFailure: $viewModel.loginFailure)
  }
}
