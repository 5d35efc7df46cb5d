/// Ends the search of the searchable view it was read in, like SwiftUI's
/// `DismissSearchAction`: read as `@Environment(\.dismissSearch)`.
///
/// Ending a search clears its text and makes `isSearching` false; outside a search, it
/// does nothing.
public struct DismissSearchAction: Sendable {
  let scope: SearchScope?

  /// Ends the search.
  @MainActor
  public func callAsFunction() {
    scope?.dismiss()
  }
}

extension EnvironmentValues {
  /// Whether the user is searching in the searchable view above: from the moment the
  /// search field takes the focus or text until the search is dismissed.
  public internal(set) var isSearching: Bool {
    get { self[SearchingKey.self] }
    set { self[SearchingKey.self] = newValue }
  }

  /// Ends the search of the searchable view above; does nothing outside one.
  public var dismissSearch: DismissSearchAction {
    DismissSearchAction(scope: searchScope)
  }

  /// The search of the searchable view above, if any.
  var searchScope: SearchScope? {
    get { self[SearchScopeKey.self] }
    set { self[SearchScopeKey.self] = newValue }
  }

  /// Suggestions and scopes set outside a searchable view, for it to show.
  var searchAdditions: SearchAdditions {
    get { self[SearchAdditionsKey.self] }
    set { self[SearchAdditionsKey.self] = newValue }
  }

  /// Whether a text field here is a search field: it submits `.onSubmit(of: .search)`.
  var isSearchField: Bool {
    get { self[SearchFieldKey.self] }
    set { self[SearchFieldKey.self] = newValue }
  }
}

private enum SearchScopeKey: EnvironmentKey {
  static var defaultValue: SearchScope? { nil }
}

private enum SearchAdditionsKey: EnvironmentKey {
  static var defaultValue: SearchAdditions { SearchAdditions() }
}

private enum SearchingKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private enum SearchFieldKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
