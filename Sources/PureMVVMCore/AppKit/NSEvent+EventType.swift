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
      /// The mouse moved with the left button down.
      case leftMouseDragged = 6
      /// The mouse moved with the right button down.
      case rightMouseDragged = 7
      /// The mouse came into a tracking area.
      case mouseEntered = 8
      /// The mouse left a tracking area.
      case mouseExited = 9
      /// A key went down.
      case keyDown = 10
      /// A key came up.
      case keyUp = 11
      /// A modifier key went down or came up.
      case flagsChanged = 12
      /// Two fingers turned on the trackpad.
      case rotate = 18
      /// The scroll wheel turned.
      case scrollWheel = 22
      /// Another mouse button went down.
      case otherMouseDown = 25
      /// Another mouse button came up.
      case otherMouseUp = 26
      /// The mouse moved with another button down.
      case otherMouseDragged = 27
      /// Two fingers pinched on the trackpad.
      case magnify = 30
      /// Fingers swiped on the trackpad.
      case swipe = 31
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
      /// Mouse moves with the left button down.
      public static let leftMouseDragged = EventTypeMask(type: .leftMouseDragged)
      /// Mouse moves with the right button down.
      public static let rightMouseDragged = EventTypeMask(type: .rightMouseDragged)
      /// The mouse coming into tracking areas.
      public static let mouseEntered = EventTypeMask(type: .mouseEntered)
      /// The mouse leaving tracking areas.
      public static let mouseExited = EventTypeMask(type: .mouseExited)
      /// Keys going down.
      public static let keyDown = EventTypeMask(type: .keyDown)
      /// Keys coming up.
      public static let keyUp = EventTypeMask(type: .keyUp)
      /// Modifier keys changing.
      public static let flagsChanged = EventTypeMask(type: .flagsChanged)
      /// Scroll wheel turns.
      public static let scrollWheel = EventTypeMask(type: .scrollWheel)
      /// Trackpad rotations.
      public static let rotate = EventTypeMask(type: .rotate)
      /// Other mouse button presses.
      public static let otherMouseDown = EventTypeMask(type: .otherMouseDown)
      /// Other mouse button releases.
      public static let otherMouseUp = EventTypeMask(type: .otherMouseUp)
      /// Mouse moves with another button down.
      public static let otherMouseDragged = EventTypeMask(type: .otherMouseDragged)
      /// Trackpad pinches.
      public static let magnify = EventTypeMask(type: .magnify)
      /// Trackpad swipes.
      public static let swipe = EventTypeMask(type: .swipe)
      /// Every kind of event.
      public static let any = EventTypeMask(rawValue: .max)
    }
  }
#endif
