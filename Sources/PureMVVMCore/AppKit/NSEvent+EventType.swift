#if !os(macOS)
  extension NSEvent {
    /// The kind of an event, like AppKit's `NSEvent.EventType`, with AppKit's numbers.
    public enum EventType: UInt, Sendable {
      /// The left mouse button went down.
      case leftMouseDown = 1
      /// The left mouse button came up.
      case leftMouseUp = 2
      /// The right mouse button went down.
      case rightMouseDown = 3
      /// The right mouse button came up.
      case rightMouseUp = 4
      /// The mouse moved.
      case mouseMoved = 5
      /// A key went down.
      case keyDown = 10
      /// A key came up.
      case keyUp = 11
      /// A modifier key went down or came up.
      case flagsChanged = 12
      /// The scroll wheel turned.
      case scrollWheel = 22
    }

    /// A set of kinds of events, like AppKit's `NSEvent.EventTypeMask`: what a monitor
    /// watches.
    public struct EventTypeMask: OptionSet, Hashable, Sendable {
      /// The mask's bits: bit `n` for the kind numbered `n`.
      public let rawValue: UInt64

      /// The mask with `rawValue`'s bits.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt64) {
        self.rawValue = rawValue
      }

      /// The mask of one kind of event.
      ///
      /// - Parameter type: The kind.
      public init(type: EventType) {
        rawValue = 1 << type.rawValue
      }

      /// Left mouse button presses.
      public static let leftMouseDown = EventTypeMask(type: .leftMouseDown)
      /// Left mouse button releases.
      public static let leftMouseUp = EventTypeMask(type: .leftMouseUp)
      /// Right mouse button presses.
      public static let rightMouseDown = EventTypeMask(type: .rightMouseDown)
      /// Right mouse button releases.
      public static let rightMouseUp = EventTypeMask(type: .rightMouseUp)
      /// Mouse moves.
      public static let mouseMoved = EventTypeMask(type: .mouseMoved)
      /// Keys going down.
      public static let keyDown = EventTypeMask(type: .keyDown)
      /// Keys coming up.
      public static let keyUp = EventTypeMask(type: .keyUp)
      /// Modifier keys changing.
      public static let flagsChanged = EventTypeMask(type: .flagsChanged)
      /// Scroll wheel turns.
      public static let scrollWheel = EventTypeMask(type: .scrollWheel)
      /// Every kind of event.
      public static let any = EventTypeMask(rawValue: .max)
    }
  }
#endif
