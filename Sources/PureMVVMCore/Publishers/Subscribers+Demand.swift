#if !canImport(Darwin)
  extension Subscribers {
    /// How many values a subscriber asks for, like Combine's `Subscribers.Demand`: what
    /// `flatMap(maxPublishers:_:)` takes as its limit.
    public struct Demand: Equatable, Hashable, Comparable, Sendable,
      CustomStringConvertible
    {
      /// The number, or `nil` for no limit.
      public let max: Int?

      private init(max: Int?) {
        self.max = max
      }

      /// No limit.
      public static let unlimited = Demand(max: nil)
      /// No values.
      public static let none = Demand(max: 0)

      /// At most `value` values; a negative count is none.
      ///
      /// - Parameter value: The count.
      /// - Returns: The demand.
      public static func max(_ value: Int) -> Demand {
        Demand(max: Swift.max(value, 0))
      }

      /// Whether `lhs` asks for fewer values than `rhs`; no limit is the most.
      public static func < (lhs: Demand, rhs: Demand) -> Bool {
        switch (lhs.max, rhs.max) {
        case (.some(let left), .some(let right)): left < right
        case (.some, .none): true
        case (.none, _): false
        }
      }

      /// `unlimited`, or `max(n)`, as Combine prints a demand.
      public var description: String {
        max.map { "max(\($0))" } ?? "unlimited"
      }
    }
  }

  /// A subscriber's link to a publisher, like Combine's `Subscription`: what
  /// `handleEvents(receiveSubscription:)` is handed.
  public protocol Subscription: Cancellable {
    /// Asks for more values; publishers here send all they have.
    ///
    /// - Parameter demand: How many.
    func request(_ demand: Subscribers.Demand)
  }
#endif
