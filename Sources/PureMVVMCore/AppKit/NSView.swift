#if !os(macOS)
  import Foundation

  /// A rectangle of a Mac interface, standing in for AppKit's `NSView` where there is no
  /// AppKit: what an `NSViewRepresentable` makes, so Mac designs that wrap an AppKit view
  /// compile and their make, update and dismantle steps run in tests.
  ///
  /// It keeps what a design sets (frame, visibility, subviews) for a test to read; nothing
  /// draws it. Subclass it as in AppKit, overriding `init(frame:)` and `init?(coder:)`.
  @MainActor open class NSView: NSResponder {
    /// The size a view with no natural size in a dimension reports for it.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// The view's rectangle in its superview's coordinates.
    open var frame: NSRect
    /// The view's rectangle in its own coordinates: at the origin, as big as its frame.
    open var bounds: NSRect {
      get { NSRect(origin: .zero, size: frame.size) }
      set { frame.size = newValue.size }
    }
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's opacity, from 0 to 1.
    open var alphaValue: CGFloat = 1
    /// Whether the view draws into a layer.
    open var wantsLayer = false
    /// The text shown when the pointer rests on the view.
    open var toolTip: String?
    /// Whether the view's frame turns into layout constraints.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The view that holds this one, if any.
    open private(set) weak var superview: NSView?
    /// The views this one holds, back to front.
    open private(set) var subviews: [NSView] = []

    /// The view's natural size: ``noIntrinsicMetric`` in both dimensions unless a
    /// subclass knows better.
    open var intrinsicContentSize: NSSize {
      NSSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    /// A view with `frameRect`.
    public init(frame frameRect: NSRect) {
      frame = frameRect
    }

    /// A view with an empty frame.
    public override convenience init() {
      self.init(frame: .zero)
    }

    /// A view decoded from an archive: never, as there are no nibs here.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Adds `view` in front of the other subviews, taking it from its old superview.
    open func addSubview(_ view: NSView) {
      view.removeFromSuperview()
      subviews.append(view)
      view.superview = self
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
      superview?.subviews.removeAll { $0 === self }
      superview = nil
    }

    /// Marks the view as needing to be drawn again: nothing draws it here.
    open var needsDisplay: Bool {
      get { false }
      set {}
    }
  }
#endif
