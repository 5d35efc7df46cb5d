import Foundation

/// Why a dragged or shared value could not be transferred.
public enum TransferError: Error, Equatable, CustomStringConvertible {
  /// The bytes are not a value of the content type.
  case unreadable(UTType)
  /// The provider holds none of the types, named by their identifiers.
  case noRepresentation([String])
  /// A loader finished without bytes or an error.
  case noData
  /// A registered loader for the type named returned without calling its completion: a
  /// host's drop is finished when it returns, so loaders must complete before returning.
  case unfinishedLoad(String)
  /// The path is not a regular file (or a link to one): a folder, a pipe, a device, or a URL
  /// that is not a file's. Reading it could block or fetch from the network.
  case notARegularFile(String)

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .unreadable(let type): "The bytes are not readable as \(type.identifier)."
    case .noRepresentation(let types):
      "The item has no representation of \(types.joined(separator: ", "))."
    case .noData: "The item's loader gave no bytes."
    case .unfinishedLoad(let type):
      "The loader for \(type) returned without calling its completion; call it before returning."
    case .notARegularFile(let path): "\(path) is not a regular file."
    }
  }
}
