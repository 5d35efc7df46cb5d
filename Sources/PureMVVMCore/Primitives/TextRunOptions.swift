/// What a text's own modifiers add to a piece of it: its scale, and what a screen reader is
/// told of it.
struct TextRunOptions: Equatable {
  /// The piece's scale against its font.
  var scale: Text.Scale?
  /// Read instead of the piece's words; an empty text for the later pieces of one
  /// labelled piece, so the label is read once.
  var label: Text?
  /// The heading level the text is.
  var headingLevel: AccessibilityHeadingLevel?

  /// These options, the label read as nothing.
  var withoutLabel: TextRunOptions {
    var options = self
    if options.label != nil { options.label = Text(verbatim: "") }
    return options
  }
}
