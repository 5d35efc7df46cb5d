#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// A rectangle of the interface, standing in for UIKit's `UIView` where there is no
  /// UIKit: what a `UIViewRepresentable` makes, so designs that wrap a UIKit view compile
  /// and their make, update and dismantle steps run in tests.
  ///
  /// It keeps what a design sets (frame, colours, visibility, subviews) for a test to read;
  /// nothing draws it. Subclass it as in UIKit, overriding `init(frame:)` and
  /// `init?(coder:)`.
  @MainActor open class UIView: UIResponder {
    /// The size a view with no natural size in a dimension reports for it.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect
    /// The view's rectangle in its own coordinates: at the origin, as big as its frame.
    open var bounds: CGRect {
      get { CGRect(origin: .zero, size: frame.size) }
      set { frame.size = newValue.size }
    }
    /// The colour behind the view's content, or `nil` for none.
    open var backgroundColor: UIColor?
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    /// The colour of the view's tinted content, such as its buttons' titles.
    open var tintColor: UIColor!
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's opacity, from 0 to 1.
    open var alpha: CGFloat = 1
    /// Whether the view clips its subviews to its bounds.
    open var clipsToBounds = false
    /// Whether the view receives touches.
    open var isUserInteractionEnabled = true
    /// Whether the view's frame turns into layout constraints.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// What the view is read aloud as.
    open var accessibilityLabel: String?
    /// The name tests find the view by.
    open var accessibilityIdentifier: String?
    /// A number the app gives the view to find it with ``viewWithTag(_:)``: 0 unless set.
    open var tag = 0
    /// The view that holds this one, if any.
    open private(set) weak var superview: UIView?
    /// The views this one holds, back to front.
    open private(set) var subviews: [UIView] = []

    /// How far in from each edge the content is clear of the system's bars: none for a view,
    /// as nothing lays it out here; a window gives the default phone's.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    /// The view's natural size: ``noIntrinsicMetric`` in both dimensions unless a
    /// subclass knows better.
    open var intrinsicContentSize: CGSize {
      CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    /// A view with `frame`.
    public init(frame: CGRect) {
      self.frame = frame
      super.init()
    }

    /// A view with an empty frame.
    public override convenience init() {
      self.init(frame: .zero)
    }

    /// A view decoded from an archive: never, as there are no storyboards here.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Adds `view` in front of the other subviews, taking it from its old superview.
    open func addSubview(_ view: UIView) {
      view.removeFromSuperview()
      subviews.append(view)
      view.superview = self
    }

    /// Takes the view out of its superview.
    open func removeFromSuperview() {
      superview?.subviews.removeAll { $0 === self }
      superview = nil
    }

    /// The size that best fits `size`: the view's frame size unless a subclass knows
    /// better.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
      frame.size
    }

    /// The window the view is in: the nearest window among its superviews, if any.
    open var window: UIWindow? {
      var view = superview
      while let current = view {
        if let window = current as? UIWindow { return window }
        view = current.superview
      }
      return nil
    }

    /// The view, or the first of its subviews (depth first, back to front), tagged `tag`.
    ///
    /// - Parameter tag: The tag.
    /// - Returns: The view, or `nil` if none has the tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
      if self.tag == tag { return self }
      for subview in subviews {
        if let found = subview.viewWithTag(tag) { return found }
      }
      return nil
    }

    /// Marks the layout as out of date: there is no layout pass here.
    open func setNeedsLayout() {}

    /// Lays the subviews out now: there is no layout pass here.
    open func layoutIfNeeded() {}

    /// Lays out the subviews; a subclass overrides it.
    open func layoutSubviews() {}
  }
#endif
