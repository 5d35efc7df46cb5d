#if !canImport(Darwin)
  /// A publisher whose subscriptions are told apart by what it listens to, not by
  /// instance: two `NotificationCenter` publishers for the same name are the same.
  protocol IdentifiedPublisher {
    /// What two equal publishers share.
    var subscriptionIdentity: AnyHashable { get }
  }

  /// Tells whether `.onReceive` was handed another publisher, so it subscribes again, as
  /// SwiftUI does (a `Timer.publish` made in `body` restarts on each resolution).
  enum PublisherIdentity {
    /// The identity of `publisher`: what it listens to, or the instance of a class;
    /// `nil` for a value this package cannot tell apart, which never resubscribes.
    static func of(_ publisher: some Publisher) -> AnyHashable? {
      if let identified = publisher as? any IdentifiedPublisher {
        return identified.subscriptionIdentity
      }
      guard type(of: publisher) is AnyObject.Type else { return nil }
      return ObjectIdentifier(publisher as AnyObject)
    }
  }
#endif
