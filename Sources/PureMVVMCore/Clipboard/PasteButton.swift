import Foundation

/// A button that pastes what the pasteboard holds, like SwiftUI's `PasteButton`.
///
/// It shows "Paste" with the clipboard symbol, and is disabled while the host's pasteboard
/// holds nothing it takes. A test fills the pasteboard with `DesignInspector.pasteboard`
/// and pastes with `inspector.find(button: "Paste").paste()`, which waits for the items to
/// be transferred (as between apps) and handed to the button's action.
public struct PasteButton: View {
  private let accepts: (DragItem) -> Bool
  private let paste: @MainActor ([DragItem]) async -> Void
  @Environment(\.pasteboard) private var pasteboard

  /// A button that pastes values of `payloadType`.
  ///
  /// - Parameters:
  ///   - payloadType: The type of the values pasted.
  ///   - onPaste: Receives the values, those the pasteboard's items hold.
  public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
    accepts = { DragTransfer.canTransfer($0, to: T.self) }
    paste = { items in
      let values = await DragTransfer.values(T.self, from: items)
      if !values.isEmpty { onPaste(values) }
    }
  }

  /// A button that pastes the items holding one of `supportedContentTypes`, as item
  /// providers.
  ///
  /// - Parameters:
  ///   - supportedContentTypes: The types taken.
  ///   - payloadAction: Receives the providers of the items that hold one.
  public init(
    supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void
  ) {
    accepts = { DragTransfer.canTransfer($0, as: supportedContentTypes) }
    paste = { items in
      let info = DropInfo(location: .zero, providers: await DragTransfer.providers(from: items))
      let providers = info.itemProviders(for: supportedContentTypes)
      if !providers.isEmpty { payloadAction(providers) }
    }
  }

  /// A bordered "Paste" button, disabled while nothing on the pasteboard fits.
  public var body: some View {
    let items = pasteboard.items.filter(accepts)
    let paste = paste
    Button {
    } label: {
      Label("Paste", systemImage: "doc.on.clipboard")
    }
    .disabled(items.isEmpty)
    .modifier(ElementHandlersModifier { $0.paste = { await paste(items) } })
  }
}
