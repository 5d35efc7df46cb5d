/// A readable difference between two values, built with `Mirror`: one `-`/`+` pair per
/// differing field, named by its path (`profile.name`, `routes[2].distance`, `user`).
///
/// Multi-line strings (renderings) are compared line by line instead.
enum StateDiff {
  /// One differing leaf: its path and both descriptions (`nil` where a side lacks it).
  struct Change: Equatable {
    let path: String
    let old: String?
    let new: String?
  }

  /// The `-`/`+` lines between `old` and `new`; empty when they describe alike.
  static func render(from old: Any, to new: Any) -> String {
    if let old = old as? String, let new = new as? String, old.contains("\n") || new.contains("\n")
    {
      return LineDiff(from: old, to: new).unified()
    }
    return changes(from: old, to: new).map(\.lines).joined()
  }

  /// Every differing leaf between `old` and `new`.
  static func changes(from old: Any, to new: Any, path: String = "") -> [Change] {
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    switch (oldMirror.displayStyle, newMirror.displayStyle) {
    case (.struct, .struct), (.class, .class), (.tuple, .tuple):
      return fieldChanges(oldMirror, newMirror, path: path, old: old, new: new)
    case (.collection, .collection):
      return elementChanges(Array(oldMirror.children), Array(newMirror.children), path: path)
    case (.optional, .optional):
      if let oldValue = oldMirror.children.first?.value,
        let newValue = newMirror.children.first?.value
      {
        return changes(from: oldValue, to: newValue, path: path)
      }
      return leafChange(old, new, path: path)
    default:
      return leafChange(old, new, path: path)
    }
  }

  private static func fieldChanges(
    _ oldMirror: Mirror, _ newMirror: Mirror, path: String, old: Any, new: Any
  ) -> [Change] {
    let oldFields = Array(oldMirror.children)
    let newFields = Array(newMirror.children)
    guard oldFields.map(\.label) == newFields.map(\.label), !oldFields.isEmpty else {
      return leafChange(old, new, path: path)
    }
    return zip(oldFields, newFields).enumerated().flatMap { index, fields in
      let name = fields.0.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
      let child = join(path, name ?? ".\(index)")
      return changes(from: fields.0.value, to: fields.1.value, path: child)
    }
  }

  private static func elementChanges(
    _ old: [Mirror.Child], _ new: [Mirror.Child], path: String
  ) -> [Change] {
    var result: [Change] = []
    for index in 0..<max(old.count, new.count) {
      let child = "\(path)[\(index)]"
      switch (index < old.count, index < new.count) {
      case (true, true):
        result += changes(from: old[index].value, to: new[index].value, path: child)
      case (true, false):
        result.append(Change(path: child, old: describe(old[index].value), new: nil))
      default: result.append(Change(path: child, old: nil, new: describe(new[index].value)))
      }
    }
    return result
  }

  private static func leafChange(_ old: Any, _ new: Any, path: String) -> [Change] {
    let oldDescription = describe(old)
    let newDescription = describe(new)
    guard oldDescription != newDescription else { return [] }
    return [Change(path: path, old: oldDescription, new: newDescription)]
  }

  private static func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return describe(wrapped)
    }
    return String(reflecting: value)
  }

  private static func join(_ path: String, _ name: String) -> String {
    path.isEmpty ? name : "\(path).\(name)"
  }
}

extension StateDiff.Change {
  /// `- path: old` and `+ path: new`, each on its own line, for the sides that exist.
  var lines: String {
    let label = path.isEmpty ? "" : "\(path): "
    return (old.map { "- \(label)\($0)\n" } ?? "") + (new.map { "+ \(label)\($0)\n" } ?? "")
  }
}
