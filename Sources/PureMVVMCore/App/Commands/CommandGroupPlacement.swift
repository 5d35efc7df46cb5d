/// A standard group of items in an app's menus, like SwiftUI's `CommandGroupPlacement`:
/// where a `CommandGroup` goes.
public struct CommandGroupPlacement: Hashable, Sendable, CustomStringConvertible {
  /// The group's name, such as `"newItem"`.
  public let description: String

  private init(_ name: String) {
    description = name
  }

  /// The About item of the app menu.
  public static let appInfo = CommandGroupPlacement("appInfo")

  /// The Settings item of the app menu.
  public static let appSettings = CommandGroupPlacement("appSettings")

  /// The Quit item of the app menu.
  public static let appTermination = CommandGroupPlacement("appTermination")

  /// The Hide and Show items of the app menu.
  public static let appVisibility = CommandGroupPlacement("appVisibility")

  /// The Services submenu of the app menu.
  public static let systemServices = CommandGroupPlacement("systemServices")

  /// The New items of the File menu.
  public static let newItem = CommandGroupPlacement("newItem")

  /// The Save items of the File menu.
  public static let saveItem = CommandGroupPlacement("saveItem")

  /// The Import and Export items of the File menu.
  public static let importExport = CommandGroupPlacement("importExport")

  /// The Print items of the File menu.
  public static let printItem = CommandGroupPlacement("printItem")

  /// The Undo and Redo items of the Edit menu.
  public static let undoRedo = CommandGroupPlacement("undoRedo")

  /// The Cut, Copy and Paste items of the Edit menu.
  public static let pasteboard = CommandGroupPlacement("pasteboard")

  /// The text editing items of the Edit menu (Find, Spelling…).
  public static let textEditing = CommandGroupPlacement("textEditing")

  /// The Format menu's items.
  public static let textFormatting = CommandGroupPlacement("textFormatting")

  /// The toolbar items of the View menu.
  public static let toolbar = CommandGroupPlacement("toolbar")

  /// The sidebar items of the View menu.
  public static let sidebar = CommandGroupPlacement("sidebar")

  /// The Minimize and Zoom items of the Window menu.
  public static let windowSize = CommandGroupPlacement("windowSize")

  /// The list of windows in the Window menu.
  public static let windowList = CommandGroupPlacement("windowList")

  /// The items that open single windows, in the Window menu (macOS).
  public static let singleWindowList = CommandGroupPlacement("singleWindowList")

  /// The Bring All to Front items of the Window menu.
  public static let windowArrangement = CommandGroupPlacement("windowArrangement")

  /// The Help menu's items.
  public static let help = CommandGroupPlacement("help")
}
