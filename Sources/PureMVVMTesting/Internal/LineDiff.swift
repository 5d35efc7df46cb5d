/// A unified diff between two texts, line by line, with a few lines of context.
struct LineDiff {
  private enum Line {
    case same(String)
    case removed(String)
    case added(String)
  }

  private let lines: [Line]

  init(from old: String, to new: String) {
    let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let newLines = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var removed: Set<Int> = []
    var inserted: Set<Int> = []
    for change in newLines.difference(from: oldLines) {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var lines: [Line] = []
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < oldLines.count || newIndex < newLines.count {
      if removed.contains(oldIndex) {
        lines.append(.removed(oldLines[oldIndex]))
        oldIndex += 1
      } else if inserted.contains(newIndex) {
        lines.append(.added(newLines[newIndex]))
        newIndex += 1
      } else {
        lines.append(.same(oldLines[oldIndex]))
        oldIndex += 1
        newIndex += 1
      }
    }
    self.lines = lines
  }

  /// The diff as `@@ -a,b +c,d @@` hunks of `-`, `+` and ` ` lines.
  func unified(context: Int = 3) -> String {
    let changed = lines.indices.filter {
      if case .same = lines[$0] { return false }
      return true
    }
    guard !changed.isEmpty else { return "" }
    var hunks: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(index - context, 0)...min(index + context, lines.count - 1)
      if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
        hunks[hunks.count - 1] = last.lowerBound...range.upperBound
      } else {
        hunks.append(range)
      }
    }
    return hunks.map(hunk).joined()
  }

  private func hunk(_ range: ClosedRange<Int>) -> String {
    var oldStart = 1
    var newStart = 1
    for line in lines[..<range.lowerBound] {
      if case .added = line {} else { oldStart += 1 }
      if case .removed = line {} else { newStart += 1 }
    }
    var oldCount = 0
    var newCount = 0
    var body = ""
    for line in lines[range] {
      switch line {
      case .same(let text):
        body += " \(text)\n"
        oldCount += 1
        newCount += 1
      case .removed(let text):
        body += "-\(text)\n"
        oldCount += 1
      case .added(let text):
        body += "+\(text)\n"
        newCount += 1
      }
    }
    return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n" + body
  }
}
