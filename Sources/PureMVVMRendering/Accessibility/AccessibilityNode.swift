import PureMVVMCore

/// One element as a screen reader reaches it: what it reads, and why.
///
/// ``AccessibilityRenderer`` reads a design as a list of these; ``spokenText`` is the line
/// VoiceOver would speak ("Login, button, dimmed").
public struct AccessibilityNode: Hashable, Sendable {
  /// Where a node's label came from.
  public enum LabelSource: Hashable, Sendable {
    /// An `accessibilityLabel` modifier.
    case modifier
    /// The element's text or title.
    case text
    /// Only an image's name: an SF Symbol's or an asset's, which VoiceOver reads as is.
    case imageName
    /// Nowhere: the node has no label.
    case none
  }

  /// The label, read first.
  public var label: String
  /// The value, such as a field's text or a slider's percentage.
  public var value: String?
  /// The traits; those with words are spoken.
  public var traits: AccessibilityTraits
  /// The hint, read last.
  public var hint: String?
  /// The custom actions offered (`accessibilityAction(named:)`); when there are any,
  /// "Actions available" is read after the hint.
  public var actions: [String] = []
  /// The custom content of high importance (`accessibilityCustomContent`), each as
  /// "label, value", read after the traits.
  public var importantContent: [String] = []
  /// Whether the element responds; a disabled one is read "dimmed".
  public var isEnabled: Bool
  /// The `accessibilityIdentifier`, never spoken.
  public var identifier: String?
  /// Whether the screen reader's focus is on it (`accessibilityFocused`); never spoken.
  public var isFocused = false
  /// Where ``label`` came from.
  public var labelSource: LabelSource
  /// What kind of control the node is ("button", "text field"), or `nil` for text, images
  /// and headings.
  public var control: String?
  /// Words spoken instead of the traits' ("back button", "alert"), if any.
  var role: String?
  /// Whether the value is read after the traits, as a switch's "on" or a tab's "2 of 3".
  var valueFollowsTraits = false
  /// The container the node was read in; nodes of one container are siblings.
  var container = 0

  /// The line a screen reader speaks: label, value, traits, "dimmed", important content,
  /// hint.
  public var spokenText: String {
    var words = [label].filter { !$0.isEmpty }
    // An empty value, as `.accessibilityValue("")` sets, is not spoken.
    let value = self.value.map { [$0] }?.filter { !$0.isEmpty } ?? []
    if !valueFollowsTraits { words += value }
    if let role {
      // A field marked as a search field is read as one (`.searchable`'s field).
      words.append(traits.contains(.isSearchField) ? "search field" : role)
    } else {
      words += AccessibilityTraits.spoken.filter { traits.contains($0.0) }.map(\.1)
    }
    if valueFollowsTraits { words += value }
    if traits.contains(.isSelected) { words.append("selected") }
    if !isEnabled { words.append("dimmed") }
    words += importantContent
    if let hint, !hint.isEmpty { words.append(hint) }
    if !actions.isEmpty { words.append("Actions available") }
    return words.joined(separator: ", ").escapingControlCharacters()
  }
}
