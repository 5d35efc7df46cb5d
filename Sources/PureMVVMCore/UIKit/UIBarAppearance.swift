#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// How a bar looks, standing in for UIKit's `UIBarAppearance` where there is no UIKit:
  /// the base of the navigation and tab bar appearances apps configure at launch.
  ///
  /// It keeps what it is given for a test to read; hosts draw bars their own way.
  @MainActor open class UIBarAppearance {
    /// The bar's background colour.
    open var backgroundColor: UIColor?
    /// The blur behind the bar.
    open var backgroundEffect: UIBlurEffect?
    /// The image behind the bar.
    open var backgroundImage: UIImage?
    /// The colour of the line under the bar, or `nil` or clear for none.
    open var shadowColor: UIColor?

    /// The system's default look.
    public init() {
      configureWithDefaultBackground()
    }

    /// The system's translucent look: a blur and a hairline.
    open func configureWithDefaultBackground() {
      backgroundColor = nil
      backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
      shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// An opaque look in the system background colour, with a hairline.
    open func configureWithOpaqueBackground() {
      backgroundColor = .systemBackground
      backgroundEffect = nil
      shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// A see-through look: no background and no hairline.
    open func configureWithTransparentBackground() {
      backgroundColor = .clear
      backgroundEffect = nil
      shadowColor = .clear
    }
  }
#endif
