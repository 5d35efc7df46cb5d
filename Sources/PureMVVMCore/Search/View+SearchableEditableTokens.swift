extension View {
  /// Gives the view a search field holding tokens its views edit.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - editableTokens: The tokens in the field, drawn before its text; each token's view edits it.
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
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: prompt,
        tokens: SearchTokens(editable: editableTokens, token: token), suggestions: nil))
  }

  /// Gives the view a search field holding tokens its views edit, whose activity
  /// `isPresented` holds.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - editableTokens: The tokens in the field, drawn before its text; each token's view edits it.
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
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: prompt,
        tokens: SearchTokens(editable: editableTokens, token: token), suggestions: nil))
  }

  /// Gives the view a search field holding tokens its views edit, with a localized prompt.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - editableTokens: The tokens in the field, drawn before its text; each token's view edits it.
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
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: Text(prompt),
        tokens: SearchTokens(editable: editableTokens, token: token), suggestions: nil))
  }

  /// Gives the view a search field holding tokens its views edit, whose activity
  /// `isPresented` holds, with a localized prompt.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - editableTokens: The tokens in the field, drawn before its text; each token's view edits it.
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
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: Text(prompt),
        tokens: SearchTokens(editable: editableTokens, token: token), suggestions: nil))
  }

  /// Gives the view a search field holding tokens its views edit, with a prompt string.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - editableTokens: The tokens in the field, drawn before its text; each token's view edits it.
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
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: Text(prompt),
        tokens: SearchTokens(editable: editableTokens, token: token), suggestions: nil))
  }

  /// Gives the view a search field holding tokens its views edit, whose activity
  /// `isPresented` holds, with a prompt string.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - editableTokens: The tokens in the field, drawn before its text; each token's view edits it.
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
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: Text(prompt),
        tokens: SearchTokens(editable: editableTokens, token: token), suggestions: nil))
  }

  /// Gives the view a search field holding tokens its views edit, with a prompt resource.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - editableTokens: The tokens in the field, drawn before its text; each token's view edits it.
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
    modifier(
      SearchableModifier(
        text: text, isPresented: nil, prompt: Text(prompt),
        tokens: SearchTokens(editable: editableTokens, token: token), suggestions: nil))
  }

  /// Gives the view a search field holding tokens its views edit, whose activity
  /// `isPresented` holds, with a prompt resource.
  ///
  /// - Parameters:
  ///   - text: The text searched for; typing starts the search.
  ///   - editableTokens: The tokens in the field, drawn before its text; each token's view edits it.
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
    modifier(
      SearchableModifier(
        text: text, isPresented: isPresented, prompt: Text(prompt),
        tokens: SearchTokens(editable: editableTokens, token: token), suggestions: nil))
  }
}
