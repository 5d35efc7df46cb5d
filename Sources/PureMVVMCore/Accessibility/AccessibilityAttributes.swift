/// What accessibility modifiers recorded on an element: ``ElementAttributes/accessibility``.
public struct AccessibilityAttributes: Hashable, Sendable {
  /// The label read instead of the element's own (`accessibilityLabel`).
  public var label: String?
  /// The value read after the label (`accessibilityValue`).
  public var value: String?
  /// What activating the element does, read last (`accessibilityHint`).
  public var hint: String?
  /// Whether the element and everything in it is skipped (`accessibilityHidden`).
  public var isHidden = false
  /// Traits added to the element's own (`accessibilityAddTraits`).
  public var addedTraits: AccessibilityTraits = []
  /// Traits taken from the element's own (`accessibilityRemoveTraits`).
  public var removedTraits: AccessibilityTraits = []
  /// How the element treats its children, when made one element (`accessibilityElement`).
  public var children: AccessibilityChildBehavior?
  /// The identifier tests find it by; never spoken (`accessibilityIdentifier`).
  public var identifier: String?
  /// Where the element comes among its siblings: higher first (`accessibilitySortPriority`).
  public var sortPriority: Double = 0
  /// The names of the actions assistive technologies offer, in order
  /// (`accessibilityAction`); `"default"` stands for activating the element.
  public var actionNames: [String] = []
  /// Whether a screen reader's focus is on the element (`accessibilityFocused`).
  public var isFocused = false
  /// The element's heading level (`accessibilityHeading`); a level makes it a header.
  public var headingLevel: AccessibilityHeadingLevel?
  /// Whether swiping up or down adjusts the element (`accessibilityAdjustableAction`).
  public var isAdjustable = false
  /// The names Voice Control and Full Keyboard Access accept for the element, in order
  /// (`accessibilityInputLabels`); never spoken.
  public var inputLabels: [String] = []

  /// Extra information offered about the element, in the order given
  /// (`accessibilityCustomContent`); a piece of high importance is spoken with it.
  public var customContent: [CustomContent] = []
  /// The rotors the element offers, in the order added: `.accessibilityRotor`.
  public var rotors: [Rotor] = []

  /// Creates empty attributes.
  public init() {}

  /// A piece of extra information about an element.
  public struct CustomContent: Hashable, Sendable {
    /// What tells this piece from others: its key's id.
    public var id: String
    /// What the piece is about.
    public var label: String
    /// The information.
    public var value: String
    /// Whether it is spoken with the element rather than only when asked for.
    public var isImportant: Bool
  }

  /// A rotor: a list of places a screen reader moves between.
  public struct Rotor: Hashable, Sendable {
    /// The rotor's name: its label, or the system rotor it replaces (`headings`).
    public var name: String
    /// Its entries' labels, in order; empty for an entry of a text range.
    public var entries: [String]
  }
}
