#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// A view that reports events, standing in for UIKit's `UIControl` where there is no
  /// UIKit.
  ///
  /// Actions added with ``addAction(_:for:)`` run when ``sendActions(for:)`` sends their
  /// event; target-action needs selectors, which Linux lacks.
  @MainActor open class UIControl: UIView {
    /// The events a control reports, like UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
      /// The events' bits, UIKit's values.
      public let rawValue: UInt

      /// The events with `rawValue`'s bits.
      public init(rawValue: UInt) {
        self.rawValue = rawValue
      }

      /// A touch lifted inside the control.
      public static let touchUpInside = Event(rawValue: 1 << 6)
      /// The control's value changed.
      public static let valueChanged = Event(rawValue: 1 << 12)
      /// The control's main action.
      public static let primaryActionTriggered = Event(rawValue: 1 << 13)
      /// Editing began in a text field.
      public static let editingDidBegin = Event(rawValue: 1 << 16)
      /// A text field's text changed.
      public static let editingChanged = Event(rawValue: 1 << 17)
      /// Editing ended in a text field.
      public static let editingDidEnd = Event(rawValue: 1 << 18)
      /// Return ended editing in a text field.
      public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    }

    /// Whether the control takes events.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    private var actions: [(action: UIAction, events: Event)] = []

    /// Runs `action` whenever the control sends one of `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
      actions.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
      actions.removeAll { $0.action === action && controlEvents.isSuperset(of: $0.events) }
    }

    /// Runs the actions added for `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
      for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
        entry.action.perform(from: self)
      }
    }
  }
#endif
