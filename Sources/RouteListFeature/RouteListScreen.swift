import PureMVVM

/// Connects a ``RouteListViewModel`` to a ``RouteListDesign``; it holds no logic.
public struct RouteListScreen: View {
  @Bindable private var viewModel: RouteListViewModel

  /// Creates the screen for `viewModel`.
  ///
  /// - Parameter viewModel: The view model.
  public init(viewModel: RouteListViewModel) {
    self.viewModel = viewModel
  }

  /// The route list design, fed from the view model.
  public var body: some View {
    RouteListDesign(
      routes: viewModel.visibleRoutes,
      shortRoutesOnly: $viewModel.shortRoutesOnly,
      newRouteName: $viewModel.newRouteName,
      newRouteDistance: $viewModel.newRouteDistance,
      errorMessage: viewModel.errorMessage,
      noticeMessage: viewModel.noticeMessage,
      deleteAction: viewModel.deleteButtonTapped,
      addAction: viewModel.addButtonTapped,
      path: $viewModel.path,
      routePendingDeletion: viewModel.routePendingDeletion,
      confirmDeleteAction: viewModel.confirmDeletion,
      cancelDeleteAction: viewModel.cancelDeletion,
      detail: { _ in
        RouteDetailDesign(
          route: viewModel.detailRoute, editedName: $viewModel.editedName,
          editedDistance: $viewModel.editedDistance, errorMessage: viewModel.editErrorMessage,
          saveAction: viewModel.saveEditButtonTapped)
      })
  }
}
