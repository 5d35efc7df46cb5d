import Foundation

extension UserDefaults {
  /// The value at `key` read as `type` the way `UserDefaults`' typed getters coerce a
  /// stored Boolean, number or string: `true` read as an integer is 1, the string `"YES"`
  /// read as a Boolean is `true`, `"42"` read as an integer is 42, `2.5` read as a string
  /// is `"2.5"`.
  ///
  /// - Returns: The value; `nil` when nothing, or something other than a Boolean, number
  ///   or string, is stored at `key`, or `type` is none of `Bool`, `Int`, `Double` and
  ///   `String` and the value is not one.
  func coercedValue<Value>(forKey key: String, as type: Value.Type) -> Value? {
    guard let stored = object(forKey: key),
      stored is Bool || stored is Int || stored is Double || stored is String
        || stored is NSNumber
    else { return nil }
    switch type {
    case is Bool.Type: return bool(forKey: key) as? Value
    case is Int.Type: return integer(forKey: key) as? Value
    case is Double.Type: return double(forKey: key) as? Value
    case is String.Type: return string(forKey: key) as? Value
    default: return stored as? Value
    }
  }

  /// The URL stored under `key`: an absolute string, a path read as a file URL, or what
  /// `url(forKey:)` reads of anything else (a URL Apple's `UserDefaults` archived).
  func storedURL(forKey key: String) -> URL? {
    guard let string = object(forKey: key) as? String else { return url(forKey: key) }
    guard !string.isEmpty else { return nil }
    if string.hasPrefix("/") || string.hasPrefix("~") {
      return URL(fileURLWithPath: (string as NSString).expandingTildeInPath)
    }
    return URL(string: string)
  }

  /// Stores `url` under `key` as its absolute string, which every platform keeps whole.
  func storeURL(_ url: URL, forKey key: String) {
    set(url.absoluteString, forKey: key)
  }
}
