#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// A view that shows an effect behind its content, standing in for UIKit's
  /// `UIVisualEffectView` where there is no UIKit.
  ///
  /// It is the blur designs wrap in a `UIViewRepresentable`. It keeps its effect for a
  /// test to read; nothing draws it.
  @MainActor open class UIVisualEffectView: UIView {
    /// The effect shown, or `nil` for none.
    open var effect: UIVisualEffect?
    /// The view to add content to, above the effect.
    public let contentView = UIView()

    /// A view showing `effect`.
    public init(effect: UIVisualEffect?) {
      self.effect = effect
      super.init(frame: .zero)
      addSubview(contentView)
    }

    /// A view decoded from an archive: never, as there are no storyboards here.
    public required init?(coder: NSCoder) {
      return nil
    }
  }
#endif
