#if !os(macOS)
  /// A mouse pointer, standing in for AppKit's `NSCursor` where there is no AppKit, so the
  /// hover idiom `.onHover { $0 ? NSCursor.pointingHand.push() : NSCursor.pop() }`
  /// compiles.
  ///
  /// There is no pointer to change here: the cursors pushed are kept in ``stack``, the
  /// top one ``current``, for a test to read.
  @MainActor public final class NSCursor: Equatable {
    /// The cursor's name, as AppKit's class property names it.
    public let name: String

    private init(name: String) {
      self.name = name
    }

    /// Whether two cursors are the same one.
    nonisolated public static func == (lhs: NSCursor, rhs: NSCursor) -> Bool { lhs === rhs }

    /// The cursors pushed and not yet popped, the current one last.
    public private(set) static var stack: [NSCursor] = []

    /// The cursor showing: the last pushed, or the arrow.
    public static var current: NSCursor { stack.last ?? arrow }

    /// The arrow.
    public static let arrow = NSCursor(name: "arrow")
    /// The pointing hand, over links.
    public static let pointingHand = NSCursor(name: "pointingHand")
    /// The text insertion bar.
    public static let iBeam = NSCursor(name: "iBeam")
    /// The open hand, over what can be dragged.
    public static let openHand = NSCursor(name: "openHand")
    /// The closed hand, while dragging.
    public static let closedHand = NSCursor(name: "closedHand")
    /// The crosshair.
    public static let crosshair = NSCursor(name: "crosshair")
    /// Resizing left or right.
    public static let resizeLeftRight = NSCursor(name: "resizeLeftRight")
    /// Resizing up or down.
    public static let resizeUpDown = NSCursor(name: "resizeUpDown")
    /// What cannot be done here.
    public static let operationNotAllowed = NSCursor(name: "operationNotAllowed")

    /// Shows this cursor until it is popped.
    public func push() {
      Self.stack.append(self)
    }

    /// Shows the cursor under the current one; does nothing with none pushed.
    public func pop() {
      Self.pop()
    }

    /// Shows the cursor under the current one; does nothing with none pushed.
    public static func pop() {
      _ = stack.popLast()
    }

    /// Shows this cursor, in place of the current one.
    public func set() {
      if Self.stack.isEmpty { Self.stack = [self] } else { Self.stack[Self.stack.count - 1] = self }
    }
  }
#endif
