import Foundation

extension URL {
  /// This URL with its links followed, when it is a regular file's.
  ///
  /// - Throws: ``TransferError/notARegularFile(_:)`` for anything else: reading a pipe or a
  ///   device could block, and reading a web URL would fetch it.
  package func regularFile() throws -> URL {
    let resolved = resolvingSymlinksInPath()
    let values = try? resolved.resourceValues(forKeys: [.isRegularFileKey])
    guard isFileURL, values?.isRegularFile == true else {
      throw TransferError.notARegularFile(isFileURL ? path : absoluteString)
    }
    return resolved
  }
}
