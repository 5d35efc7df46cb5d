#if !canImport(CoreTransferable)
  import Foundation

  extension Image: Transferable {
    /// An image travels as its name, system symbol or asset, in a type that conforms to
    /// images: a host has no pixels to send.
    public static var transferRepresentation: some TransferRepresentation {
      DataRepresentation(contentType: .imageName) { image in
        Data(((image.isSystem ? "system:" : "asset:") + image.name).utf8)
      } importing: { data in
        let text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("system:") { return Image(systemName: String(text.dropFirst(7))) }
        guard text.hasPrefix("asset:") else { throw TransferError.unreadable(.imageName) }
        return Image(String(text.dropFirst(6)))
      }
    }
  }

  extension UTType {
    /// An image named by a symbol or an asset: how a host transfers an `Image`.
    static let imageName = UTType(exportedAs: "org.puremvvm.image-name", conformingTo: .image)
  }
#endif
