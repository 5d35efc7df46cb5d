import Foundation

/// What modifiers set on an element: text styling, box decoration, control styles.
///
/// Tests read them through the inspector (`element.attributes.font == .title`); the HTML
/// renderer paints them; the text renderer honours only what a fixed-width grid can show
/// (padding, frames, alignment, line limits) and ignores the rest. Values a modifier sets
/// on a subtree (font, foreground, styles…) are inherited, as SwiftUI's environment does;
/// box values (padding, background…) belong to the element the modifier was applied to.
public struct ElementAttributes: Hashable, Sendable {
  // Text
  /// The font.
  public var font: Font?
  /// The weight, set by `.fontWeight(_:)` or `.bold()`.
  public var fontWeight: Font.Weight?
  /// Whether `.italic()` applies.
  public var isItalic = false
  /// Whether `.underline()` applies.
  public var isUnderlined = false
  /// Whether `.strikethrough()` applies.
  public var isStrikethrough = false
  /// Whether `.monospacedDigit()` applies.
  public var hasMonospacedDigits = false
  /// Whether `.monospaced()` applies: every letter as wide as the others.
  public var isMonospaced = false
  /// The foreground paint: `.foregroundStyle(_:)`, `.foregroundColor(_:)`.
  public var foreground: Paint?
  /// How lines of text line up.
  public var textAlignment: TextAlignment?
  /// The most lines text takes; `nil` for no limit.
  public var lineLimit: Int?
  /// Where text that does not fit is cut.
  public var truncationMode: TruncationMode?
  /// The styled pieces of a concatenated text (`Text + Text`), when they differ.
  public var textRuns: [TextRun]?
  /// The text size a text was resolved under, when it is not the default `.large`; the
  /// HTML renderer scales the text's font by it, as Dynamic Type does.
  public var dynamicTypeSize: DynamicTypeSize?

  // Box
  /// Space inside the element's edges, in points.
  public var padding: EdgeInsets?
  /// The frame the element is laid out in.
  public var frame: Frame?
  /// What is painted behind the element.
  public var background: Paint?
  /// What is painted over the element.
  public var overlay: Paint?
  /// The radius of the element's corners, in points.
  public var cornerRadius: CGFloat?
  /// The shape the element is clipped to.
  public var clipShape: ShapeOutline.Kind?
  /// A border.
  public var border: Border?
  /// The opacity, 0 to 1.
  public var opacity: Double?
  /// A shadow.
  public var shadow: Shadow?
  /// The visual effects applied to the element (scale, rotation, offset, blur, filters,
  /// masks…), innermost first; see ``ElementEffect``.
  public var effects: [ElementEffect] = []
  /// Whether `.hidden()` hides the element: it keeps its space and draws nothing.
  public var isHidden = false

  // Motion
  /// The animation of `.animation(_:value:)` or `.animation(_:)` applied to the element.
  public var animation: Animation?
  /// How the element enters and leaves the tree (`.transition(_:)`).
  public var transition: AnyTransition?
  /// Whether the element keeps its ideal size (`.fixedSize()`).
  public var isFixedSize = false
  /// The element's layout priority.
  public var layoutPriority: Double?
  /// How the children of a stack or frame line up.
  public var alignment: Alignment?
  /// The space between the children of a stack, in points.
  public var spacing: CGFloat?
  /// How the element sits in a grid's cells, when a grid cell modifier set it.
  public var gridCell: GridCellLayout?
  /// The least length of a spacer, in points.
  public var minLength: CGFloat?
  /// Where the element's centre sits in its parent, in points (`.position(_:)`); the
  /// element then takes all the room it is offered.
  public var position: CGPoint? {
    get { placement?.value.position }
    set { changePlacement { $0.position = newValue } }
  }
  /// The order the element is drawn in among its siblings in a `ZStack` (`.zIndex(_:)`):
  /// higher in front; equal values keep the order of the code.
  public var zIndex: Double? {
    get { placement?.value.zIndex }
    set { changePlacement { $0.zIndex = newValue } }
  }
  /// Width over height (`.aspectRatio(_:contentMode:)`).
  public var aspectRatio: CGFloat? {
    get { placement?.value.aspectRatio }
    set { changePlacement { $0.aspectRatio = newValue } }
  }
  /// How the element scrolls, when a scroll modifier was applied to it.
  public var scroll: ScrollSettings? {
    get { placement?.value.scroll }
    set { changePlacement { $0.scroll = newValue } }
  }
  /// The edges on which the element extends into the safe area (`.ignoresSafeArea`).
  public var ignoredSafeAreaEdges: Edge.Set? {
    get { placement?.value.ignoredSafeAreaEdges }
    set { changePlacement { $0.ignoredSafeAreaEdges = newValue } }
  }
  /// The placement attributes few elements have, boxed so that the others' attributes
  /// stay small (a list of 100k rows holds hundreds of thousands).
  private var placement: PlacementBox?

