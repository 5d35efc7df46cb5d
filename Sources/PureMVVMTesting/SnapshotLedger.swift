import Foundation
import PureMVVMCore

/// The snapshot files referenced by assertions in this test run, to find stale ones.
///
/// ```swift
/// let stale = SnapshotLedger.shared.orphans(in: SnapshotFile.directory(forTestFile: #filePath))
/// ```
///
/// Call ``orphans(in:)`` after the assertions that use the folder have run (for example at
/// the end of the test that calls `assertSnapshots(of:)`); files referenced by tests that
/// have not run yet would otherwise be listed.
public final class SnapshotLedger: Sendable {
  /// The ledger every snapshot assertion in the process writes to.
  public static let shared = SnapshotLedger()

  private let referenced = Locked<Set<String>>([])

  /// Creates an empty ledger.
  public init() {}

  /// Notes that an assertion used the file at `url`.
  ///
  /// - Parameter url: The snapshot file.
  public func reference(_ url: URL) {
    let path = url.standardizedFileURL.path
    referenced.withLock { _ = $0.insert(path) }
  }

  /// The `.txt` files under `directory` that no assertion has referenced.
  ///
  /// - Parameter directory: A snapshot folder.
  /// - Returns: The unreferenced files, sorted by path; empty if the folder does not exist.
  public func orphans(in directory: URL) -> [URL] {
    let known = referenced.withLock { $0 }
    let enumerator = FileManager.default.enumerator(
      at: directory, includingPropertiesForKeys: nil)
    var orphans: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      let path = url.standardizedFileURL.path
      if url.pathExtension == "txt", !known.contains(path) { orphans.append(url) }
    }
    return orphans.sorted { $0.path < $1.path }
  }
}
