#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// A segmented control, standing in for UIKit's `UISegmentedControl` where there is no
  /// UIKit.
  ///
  /// It is what designs configure through `UISegmentedControl.appearance()` to colour a
  /// segmented picker. Kept for a test to read; hosts draw pickers from the design.
  @MainActor open class UISegmentedControl: UIControl {
    private static let proxy = UISegmentedControl()
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The control every segmented control copies, as UIKit's appearance proxy: one per
    /// process.
    public static func appearance() -> UISegmentedControl { proxy }

    /// The colour of the selected segment.
    open var selectedSegmentTintColor: UIColor?

    /// Sets the titles' attributes (`.foregroundColor`, `.font`) in `state`.
    open func setTitleTextAttributes(
      _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
    ) {
      titleAttributes[state.rawValue] = attributes
    }

    /// The titles' attributes in `state`, if set.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
      titleAttributes[state.rawValue]
    }
  }
#endif
