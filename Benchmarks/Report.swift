import Foundation

/// The results of one run, printed as a table or as one JSON object.
struct Report {
  struct Row {
    let metric: String
    let value: Double
    let unit: String
    let comparison: String
  }

  private(set) var rows: [Row] = []
  private(set) var failures: [String] = []

  mutating func add(_ metric: String, _ value: Double, _ unit: String, _ comparison: String = "") {
    rows.append(Row(metric: metric, value: value, unit: unit, comparison: comparison))
  }

  /// Records a correctness check; a failed one makes the program exit non-zero.
  mutating func check(_ condition: Bool, _ message: String) {
    if !condition { failures.append(message) }
  }

  var table: String {
    let metricWidth = rows.map(\.metric.count).max() ?? 0
    return rows.map { row in
      let metric = row.metric.padding(toLength: metricWidth, withPad: " ", startingAt: 0)
      let value = String(format: "%12.2f", row.value)
      return "\(metric)  \(value) \(row.unit)  \(row.comparison)"
    }.joined(separator: "\n")
  }

  var json: String {
    var object: [String: Any] = [:]
    for row in rows {
      object[row.metric] = ["value": row.value, "unit": row.unit, "comparison": row.comparison]
    }
    object["failures"] = failures
    let data =
      (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
