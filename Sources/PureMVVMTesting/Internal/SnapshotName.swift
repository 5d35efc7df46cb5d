import Foundation

/// Safe, unique snapshot file names from preview and snapshot names.
package enum SnapshotName {
  /// A file name for `name`: accents removed, runs of anything but letters, digits, `-`
  /// and `_` replaced by `-` (so no name can climb out of its folder), with a `.txt` extension.
  ///
  /// `"Ruta — Cresta del Águila"` becomes `"Ruta-Cresta-del-Aguila.txt"`.
  ///
  /// - Parameter name: A snapshot or preview name.
  /// - Returns: The file name.
  package static func fileName(for name: String) -> String {
    sanitized(name) + ".txt"
  }

  /// A folder name for `name`, made safe as ``fileName(for:)`` makes it, without an
  /// extension.
  ///
  /// - Parameter name: A module or group name.
  /// - Returns: The folder name.
  package static func folderName(for name: String) -> String {
    sanitized(name)
  }

  /// Names that stay distinct after sanitising: a clash gets `-2`, `-3`… appended.
  ///
  /// - Parameter names: Preview names, in order.
  /// - Returns: One name per input, in order, each unique once sanitised.
  package static func uniqueNames(for names: [String]) -> [String] {
    var used: Set<String> = []
    return names.map { name in
      let base = sanitized(name)
      var candidate = base
      var counter = 2
      while !used.insert(candidate.lowercased()).inserted {
        candidate = "\(base)-\(counter)"
        counter += 1
      }
      return candidate
    }
  }

  private static func sanitized(_ name: String) -> String {
    let scalars = name.decomposedStringWithCanonicalMapping.unicodeScalars
    var result = ""
    var pendingDash = false
    for scalar in scalars where scalar.properties.generalCategory != .nonspacingMark {
      if scalar.isASCII,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "-_".unicodeScalars.contains(scalar)
      {
        if pendingDash, !result.isEmpty { result += "-" }
        pendingDash = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
    }
    return result.isEmpty ? "snapshot" : result
  }
}