  // Controls
  /// The tint.
  public var tint: Paint?
  /// A button's role.
  public var buttonRole: ButtonRole?
  /// The built-in look of a button, or ``ButtonLook/custom`` when a ``ButtonStyle`` of
  /// your own drew its label; `nil` for the default look.
  public var buttonStyle: ButtonLook?
  /// The shape of a bordered button's platter, when `.buttonBorderShape(_:)` set one.
  public var buttonBorderShape: ButtonBorderShape?
  /// Whether menus show their indicator (`▾`), when `.menuIndicator(_:)` says.
  public var menuIndicator: Visibility?
  /// The look of pickers, when a style sets one.
  public var pickerStyle: PickerLook?
  /// The built-in look of a toggle, when a style other than the default drew it.
  public var toggleStyle: ToggleLook?
  /// The look of text fields, when a style sets one.
  public var textFieldStyle: TextFieldLook?
  /// The look of lists, when a style sets one.
  public var listStyle: ListLook?
  /// Whether every other row of a list has a different background, when
  /// `.alternatingRowBackgrounds(_:)` says; `nil` leaves it to the list's style.
  public var alternatesRowBackgrounds: Bool?
  /// The look of a form, when a style sets one.
  public var formStyle: FormLook?
  /// The look of tab views, when a style sets one.
  public var tabViewStyle: TabViewLook?
  /// When a paged tab view shows its page index (`.tabViewStyle(.page(indexDisplayMode:))`).
  public var pageIndexDisplay: PageTabViewStyle.IndexDisplayMode?
  /// Whether a page index has a backdrop (`.indexViewStyle(.page(backgroundDisplayMode:))`).
  public var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode?
  /// The size of controls.
  public var controlSize: ControlSize?
  /// The keyboard a text field asks for.
  public var keyboardType: UIKeyboardType?
  /// What a text field holds, for autofill.
  public var textContentType: UITextContentType?
  /// When a text field capitalises.
  public var autocapitalization: TextInputAutocapitalization?
  /// Whether autocorrection is off.
  public var isAutocorrectionDisabled = false
  /// The label of the Return key.
  public var submitLabel: SubmitLabel?
  /// Whether controls draw without their titles (`.labelsHidden()`); their titles still
  /// name them for the inspector.
  public var areLabelsHidden = false
  /// A text field's placeholder prompt.
  public var prompt: String?
  /// The axis a text field grows along (`.vertical` for several lines).
  public var axis: Axis?

  // Other
  /// A badge: a count or a short text beside the element.
  public var badge: String?
  /// Help text (a tooltip).
  public var help: String?
  /// Why the element is shown as a placeholder.
  public var redaction = RedactionReasons()
  /// Whether scrolling is off.
  public var isScrollDisabled = false
  /// Whether a list or form hides its background.
  public var scrollContentBackground: Visibility?
  /// The background of a list row.
  public var listRowBackground: Paint?
  /// Whether a list row shows its separator.
  public var listRowSeparator: Visibility?
  /// The keys that run the element's action (`.keyboardShortcut(_:)`).
  public var keyboardShortcut: KeyboardShortcut?
  /// Whether a list row cannot be deleted (`.deleteDisabled(_:)`).
  public var isDeleteDisabled = false
  /// Whether a list row cannot be moved (`.moveDisabled(_:)`).
  public var isMoveDisabled = false
  /// Whether a list row cannot be selected (`.selectionDisabled(_:)`).
  public var isSelectionDisabled = false
  /// Whether a list section shows its separators (`.listSectionSeparator(_:edges:)`).
  public var listSectionSeparator: Visibility?
  /// An image's scale.
  public var imageScale: ImageScale?
  /// Whether an image stretches to its frame (`.resizable()`).
  public var isResizable = false
  /// How an image fills its frame.
  public var contentMode: ContentMode?
  /// Where a toolbar item goes in its screen's bars.
  public var toolbarPlacement: ToolbarItemPlacement?
  /// Whether a pushed screen hides its back button (`.navigationBarBackButtonHidden()`).
  public var hidesBackButton = false
  /// Whether the screen hides its navigation bar (`.navigationBarHidden(_:)`,
  /// `.toolbar(.hidden, for: .navigationBar)`): no title, no back button drawn.
  public var hidesNavigationBar = false
  /// Whether touches reach the element: `false` below `.allowsHitTesting(false)`.
  public var allowsHitTesting = true
  /// The Liquid Glass behind the element (`.glassEffect(_:in:)`), if any.
  public var glass: Glass?
  /// The shape of that glass.
  public var glassShape: ShapeOutline?
  /// How the screen's bars look, as the toolbar modifiers set it.
  public var toolbar: ToolbarSettings?
  /// How the sheet the element is the content of is shown (`.presentationDetents(_:)` and
  /// the other presentation modifiers).
  public var presentationDetails: PresentationDetails?
  /// Whether the presentation the element is in cannot be swiped away
  /// (`.interactiveDismissDisabled(_:)`).
  public var isInteractiveDismissDisabled = false
  /// The background of the container the element is in (`.containerBackground(_:for:)`).
  public var containerBackground: Paint?
  /// The line under the navigation title (`.navigationSubtitle(_:)`).
  public var navigationSubtitle: String?
  /// How the navigation title shows (`.navigationBarTitleDisplayMode(_:)`).
  public var titleDisplayMode: NavigationBarItem.TitleDisplayMode?
  /// The title of the tab this view is (`.tabItem { }`, `Tab`).
  public var tabItem: String?
  /// For a tab view, the badge of each tab (`.badge` on a tab's content), in tab order.
  public var tabBadges: [String?]?
  /// What part of its parent the element is, such as a section's header or a label's icon.
  public var part: ElementPart?
  /// What accessibility modifiers recorded, if any.
  public var accessibility: AccessibilityAttributes?

  /// No attributes.
  public init() {}
}

extension ElementAttributes {
  /// Changes the boxed placement attributes, on a copy of the box.
  private mutating func changePlacement(_ change: (inout Placement) -> Void) {
    var value = placement?.value ?? Placement()
    change(&value)
    placement = PlacementBox(value)
  }
}
