import Foundation

@available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
extension View {
  /// Accepts dropped items holding a type named in `supportedTypes`.
  ///
  /// - Parameters:
  ///   - supportedTypes: The types' identifiers.
  ///   - isTargeted: Set while a drop is over the view.
  ///   - action: Receives the providers; returns whether it took them.
  /// - Returns: The view.
  nonisolated public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View {
    onDrop(of: supportedTypes.compactMap { UTType($0) }, isTargeted: isTargeted, perform: action)
  }

  /// Accepts dropped items holding a type named in `supportedTypes`, with the location.
  ///
  /// - Parameters:
  ///   - supportedTypes: The types' identifiers.
  ///   - isTargeted: Set while a drop is over the view.
  ///   - action: Receives the providers and the location; returns whether it took them.
  /// - Returns: The view.
  nonisolated public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View {
    onDrop(of: supportedTypes.compactMap { UTType($0) }, isTargeted: isTargeted, perform: action)
  }

  /// Lets `delegate` take part in drops of items holding a type named in
  /// `supportedTypes`.
  ///
  /// - Parameters:
  ///   - supportedTypes: The types' identifiers.
  ///   - delegate: Validates, follows and performs the drop.
  /// - Returns: The view.
  nonisolated public func onDrop(of supportedTypes: [String], delegate: any DropDelegate)
    -> some View
  {
    onDrop(of: supportedTypes.compactMap { UTType($0) }, delegate: delegate)
  }
}
