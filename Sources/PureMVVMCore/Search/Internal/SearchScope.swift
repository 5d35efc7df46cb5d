/// One search in progress: its text, whether it is active, and the suggestions and scopes
/// the views inside a searchable view set for it.
@MainActor
final class SearchScope: Sendable {
  let text: Binding<String>
  let isPresented: Binding<Bool>
  /// What `.searchSuggestions` and `.searchScopes` inside the searchable view set while it
  /// resolved.
  var additions = SearchAdditions()
  /// Adds a token to the field (`.searchCompletion(_:)` with a token); `nil` without
  /// tokens.
  var addToken: ((Any) -> Void)?
  /// Takes the focus from the search field, once the field is resolved.
  var unfocus: (() -> Void)?

  init(text: Binding<String>, isPresented: Binding<Bool>) {
    self.text = text
    self.isPresented = isPresented
  }

  /// Whether the user is searching.
  var isActive: Bool { isPresented.wrappedValue }

  /// Ends the search: clears the text, takes the focus from the field and deactivates it.
  func dismiss() {
    guard isActive || !text.wrappedValue.isEmpty else { return }
    text.wrappedValue = ""
    unfocus?()
    isPresented.wrappedValue = false
  }
}

/// Suggestions and scopes for a search field.
struct SearchAdditions {
  /// What `.searchSuggestions` shows under the field while searching.
  var suggestions: AnyView?
  /// The picker `.searchScopes` shows under the field while searching.
  var scopes: AnyView?
}
