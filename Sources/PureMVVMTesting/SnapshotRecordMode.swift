/// When snapshot assertions write snapshot files, read from `SNAPSHOT_RECORD`.
///
/// | `SNAPSHOT_RECORD` | Behaviour |
/// | --- | --- |
/// | `missing` (default locally) | record a missing snapshot and fail that test once, saying so |
/// | `all` | re-record every snapshot and fail, saying so |
/// | `never` (default when `CI` is set) | a missing snapshot fails, with the rendering in the message |
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Record snapshots that do not exist yet; compare the others.
  case missing
  /// Re-record every snapshot.
  case all
  /// Never write: a missing snapshot is a failure.
  case never

  /// The mode an environment asks for.
  ///
  /// - Parameter environment: Variables, normally `ProcessInfo.processInfo.environment`.
  /// - Returns: `SNAPSHOT_RECORD` if set; otherwise `never` when `CI` is set, else `missing`.
  /// - Throws: ``SnapshotError/invalidRecordMode(_:)`` for a value that is not a mode.
  public static func current(in environment: [String: String]) throws(SnapshotError)
    -> SnapshotRecordMode
  {
    if let value = environment["SNAPSHOT_RECORD"], !value.isEmpty {
      guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
        throw .invalidRecordMode(value)
      }
      return mode
    }
    return environment["CI", default: ""].isEmpty ? .missing : .never
  }
}
