#if !canImport(CoreTransferable)
  import Foundation

  extension TransferRepresentation {
    /// Exports only the items `condition` allows; the others travel by the next
    /// representation that exports them.
    ///
    /// - Parameter condition: Whether an item is exported this way.
    /// - Returns: The representation, conditionally exported.
    public func exportingCondition(
      _ condition: @escaping @Sendable (Item) -> Bool
    ) -> _ConditionalTransferRepresentation<Self> {
      _ConditionalTransferRepresentation(base: self, condition: condition)
    }

    /// Suggests `fileName` to a receiver that saves the exported item.
    ///
    /// - Parameter fileName: The file name.
    /// - Returns: The representation, suggesting the name.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
      suggestedFileName { _ in fileName }
    }

    /// Suggests a file name made from the item to a receiver that saves it.
    ///
    /// - Parameter fileName: The item's file name, or `nil` for none.
    /// - Returns: The representation, suggesting the names.
    public func suggestedFileName(
      _ fileName: @escaping @Sendable (Item) -> String?
    ) -> some TransferRepresentation<Item> {
      TupleTransferRepresentation<Item, Self>(
        codecs: _codecs().map {
          $0.mapExport { item, payload in
            var named = payload
            named.suggestedName = fileName(item)
            return named
          }
        })
    }

    /// Limits who may receive the item; a host's drops stay in the app, so it changes
    /// nothing there.
    ///
    /// - Parameter visibility: Who may receive it.
    /// - Returns: The representation.
    public func visibility(
      _ visibility: TransferRepresentationVisibility
    ) -> some TransferRepresentation<Item> {
      self
    }
  }
#endif
