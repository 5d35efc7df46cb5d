import Foundation

/// Why a dragged or shared value could not be transferred.
public enum TransferError: Error, Equatable, CustomStringConvertible {
  /// The bytes are not a value of the content type.
  case unreadable(UTType)
  /// The provider holds none of the types, named by their identifiers.
  case noRepresentation([String])
  /// A loader finished without bytes or an error.
  case noData

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .unreadable(let type): "The bytes are not readable as \(type.identifier)."
    case .noRepresentation(let types):
      "The item has no representation of \(types.joined(separator: ", "))."
    case .noData: "The item's loader gave no bytes."
    }
  }
}
