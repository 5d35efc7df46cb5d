#if !canImport(Darwin)
  extension View {
    /// Runs `action` with each value `publisher` sends while the view exists, like
    /// SwiftUI's `onReceive(_:perform:)`.
    ///
    /// It subscribes when the view first appears and cancels when the view leaves the
    /// design; a view covered by a pushed screen or another tab still receives. Combine is not
    /// on Linux: the publishers are PureMVVM's stand-ins (`objectWillChange`, `$published`,
    /// `Timer.publish`, `NotificationCenter.publisher(for:)`), and a timer ticks on the
    /// host's ``HostClock``.
    ///
    /// - Parameters:
    ///   - publisher: What to listen to.
    ///   - action: Called on the main actor with each value.
    /// - Returns: The view.
    nonisolated public func onReceive<P: Publisher>(
      _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> some View where P.Failure == Never {
      modifier(ReceiveModifier(publisher: publisher, action: action))
    }
  }

  extension EnvironmentValues {
    /// The clock timers tick on: the host's, or `nil` where nothing moves time.
    public var hostClock: HostClock? {
      get { self[HostClockKey.self] }
      set { self[HostClockKey.self] = newValue }
    }
  }

  private enum HostClockKey: EnvironmentKey {
    static let defaultValue: HostClock? = nil
  }
#endif
