import PureMVVMCore

extension Int {
  /// The number with its thousands grouped by commas: `99,950`.
  package var grouped: String {
    let digits = String(magnitude)
    var result = self < 0 ? "-" : ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
