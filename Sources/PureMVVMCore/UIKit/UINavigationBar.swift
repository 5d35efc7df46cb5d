#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// A navigation bar, standing in for UIKit's `UINavigationBar` where there is no UIKit.
  ///
  /// It is what `UINavigationBar.appearance()` configures at launch. The appearance is kept
  /// for a test to read; hosts draw navigation bars their own way.
  @MainActor open class UINavigationBar: UIView {
    private static let proxy = UINavigationBar()

    /// The bar every navigation bar copies, as UIKit's appearance proxy: one per process.
    public static func appearance() -> UINavigationBar { proxy }

    /// The look while content scrolls under the bar.
    open var standardAppearance = UINavigationBarAppearance()
    /// The look while content is scrolled to the top, or `nil` for the standard one.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The look in a compact height, or `nil` for the standard one.
    open var compactAppearance: UINavigationBarAppearance?
    /// The bar's colour, before appearances.
    open var barTintColor: UIColor?
    /// Whether the bar is see-through.
    open var isTranslucent = true
    /// Whether titles may be large.
    open var prefersLargeTitles = false
    /// The title's attributes, before appearances.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's attributes, before appearances.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  }
#endif
