/// The tokens of a search field: their views, how to add one (`.searchCompletion(_:)` with
/// a token), and the suggested tokens shown as suggestions.
struct SearchTokens {
  /// The tokens in the field.
  let view: AnyView
  /// Adds a token of the field's type; other values are ignored.
  let add: (Any) -> Void
  /// The suggested tokens, each of which adds itself when tapped.
  let suggested: AnyView?

  init<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    _ tokens: Binding<C>, suggested suggestions: Binding<C>? = nil,
    token: @escaping (C.Element) -> T
  ) where C.Element: Identifiable {
    view = AnyView(ForEach(tokens.wrappedValue, content: token))
    add = { value in
      if let token = value as? C.Element { tokens.wrappedValue.append(token) }
    }
    suggested = suggestions.map { suggestions in
      AnyView(
        ForEach(suggestions.wrappedValue) { suggestion in
          token(suggestion).searchCompletion(suggestion)
        })
    }
  }
}
