#if canImport(CoreTransferable)
  @_exported import CoreTransferable
#else
  import Foundation

  /// A value that can be shared or dragged, like the `Transferable` of Apple's
  /// CoreTransferable, which Linux lacks: what `ShareLink` shares.
  ///
  /// It has no requirements here: how a value is transferred (its
  /// `transferRepresentation`) is not modelled.
  public protocol Transferable {}

  extension String: Transferable {}
  extension URL: Transferable {}
  extension Data: Transferable {}
  extension AttributedString: Transferable {}
  extension Image: Transferable {}
  extension Never: Transferable {}
#endif
