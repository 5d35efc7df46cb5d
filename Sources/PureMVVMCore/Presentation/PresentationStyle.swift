/// How presented content covers the screen: what ``Element/Kind/presentation(_:)`` holds.
public enum PresentationStyle: Hashable, Sendable {
  /// A sheet over most of the screen (`.sheet`); the screen behind shows as a dimmed strip.
  case sheet
  /// A cover over the whole screen (`.fullScreenCover`).
  case fullScreenCover
  /// A popover, drawn as a sheet (`.popover`).
  case popover
  /// An alert box in the middle of the screen, with its title.
  case alert(title: String)
  /// A dialog of actions at the bottom of the screen, with its title and whether it shows.
  case confirmationDialog(title: String, showsTitle: Bool)
  /// A context menu opened over a view by a long press, with its preview if it has one.
  case contextMenu

  /// Whether the system draws the presentation and its actions (an alert or a dialog),
  /// rather than the presenting view's content (a sheet, cover or popover).
  var isSystemDrawn: Bool {
    switch self {
    case .alert, .confirmationDialog, .contextMenu: true
    case .sheet, .fullScreenCover, .popover: false
    }
  }

  /// The words for the style in messages: "the sheet", "the alert "No se pudo…"".
  package var name: String {
    switch self {
    case .sheet: "the sheet"
    case .fullScreenCover: "the full-screen cover"
    case .popover: "the popover"
    case .alert(let title): "the alert \"\(title)\""
    case .confirmationDialog(let title, _): "the dialog \"\(title)\""
    case .contextMenu: "the context menu"
    }
  }
}
