import Foundation

extension View {
  /// Accepts dropped values of `payloadType`, like SwiftUI's
  /// `dropDestination(for:action:isTargeted:)`.
  ///
  /// A drop loads every dragged item the type can import (through the items' transfer
  /// representations); with none, nothing happens. Otherwise `isTargeted(true)` runs, then
  /// `action`, then `isTargeted(false)`.
  ///
  /// - Parameters:
  ///   - payloadType: The type of the values accepted.
  ///   - action: Receives the values and the drop's location; returns whether it took them.
  ///   - isTargeted: Told when a drop is over the view.
  /// - Returns: The view.
  nonisolated public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    modifier(
      DropTargetModifier(receiver: ValueDropReceiver(action: action, isTargeted: isTargeted)))
  }

  /// Accepts dropped items holding one of `supportedContentTypes`, like SwiftUI's
  /// `onDrop(of:isTargeted:perform:)`.
  ///
  /// A drop with no such item does nothing. Otherwise `isTargeted` is `true` while
  /// `action` runs with the providers of the items that conform.
  ///
  /// - Parameters:
  ///   - supportedContentTypes: The types accepted.
  ///   - isTargeted: Set while a drop is over the view.
  ///   - action: Receives the providers; returns whether it took them.
  /// - Returns: The view.
  nonisolated public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View {
    onDrop(of: supportedContentTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
  }

  /// Accepts dropped items holding one of `supportedContentTypes`, with the drop's
  /// location.
  ///
  /// - Parameters:
  ///   - supportedContentTypes: The types accepted.
  ///   - isTargeted: Set while a drop is over the view.
  ///   - action: Receives the providers and the location; returns whether it took them.
  /// - Returns: The view.
  nonisolated public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View {
    modifier(
      DropTargetModifier(
        receiver: ProviderDropReceiver(
          contentTypes: supportedContentTypes, isTargeted: isTargeted, action: action)))
  }

  /// Lets `delegate` take part in drops of items holding one of `supportedContentTypes`,
  /// like SwiftUI's `onDrop(of:delegate:)`.
  ///
  /// - Parameters:
  ///   - supportedContentTypes: The types accepted.
  ///   - delegate: Validates, follows and performs the drop.
  /// - Returns: The view.
  nonisolated public func onDrop(
    of supportedContentTypes: [UTType], delegate: any DropDelegate
  ) -> some View {
    modifier(
      DropTargetModifier(
        receiver: DelegateDropReceiver(contentTypes: supportedContentTypes, delegate: delegate)))
  }
}
