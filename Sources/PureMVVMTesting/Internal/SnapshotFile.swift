import Foundation

/// One snapshot file on disk, and the comparison of a rendering with it.
package struct SnapshotFile: Sendable {
  /// Where the snapshot lives.
  package let url: URL

  /// A snapshot at `url`.
  ///
  /// - Parameter url: The file.
  package init(url: URL) {
    self.url = url
  }

  /// The snapshot folder for assertions made in a test file:
  /// `__Snapshots__/<TestFileName>/` beside it.
  ///
  /// - Parameter filePath: The test file's path, as `#filePath` gives it.
  /// - Returns: The folder.
  package static func directory(forTestFile filePath: String) -> URL {
    let file = URL(fileURLWithPath: filePath)
    return file.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__")
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
  }

  /// The `.txt` files directly in `directory`, sorted by name; none if it does not exist.
  ///
  /// - Parameter directory: A snapshot folder.
  /// - Returns: The files.
  package static func textFiles(in directory: URL) -> [URL] {
    let contents =
      (try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: nil)) ?? []
    return contents.filter { $0.pathExtension == "txt" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  /// Compares `rendered` with the file, recording it as `mode` allows.
  ///
  /// Writes are atomic and create the folder when needed. The file is noted as referenced
  /// in this run (see ``SnapshotLedger``).
  ///
  /// - Parameters:
  ///   - rendered: The current rendering.
  ///   - mode: When to write the file.
  /// - Returns: What the comparison found.
  package func verify(_ rendered: String, mode: SnapshotRecordMode) -> SnapshotOutcome {
    SnapshotLedger.shared.reference(url)
    let exists = FileManager.default.fileExists(atPath: url.path)
    if mode == .all || (!exists && mode == .missing) {
      do {
        try write(rendered)
      } catch {
        return .ioFailure(url, reason: "\(error)")
      }
      return exists ? .rerecorded(url) : .recorded(url)
    }
    guard exists else { return .missing(url, rendered: rendered) }
    let stored: String
    do {
      stored = try String(contentsOf: url, encoding: .utf8)
    } catch {
      return .ioFailure(url, reason: "\(error)")
    }
    if stored == rendered { return .matched }
    return .mismatch(url, diff: LineDiff(from: stored, to: rendered).unified())
  }

  private func write(_ rendered: String) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(rendered.utf8).write(to: url, options: .atomic)
  }
}
