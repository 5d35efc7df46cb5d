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

  /// Tokens whose views edit them: each view gets a binding to its token, found by id.
  init<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
    editable tokens: Binding<C>, token: @escaping (Binding<C.Element>) -> T
  ) where C.Element: Identifiable {
    self.init(tokens) { element in token(Self.binding(to: element, in: tokens)) }
  }

  /// A binding to the token with `element`'s id in `tokens`: `element` once it is gone.
  private static func binding<C: RandomAccessCollection & RangeReplaceableCollection>(
    to element: C.Element, in tokens: Binding<C>
  ) -> Binding<C.Element> where C.Element: Identifiable {
    let id = element.id
    return Binding(
      get: { tokens.wrappedValue.first { $0.id == id } ?? element },
      set: { newValue in
        guard let index = tokens.wrappedValue.firstIndex(where: { $0.id == id }) else { return }
        tokens.wrappedValue.replaceSubrange(index...index, with: CollectionOfOne(newValue))
      })
  }
}
