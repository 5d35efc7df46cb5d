extension View {
  /// Gives the view a search field holding tokens its views edit.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - editableTokens: The tokens, drawn before the text; each token's view edits it.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - token: Builds a token's view from a binding to it.
  /// - Returns: The view.
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, editableTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(
      text: text, editing: editableTokens, isPresented: nil,
      prompt: prompt, token: token)
  }

  /// Gives the view a search field holding tokens its views edit, whose activity
  /// `isPresented` holds.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - editableTokens: The tokens, drawn before the text; each token's view edits it.
  ///   - isPresented: Whether the search is active; set it to start or end one.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - token: Builds a token's view from a binding to it.
  /// - Returns: The view.
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(
      text: text, editing: editableTokens, isPresented: isPresented,
      prompt: prompt, token: token)
  }

  /// Gives the view a search field holding tokens its views edit, with a localized prompt.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - editableTokens: The tokens, drawn before the text; each token's view edits it.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - token: Builds a token's view from a binding to it.
  /// - Returns: The view.
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, editableTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(
      text: text, editing: editableTokens, isPresented: nil,
      prompt: Text(prompt), token: token)
  }

  /// Gives the view a search field holding tokens its views edit, whose activity
  /// `isPresented` holds, with a localized prompt.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - editableTokens: The tokens, drawn before the text; each token's view edits it.
  ///   - isPresented: Whether the search is active; set it to start or end one.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - token: Builds a token's view from a binding to it.
  /// - Returns: The view.
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(
      text: text, editing: editableTokens, isPresented: isPresented,
      prompt: Text(prompt), token: token)
  }

  /// Gives the view a search field holding tokens its views edit, with a prompt string.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - editableTokens: The tokens, drawn before the text; each token's view edits it.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - token: Builds a token's view from a binding to it.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
  >(
    text: Binding<String>, editableTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(
      text: text, editing: editableTokens, isPresented: nil,
      prompt: Text(prompt), token: token)
  }

  /// Gives the view a search field holding tokens its views edit, whose activity
  /// `isPresented` holds, with a prompt string.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - editableTokens: The tokens, drawn before the text; each token's view edits it.
  ///   - isPresented: Whether the search is active; set it to start or end one.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - token: Builds a token's view from a binding to it.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
  >(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(
      text: text, editing: editableTokens, isPresented: isPresented,
      prompt: Text(prompt), token: token)
  }

  /// Gives the view a search field holding tokens its views edit, with a prompt resource.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - editableTokens: The tokens, drawn before the text; each token's view edits it.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - token: Builds a token's view from a binding to it.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, editableTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringResource,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(
      text: text, editing: editableTokens, isPresented: nil,
      prompt: Text(prompt), token: token)
  }

  /// Gives the view a search field holding tokens its views edit, whose activity
  /// `isPresented` holds, with a prompt resource.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - editableTokens: The tokens, drawn before the text; each token's view edits it.
  ///   - isPresented: Whether the search is active; set it to start or end one.
  ///   - placement: Where the field shows; drawn at the top of the content everywhere.
  ///   - prompt: The field's placeholder; "Search" when not given.
  ///   - token: Builds a token's view from a binding to it.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringResource,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> T
  ) -> some View where C.Element: Identifiable {
    searchable(
      text: text, editing: editableTokens, isPresented: isPresented,
      prompt: Text(prompt), token: token)
  }

  /// A search field holding tokens its views edit; what every `editableTokens:` form does.
  nonisolated private func searchable<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View
  >(
    text: Binding<String>, editing tokens: Binding<C>, isPresented: Binding<Bool>?,
    prompt: Text?, token: @escaping (Binding<C.Element>) -> T
  ) -> some View where C.Element: Identifiable {
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: prompt,
        tokens: SearchTokens(editable: tokens, token: token), suggestions: nil))
  }
}
