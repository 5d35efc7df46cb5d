#if !os(macOS)
  extension NSEvent {
    /// A local monitor: the kinds of events it watches and what it does with each.
    final class LocalMonitor {
      let mask: EventTypeMask
      let handler: @MainActor (NSEvent) -> NSEvent?

      init(mask: EventTypeMask, handler: @escaping @MainActor (NSEvent) -> NSEvent?) {
        self.mask = mask
        self.handler = handler
      }
    }

    /// The local monitors, in the order added.
    private static var localMonitors: [LocalMonitor] = []

    /// Watches the app's events of the kinds in `mask` before they are delivered, like
    /// AppKit's `addLocalMonitorForEvents(matching:handler:)`: `handler` returns the event
    /// to deliver, or `nil` to stop it.
    ///
    /// - Parameters:
    ///   - mask: The kinds of events to watch.
    ///   - block: What to do with each; returns the event to deliver, or `nil`.
    /// - Returns: The monitor, for ``removeMonitor(_:)``.
    public static func addLocalMonitorForEvents(
      matching mask: EventTypeMask, handler block: @escaping @MainActor (NSEvent) -> NSEvent?
    ) -> Any? {
      let monitor = LocalMonitor(mask: mask, handler: block)
      localMonitors.append(monitor)
      return monitor
    }

    /// Watches the events sent to other apps, like AppKit's
    /// `addGlobalMonitorForEvents(matching:handler:)`: there are none here, so `handler`
    /// is never called.
    ///
    /// - Parameters:
    ///   - mask: The kinds of events to watch.
    ///   - block: What to do with each.
    /// - Returns: The monitor, for ``removeMonitor(_:)``.
    public static func addGlobalMonitorForEvents(
      matching mask: EventTypeMask, handler block: @escaping @MainActor (NSEvent) -> Void
    ) -> Any? {
      LocalMonitor(mask: []) { _ in nil }
    }

    /// Stops a monitor; one already stopped, or anything else, is ignored.
    ///
    /// - Parameter eventMonitor: What an `add…Monitor` call returned.
    public static func removeMonitor(_ eventMonitor: Any) {
      guard let monitor = eventMonitor as? LocalMonitor else { return }
      localMonitors.removeAll { $0 === monitor }
    }

    /// Stops every local monitor, for a test that starts afresh.
    package static func removeAllMonitors() {
      localMonitors = []
    }

    /// Whether a local monitor watches events of `type`.
    package static func isMonitored(_ type: EventType) -> Bool {
      localMonitors.contains { $0.mask.contains(EventTypeMask(type: type)) }
    }

    /// Passes `event` through the local monitors that watch its kind, in the order added;
    /// `nil` when one stopped it.
    package static func monitored(_ event: NSEvent) -> NSEvent? {
      var current = event
      for monitor in localMonitors where monitor.mask.contains(EventTypeMask(type: event.type)) {
        guard let next = monitor.handler(current) else { return nil }
        current = next
      }
      return current
    }
  }
#endif
