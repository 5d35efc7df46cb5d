#if !canImport(Darwin)
  extension Publisher where Self: SendableMetatype {
    /// Calls `receiveValue` with each value and `receiveCompletion` once the publisher
    /// ends, like Combine's `sink(receiveCompletion:receiveValue:)`, until the returned
    /// subscription is cancelled or released.
    ///
    /// Values and the completion arrive on the main actor, as for `sink(receiveValue:)`;
    /// nothing arrives after the completion.
    ///
    /// - Parameters:
    ///   - receiveCompletion: What to do when it finishes or fails.
    ///   - receiveValue: What to do with each value.
    /// - Returns: The subscription.
    public func sink(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
      SinkSubscription(self, receiveCompletion: receiveCompletion, receive: receiveValue).start()
    }
  }

  extension Publisher where Failure == Never, Self: SendableMetatype {
    /// Calls `receiveValue` with each value, like Combine's `sink(receiveValue:)`, until
    /// the returned subscription is cancelled or released.
    ///
    /// Values arrive on the main actor, where the publishers here send them. Called on
    /// the main queue, it subscribes at once (a `@Published` property's current value
    /// arrives before it returns); called elsewhere, it subscribes on the main queue soon
    /// after. Timers do not tick for a `sink`: they tick on a host's clock, which only
    /// `.onReceive` in a hosted view reaches.
    ///
    /// - Parameter receiveValue: What to do with each value.
    /// - Returns: The subscription.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
      SinkSubscription(self, receive: receiveValue).start()
    }

    /// Sets `object`'s property at `keyPath` to each value, like Combine's
    /// `assign(to:on:)`; the subscription keeps `object` alive, as Combine's does.
    ///
    /// - Parameters:
    ///   - keyPath: The property.
    ///   - object: The object.
    /// - Returns: The subscription.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
      -> AnyCancellable
    {
      sink { object[keyPath: keyPath] = $0 }
    }

    /// Sets a `@Published` property to each value, like Combine's `assign(to:)`:
    /// `$query.map(normalised).assign(to: &$term)`.
    ///
    /// Each value announces the object's change, as setting the property does. The
    /// subscription lasts as long as the property, so there is nothing to store.
    ///
    /// - Parameter published: The property's publisher, as `&$term`.
    public func assign(to published: inout Published<Output>.Publisher) {
      let subject = published.subject
      let subscription = sink { [weak subject] in subject?.assign($0) }
      subject.retain(subscription)
    }
  }
#endif
