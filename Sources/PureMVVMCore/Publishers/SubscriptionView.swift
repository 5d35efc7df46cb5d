#if !canImport(Darwin)
  /// A view that calls an action with each value a publisher sends, like SwiftUI's
  /// `SubscriptionView`: what `onReceive(_:perform:)` makes, spelt out.
  ///
  /// ```swift
  /// SubscriptionView(content: Text(status), publisher: store.$status) { status = $0 }
  /// ```
  public nonisolated struct SubscriptionView<PublisherType: Publisher, Content: View>: View
  where PublisherType.Failure == Never {
    /// The view shown.
    public var content: Content
    /// What the view listens to while it exists.
    public var publisher: PublisherType
    /// Called on the main actor with each value.
    public var action: (PublisherType.Output) -> Void

    /// Creates a view that shows `content` and calls `action` with each value `publisher`
    /// sends while it exists.
    ///
    /// - Parameters:
    ///   - content: The view shown.
    ///   - publisher: What to listen to.
    ///   - action: Called on the main actor with each value.
    public init(
      content: Content, publisher: PublisherType,
      action: @escaping (PublisherType.Output) -> Void
    ) {
      self.content = content
      self.publisher = publisher
      self.action = action
    }

    /// Resolves the content subscribed, as `onReceive(_:perform:)` does.
    @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
      content.onReceive(publisher, perform: action)._resolve(in: context, into: &elements)
    }
  }
#endif
