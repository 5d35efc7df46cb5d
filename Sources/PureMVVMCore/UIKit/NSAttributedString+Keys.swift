#if !canImport(Darwin)
  import Foundation

  extension NSAttributedString.Key {
    /// The text's colour: a `UIColor`, as UIKit's and AppKit's key.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text: a `UIColor`.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The text's font: a `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The space between letters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline's style.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough's style.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  }
#endif
