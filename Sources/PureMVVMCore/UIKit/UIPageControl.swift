#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A row of page dots, standing in for UIKit's `UIPageControl` where there is no UIKit.
  ///
  /// It is what designs configure through `UIPageControl.appearance()` to colour a paged
  /// tab view's dots. Kept for a test to read; hosts draw the dots from the design.
  @MainActor open class UIPageControl: UIControl {
    private static let proxy = UIPageControl()

    /// The control every page control copies, as UIKit's appearance proxy: one per
    /// process.
    public static func appearance() -> UIPageControl { proxy }

    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor?
    /// The colour of the other dots.
    open var pageIndicatorTintColor: UIColor?
    /// The number of pages.
    open var numberOfPages = 0
    /// The page shown.
    open var currentPage = 0
  }
#endif
