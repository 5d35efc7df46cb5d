extension String {
  /// The text between double quotes, as Swift and JSON both write a string: quotes,
  /// backslashes, line breaks and tabs escaped, and every other control character (DEL
  /// included) written by `escape` from its code.
  func quoted(escapingControl escape: (UInt32) -> String) -> String {
    var result = "\""
    for scalar in unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += escape(scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
