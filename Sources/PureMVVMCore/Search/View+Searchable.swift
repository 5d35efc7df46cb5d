extension View {
  /// Gives the view a search field, like SwiftUI's `searchable(text:placement:prompt:)`.
  ///
  /// A test types into the field with `find(textField: "Search").setInput(_:)`, submits it
  /// with `submit()` (which runs `.onSubmit(of: .search)`), and ends the search with
  /// `find(button: "Cancel").tap()`; views inside read `@Environment(\.isSearching)` and
  /// `@Environment(\.dismissSearch)`.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  /// - Returns: The view.
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: prompt, tokens: nil, suggestions: nil))
  }

  /// Gives the view a search field whose activity `isPresented` holds, like SwiftUI's
  /// `searchable(text:isPresented:placement:prompt:)`.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - isPresented: Whether the search is active; set it to start or end one.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  /// - Returns: The view.
  nonisolated public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: prompt, tokens: nil,
        suggestions: nil))
  }

  /// Gives the view a search field holding tokens, like SwiftUI's
  /// `searchable(text:tokens:placement:prompt:token:)`.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - tokens: The tokens in the field, drawn before its text.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - token: Builds a token's view.
  /// - Returns: The view.
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: prompt,
        tokens: SearchTokens(tokens, token: token), suggestions: nil))
  }

  /// Gives the view a search field holding tokens, whose activity `isPresented` holds.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - tokens: The tokens in the field, drawn before its text.
  ///   - isPresented: Whether the search is active; set it to start or end one.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - token: Builds a token's view.
  /// - Returns: The view.
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: prompt,
        tokens: SearchTokens(tokens, token: token), suggestions: nil))
  }

  /// Gives the view a search field with suggestions, the form SwiftUI deprecates in
  /// favour of `searchSuggestions(_:)`.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - suggestions: Shown under the field while searching (SwiftUI deprecates this form in
  ///     favour of `searchSuggestions(_:)`).
  /// - Returns: The view.
  nonisolated public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: prompt, tokens: nil,
        suggestions: AnyView(suggestions())))
  }

  /// Gives the view a search field, like SwiftUI's `searchable(text:placement:prompt:)`.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  /// - Returns: The view.
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: Text(prompt), tokens: nil, suggestions: nil))
  }

  /// Gives the view a search field whose activity `isPresented` holds, like SwiftUI's
  /// `searchable(text:isPresented:placement:prompt:)`.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - isPresented: Whether the search is active; set it to start or end one.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  /// - Returns: The view.
  nonisolated public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: Text(prompt), tokens: nil,
        suggestions: nil))
  }

  /// Gives the view a search field holding tokens, like SwiftUI's
  /// `searchable(text:tokens:placement:prompt:token:)`.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - tokens: The tokens in the field, drawn before its text.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - token: Builds a token's view.
  /// - Returns: The view.
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: Text(prompt),
        tokens: SearchTokens(tokens, token: token), suggestions: nil))
  }

  /// Gives the view a search field holding tokens, whose activity `isPresented` holds.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - tokens: The tokens in the field, drawn before its text.
  ///   - isPresented: Whether the search is active; set it to start or end one.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - token: Builds a token's view.
  /// - Returns: The view.
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: Text(prompt),
        tokens: SearchTokens(tokens, token: token), suggestions: nil))
  }

  /// Gives the view a search field with suggestions, the form SwiftUI deprecates in
  /// favour of `searchSuggestions(_:)`.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - suggestions: Shown under the field while searching (SwiftUI deprecates this form in
  ///     favour of `searchSuggestions(_:)`).
  /// - Returns: The view.
  nonisolated public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: Text(prompt), tokens: nil,
        suggestions: AnyView(suggestions())))
  }

  /// Gives the view a search field, like SwiftUI's `searchable(text:placement:prompt:)`.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: Text(prompt), tokens: nil, suggestions: nil))
  }

  /// Gives the view a search field whose activity `isPresented` holds, like SwiftUI's
  /// `searchable(text:isPresented:placement:prompt:)`.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - isPresented: Whether the search is active; set it to start or end one.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: Text(prompt), tokens: nil,
        suggestions: nil))
  }

  /// Gives the view a search field holding tokens, like SwiftUI's
  /// `searchable(text:tokens:placement:prompt:token:)`.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - tokens: The tokens in the field, drawn before its text.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - token: Builds a token's view.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
  >(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: Text(prompt),
        tokens: SearchTokens(tokens, token: token), suggestions: nil))
  }

  /// Gives the view a search field holding tokens, whose activity `isPresented` holds.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - tokens: The tokens in the field, drawn before its text.
  ///   - isPresented: Whether the search is active; set it to start or end one.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - token: Builds a token's view.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
  >(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: Text(prompt),
        tokens: SearchTokens(tokens, token: token), suggestions: nil))
  }

  /// Gives the view a search field with suggestions, the form SwiftUI deprecates in
  /// favour of `searchSuggestions(_:)`.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - suggestions: Shown under the field while searching (SwiftUI deprecates this form in
  ///     favour of `searchSuggestions(_:)`).
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func searchable<V: View, S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder suggestions: () -> V
  ) -> some View {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: Text(prompt), tokens: nil,
        suggestions: AnyView(suggestions())))
  }
  /// Gives the view a search field holding tokens, with tokens to suggest while searching,
  /// like SwiftUI's `searchable(text:tokens:suggestedTokens:placement:prompt:token:)`.
  ///
  /// A suggested token is tapped (`find(text:).tap()`) to add it to `tokens`.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - tokens: The tokens in the field, drawn before its text.
  ///   - suggestedTokens: The tokens shown as suggestions while searching.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - token: Builds a token's view.
  /// - Returns: The view.
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: prompt,
        tokens: SearchTokens(tokens, suggested: suggestedTokens, token: token), suggestions: nil))
  }

  /// Gives the view a search field holding tokens, with tokens to suggest, whose activity
  /// `isPresented` holds.
  ///
  /// A suggested token is tapped (`find(text:).tap()`) to add it to `tokens`.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - tokens: The tokens in the field, drawn before its text.
  ///   - suggestedTokens: The tokens shown as suggestions while searching.
  ///   - isPresented: Whether the search is active; set it to start or end one.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - token: Builds a token's view.
  /// - Returns: The view.
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: prompt,
        tokens: SearchTokens(tokens, suggested: suggestedTokens, token: token), suggestions: nil))
  }

  /// Gives the view a search field holding tokens, with tokens to suggest while searching,
  /// like SwiftUI's `searchable(text:tokens:suggestedTokens:placement:prompt:token:)`.
  ///
  /// A suggested token is tapped (`find(text:).tap()`) to add it to `tokens`.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - tokens: The tokens in the field, drawn before its text.
  ///   - suggestedTokens: The tokens shown as suggestions while searching.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - token: Builds a token's view.
  /// - Returns: The view.
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: Text(prompt),
        tokens: SearchTokens(tokens, suggested: suggestedTokens, token: token), suggestions: nil))
  }

  /// Gives the view a search field holding tokens, with tokens to suggest, whose activity
  /// `isPresented` holds.
  ///
  /// A suggested token is tapped (`find(text:).tap()`) to add it to `tokens`.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - tokens: The tokens in the field, drawn before its text.
  ///   - suggestedTokens: The tokens shown as suggestions while searching.
  ///   - isPresented: Whether the search is active; set it to start or end one.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - token: Builds a token's view.
  /// - Returns: The view.
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: Text(prompt),
        tokens: SearchTokens(tokens, suggested: suggestedTokens, token: token), suggestions: nil))
  }

  /// Gives the view a search field holding tokens, with tokens to suggest while searching,
  /// like SwiftUI's `searchable(text:tokens:suggestedTokens:placement:prompt:token:)`.
  ///
  /// A suggested token is tapped (`find(text:).tap()`) to add it to `tokens`.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - tokens: The tokens in the field, drawn before its text.
  ///   - suggestedTokens: The tokens shown as suggestions while searching.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - token: Builds a token's view.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
  >(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: Text(prompt),
        tokens: SearchTokens(tokens, suggested: suggestedTokens, token: token), suggestions: nil))
  }

  /// Gives the view a search field holding tokens, with tokens to suggest, whose activity
  /// `isPresented` holds.
  ///
  /// A suggested token is tapped (`find(text:).tap()`) to add it to `tokens`.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - tokens: The tokens in the field, drawn before its text.
  ///   - suggestedTokens: The tokens shown as suggestions while searching.
  ///   - isPresented: Whether the search is active; set it to start or end one.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - token: Builds a token's view.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
  >(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: Text(prompt),
        tokens: SearchTokens(tokens, suggested: suggestedTokens, token: token), suggestions: nil))
  }
}
