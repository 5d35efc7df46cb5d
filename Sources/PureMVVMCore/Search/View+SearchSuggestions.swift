extension View {
  /// Shows `suggestions` under the search field of the searchable view while searching,
  /// like SwiftUI's `searchSuggestions(_:)`; applied inside or outside `.searchable`.
  ///
  /// Suggestions that resolve to something replace the content while shown. A suggestion
  /// with `.searchCompletion(_:)` fills the field when tapped.
  ///
  /// - Parameter suggestions: The suggestions.
  /// - Returns: The view.
  nonisolated public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S)
    -> some View
  {
    modifier(SearchAdditionsModifier(suggestions: AnyView(suggestions()), scopes: nil))
  }

  /// Makes this suggestion fill the search field with `completion` when tapped, like
  /// SwiftUI's `searchCompletion(_:)`.
  ///
  /// - Parameter completion: The text the field takes.
  /// - Returns: The view.
  nonisolated public func searchCompletion(_ completion: String) -> some View {
    modifier(SearchCompletionModifier(completion: .text(completion)))
  }

  /// Makes this suggestion add `token` to the search field's tokens when tapped, clearing
  /// its text, like SwiftUI's `searchCompletion(_:)` with a token.
  ///
  /// - Parameter token: The token.
  /// - Returns: The view.
  nonisolated public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
    modifier(SearchCompletionModifier(completion: .token(token)))
  }

  /// Shows or hides the suggestions in some placements; accepted (suggestions are drawn
  /// in the content).
  ///
  /// - Parameters:
  ///   - visibility: Whether they show.
  ///   - placements: Where.
  /// - Returns: The view.
  nonisolated public func searchSuggestions(
    _ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set
  ) -> some View {
    self
  }

  /// Shows a picker of scopes under the search field while searching, like SwiftUI's
  /// `searchScopes(_:scopes:)`; each scope is a view tagged with its value.
  ///
  /// - Parameters:
  ///   - scope: The selected scope.
  ///   - scopes: The scopes, each with `.tag(_:)`.
  /// - Returns: The view.
  nonisolated public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, @ViewBuilder scopes: () -> S
  ) -> some View {
    let picker = Picker("Scope", selection: scope, content: scopes).pickerStyle(.segmented)
    return modifier(SearchAdditionsModifier(suggestions: nil, scopes: AnyView(picker)))
  }

  /// Shows a picker of scopes under the search field, like SwiftUI's
  /// `searchScopes(_:activation:_:)`; every activation shows them while searching.
  ///
  /// - Parameters:
  ///   - scope: The selected scope.
  ///   - activation: When they show; accepted.
  ///   - scopes: The scopes, each with `.tag(_:)`.
  /// - Returns: The view.
  nonisolated public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View {
    searchScopes(scope, scopes: scopes)
  }
}

/// When search scopes show, like SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Hashable, Sendable {
  let name: String

  /// As the platform does: once text is entered on iPhone.
  public static var automatic: SearchScopeActivation { SearchScopeActivation(name: "automatic") }
  /// Once text is entered.
  public static var onTextEntry: SearchScopeActivation {
    SearchScopeActivation(name: "onTextEntry")
  }
  /// As soon as the search is active.
  public static var onSearchPresentation: SearchScopeActivation {
    SearchScopeActivation(name: "onSearchPresentation")
  }
}

/// Hands suggestions or scopes to the searchable view: to its search in progress when
/// inside it, else to the searchable views below; primitive.
nonisolated struct SearchAdditionsModifier: ViewModifier {
  typealias Body = Never
  let suggestions: AnyView?
  let scopes: AnyView?

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    var inner = context.child(0)
    if let scope = context.environment.searchScope {
      context.noteWriteOutside()
      if let suggestions { scope.additions.suggestions = suggestions }
      if let scopes { scope.additions.scopes = scopes }
    } else {
      if let suggestions { inner.environment.searchAdditions.suggestions = suggestions }
      if let scopes { inner.environment.searchAdditions.scopes = scopes }
    }
    content._resolve(in: inner, into: &elements)
  }
}

/// Makes a suggestion fill the search field, or add a token to it, when tapped;
/// primitive.
nonisolated struct SearchCompletionModifier: ViewModifier {
  typealias Body = Never

  /// What a suggestion completes the field with.
  enum Completion {
    case text(String)
    case token(Any)
  }

  let completion: Completion

  @MainActor func _resolve<Wrapped: View>(
    content: Wrapped, in context: ResolveContext, into elements: inout [Element]
  ) {
    let first = elements.endIndex
    content._resolve(in: context.child(0), into: &elements)
    guard let scope = context.environment.searchScope else { return }
    let text = scope.text
    let action: () -> Void
    switch completion {
    case .text(let completion):
      action = { text.wrappedValue = completion }
    case .token(let token):
      let add = scope.addToken
      action = {
        add?(token)
        text.wrappedValue = ""
      }
    }
    for index in first..<elements.endIndex { elements[index].action = action }
  }
}

/// Where search suggestions show, like SwiftUI's `SearchSuggestionsPlacement`.
public struct SearchSuggestionsPlacement: Hashable, Sendable {
  let name: String

  /// In a menu under the field.
  public static var menu: SearchSuggestionsPlacement { Self(name: "menu") }
  /// In the content, as a list.
  public static var content: SearchSuggestionsPlacement { Self(name: "content") }

  /// A set of placements.
  public struct Set: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates a set from raw bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// In a menu.
    public static let menu = Set(rawValue: 1)
    /// In the content.
    public static let content = Set(rawValue: 2)
  }
}
