import Foundation

/// A `printf`-style format and its values, read as the os module's older `os_log` reads
/// them, privacy markers included.
struct PrintfMessage {
  let format: String
  let arguments: [any CVarArg]

  /// The message as the log keeps it.
  var message: OSLogMessage {
    OSLogMessage(composed: composed, format: format)
  }

  /// The format with each specifier replaced by its value as shown.
  private var composed: String {
    var text = ""
    var values = arguments.makeIterator()
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
      text += rest[..<percent]
      rest = rest[rest.index(after: percent)...]
      if rest.first == "%" {
        text += "%"
        rest = rest.dropFirst()
        continue
      }
      guard let specifier = Specifier(reading: &rest) else {
        text += "%"
        continue
      }
      text += specifier.shown(values.next()) ?? "%" + specifier.written
    }
    return text + rest
  }
}

/// One `%` specifier: privacy, flags, width, precision and conversion.
private struct Specifier {
  /// The specifier as written after `%`.
  let written: String
  let privacy: OSLogPrivacy
  /// Flags, width and precision, as `printf` reads them (digits bounded to 1,024).
  let options: String
  let conversion: Character

  /// Reads a specifier from the start of `text`, moving past it; `nil` if it is not one
  /// this reads (a `*` width, an unknown conversion).
  init?(reading text: inout Substring) {
    var cursor = text
    var privacy = OSLogPrivacy.auto
    if cursor.first == "{", let close = cursor.firstIndex(of: "}") {
      let marker = cursor[cursor.index(after: cursor.startIndex)..<close]
      if marker.contains("public") { privacy = .public }
      if marker.contains("private") { privacy = .private }
      cursor = cursor[cursor.index(after: close)...]
    }
    let flags = cursor.prefix { "-+ 0#".contains($0) }
    cursor = cursor.dropFirst(flags.count)
    let width = cursor.prefix(while: \.isNumber)
    cursor = cursor.dropFirst(width.count)
    var precision = Substring()
    let hasPrecision = cursor.first == "."
    if hasPrecision {
      precision = cursor.dropFirst().prefix(while: \.isNumber)
      cursor = cursor.dropFirst(1 + precision.count)
    }
    cursor = cursor.drop { "hlqztjL".contains($0) }
    guard let conversion = cursor.first, "diuxXofFeEgGaAs@c".contains(conversion) else {
      return nil
    }
    cursor = cursor.dropFirst()
    written = String(text[..<cursor.startIndex])
    text = cursor
    self.privacy = privacy
    let bounded = { (digits: Substring) in
      digits.isEmpty ? "" : String(min(Int(digits) ?? 0, 1_024))
    }
    options = String(flags) + bounded(width) + (hasPrecision ? "." + bounded(precision) : "")
    self.conversion = conversion
  }

  /// The value as shown, or `nil` when there is none or it is not of the kind asked for.
  func shown(_ value: (any CVarArg)?) -> String? {
    guard let value else { return nil }
    switch conversion {
    case "@", "s":
      return privacy.shown(String(describing: value), isScalar: false)
    case "c":
      guard let code = (value as? any BinaryInteger).flatMap({ Int(exactly: $0) }),
        let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: code))
      else { return nil }
      return privacy.shown(String(Character(scalar)), isScalar: true)
    case "d", "i", "u", "x", "X", "o":
      guard let number = (value as? any BinaryInteger).flatMap({ Int64(exactly: $0) }) else {
        return nil
      }
      let text = String(format: "%" + options + "ll" + String(conversion), number)
      return privacy.shown(text, isScalar: true)
    default:
      guard let number = Self.double(value) else { return nil }
      return privacy.shown(
        String(format: "%" + options + String(conversion), number), isScalar: true)
    }
  }

  private static func double(_ value: any CVarArg) -> Double? {
    switch value {
    case let value as Double: value
    case let value as Float: Double(value)
    case let value as CGFloat: Double(value)
    default: nil
    }
  }
}
