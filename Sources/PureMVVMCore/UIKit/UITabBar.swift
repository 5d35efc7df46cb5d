#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A tab bar, standing in for UIKit's `UITabBar` where there is no UIKit.
  ///
  /// It is what `UITabBar.appearance()` configures at launch. The appearance is kept for a
  /// test to read; hosts draw tab bars their own way.
  @MainActor open class UITabBar: UIView {
    private static let proxy = UITabBar()

    /// The bar every tab bar copies, as UIKit's appearance proxy: one per process.
    public static func appearance() -> UITabBar { proxy }

    /// The bar's look.
    open var standardAppearance = UITabBarAppearance()
    /// The look while content is scrolled to the bottom, or `nil` for the standard one.
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// The bar's colour, before appearances.
    open var barTintColor: UIColor?
    /// The colour of the tabs not selected.
    open var unselectedItemTintColor: UIColor?
    /// Whether the bar is see-through.
    open var isTranslucent = true
  }
#endif
