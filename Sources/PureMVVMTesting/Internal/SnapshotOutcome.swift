import Foundation

/// What comparing a rendering with its snapshot file found.
package enum SnapshotOutcome: Equatable, Sendable {
  /// The file exists and matches.
  case matched
  /// The file was missing and has been written (mode `missing`).
  case recorded(URL)
  /// The file has been rewritten (mode `all`).
  case rerecorded(URL)
  /// The file is missing and the mode forbids recording it.
  case missing(URL, rendered: String)
  /// The file differs; `diff` is a unified diff from the snapshot to the rendering.
  case mismatch(URL, diff: String)
  /// The file could not be read or written.
  case ioFailure(URL, reason: String)

  /// Whether the assertion passes.
  package var passed: Bool { self == .matched }

  /// The failure message, or `nil` when the assertion passes.
  package var failureMessage: String? {
    switch self {
    case .matched: return nil
    case .recorded(let url):
      return "Recorded a new snapshot at \(url.path). Check it and re-run the tests."
    case .rerecorded(let url):
      return "Re-recorded the snapshot at \(url.path) (SNAPSHOT_RECORD=all). "
        + "Unset SNAPSHOT_RECORD and re-run the tests."
    case .missing(let url, let rendered):
      return "No snapshot at \(url.path), and SNAPSHOT_RECORD=never forbids recording it. "
        + "Run the tests once with SNAPSHOT_RECORD=missing to record it. Rendered:\n\(rendered)"
    case .mismatch(let url, let diff):
      return "The rendering differs from the snapshot at \(url.path) "
        + "(- snapshot, + rendering):\n\(diff)"
    case .ioFailure(let url, let reason):
      return "Could not use the snapshot at \(url.path): \(reason)"
    }
  }
}
