extension Text {
  /// This text, read by a screen reader as `label` instead of its words; a text still, so
  /// it can be joined to others with `+`.
  ///
  /// - Parameter label: The label.
  /// - Returns: The text.
  public consuming func accessibilityLabel(_ label: Text) -> Text {
    withOptions { $0.label = label }
  }

  /// This text, read by a screen reader as `labelKey` instead of its words.
  ///
  /// - Parameter labelKey: The label.
  /// - Returns: The text.
  public consuming func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text {
    accessibilityLabel(Text(labelKey))
  }

  /// This text, read by a screen reader as `label` instead of its words.
  ///
  /// - Parameter label: The label.
  /// - Returns: The text.
  @_disfavoredOverload
  public consuming func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text {
    accessibilityLabel(Text(label))
  }

  /// This text, read by a screen reader as a localized string resource instead of its
  /// words.
  ///
  /// - Parameter label: The label, a localized string resource.
  /// - Returns: The text.
  @_disfavoredOverload
  public consuming func accessibilityLabel(_ label: LocalizedStringResource) -> Text {
    accessibilityLabel(Text(label))
  }

  /// This text, a heading of `level` for a screen reader's rotor.
  ///
  /// - Parameter level: The heading's level.
  /// - Returns: The text.
  public consuming func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
    withOptions { $0.headingLevel = level }
  }

  /// This text, of the kind `value` says (source code, a message, a spreadsheet's cell);
  /// accepted, as the view form is, as reading does not change.
  ///
  /// - Parameter value: The kind of text.
  /// - Returns: The text.
  public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text {
    self
  }

  /// This text, every punctuation mark said by VoiceOver; accepted, as the view form is.
  ///
  /// - Parameter value: Whether to.
  /// - Returns: The text.
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }

  /// This text, spelt letter by letter by VoiceOver; accepted, as the view form is.
  ///
  /// - Parameter value: Whether to.
  /// - Returns: The text.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }

  /// This text, said higher or lower by VoiceOver; accepted, as the view form is.
  ///
  /// - Parameter value: From -1 (lower) to 1 (higher).
  /// - Returns: The text.
  public func speechAdjustedPitch(_ value: Double) -> Text { self }

  /// This text's announcements, queued behind the current speech; accepted, as the view
  /// form is.
  ///
  /// - Parameter value: Whether to queue them.
  /// - Returns: The text.
  public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }

  /// This text with `change` made to every piece's options.
  consuming func withOptions(_ change: (inout TextRunOptions) -> Void) -> Text {
    var text = self
    for index in text.runs.indices {
      var options = text.runs[index].options ?? TextRunOptions()
      change(&options)
      text.runs[index].options = options
    }
    return text
  }

  /// The text element of a text some of whose pieces have options: each scaled piece in its
  /// font (the environment's when it has none) at its scale, and the screen reader told the
  /// pieces' labels, or their words where they have none, and the first heading level.
  @MainActor func elementWithOptions(in environment: EnvironmentValues, context: ResolveContext)
    -> Element
  {
    var text = self
    var hasLabel = false
    var headingLevel: AccessibilityHeadingLevel?
    for index in text.runs.indices {
      guard let options = text.runs[index].options else { continue }
      if let scale = options.scale {
        text.runs[index].style.font = scale.scaling(
          text.runs[index].style.font ?? environment.font ?? .body)
      }
      hasLabel = hasLabel || options.label != nil
      headingLevel = headingLevel ?? options.headingLevel
    }
    var element = text.element(in: environment, context: context)
    guard hasLabel || headingLevel != nil else { return element }
    var attributes = element.attributes.accessibility ?? AccessibilityAttributes()
    if hasLabel {
      attributes.label = runs.map { run in
        guard let label = run.options?.label else { return run.words(in: environment) }
        return label.runs.map { $0.words(in: environment) }.joined()
      }.joined()
    }
    if let headingLevel { attributes.headingLevel = headingLevel }
    element.changeAttributes { $0.accessibility = attributes }
    return element
  }
}

extension Text.Run {
  /// The piece's words in `environment`, as a screen reader reads them: without Markdown.
  func words(in environment: EnvironmentValues) -> String {
    content.mayHoldMarkdown
      ? content.styledRuns(in: environment, style: style).map(\.text).joined()
      : content.resolved(in: environment)
  }
}
