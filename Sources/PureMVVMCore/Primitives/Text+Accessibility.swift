/// What a text's own accessibility modifiers tell a screen reader of it.
struct TextAccessibility: Hashable, Sendable {
  /// Read instead of the text's words.
  var label: String?
  /// The heading level the text is.
  var headingLevel: AccessibilityHeadingLevel?
}

extension Text {
  /// This text, read by a screen reader as `label` instead of its words; a text still, so
  /// it can be joined to others with `+`.
  ///
  /// - Parameter label: The label.
  /// - Returns: The text.
  public consuming func accessibilityLabel(_ label: Text) -> Text {
    let words = label.plainText
    return describing { $0.label = words }
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
    describing { $0.headingLevel = level }
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

  /// This text with `change` made to what every piece tells a screen reader.
  private consuming func describing(_ change: (inout TextAccessibility) -> Void) -> Text {
    var text = self
    for index in text.runs.indices {
      var accessibility = text.runs[index].accessibility ?? TextAccessibility()
      change(&accessibility)
      text.runs[index].accessibility = accessibility
    }
    return text
  }

  /// Tells the screen reader what the pieces' accessibility modifiers say: the pieces'
  /// labels, or their words where they have none, read in order, and the first heading
  /// level.
  @MainActor func applyAccessibility(to element: inout Element, in environment: EnvironmentValues) {
    guard runs.contains(where: { $0.accessibility != nil }) else { return }
    var attributes = element.attributes.accessibility ?? AccessibilityAttributes()
    if runs.contains(where: { $0.accessibility?.label != nil }) {
      attributes.label = runs.map { run in
        run.accessibility?.label ?? run.content.resolved(in: environment)
      }.joined()
    }
    if let level = runs.lazy.compactMap({ $0.accessibility?.headingLevel }).first {
      attributes.headingLevel = level
    }
    element.changeAttributes { $0.accessibility = attributes }
  }
}
