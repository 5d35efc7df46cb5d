/// A problem with the snapshot set-up itself, as opposed to a snapshot that differs.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
  /// `SNAPSHOT_RECORD` holds something other than `missing`, `all` or `never`.
  case invalidRecordMode(String)

  /// A sentence saying what is wrong and how to fix it.
  public var description: String {
    switch self {
    case .invalidRecordMode(let value):
      return "SNAPSHOT_RECORD=\(value) is not a record mode; use missing, all or never."
    }
  }
}
