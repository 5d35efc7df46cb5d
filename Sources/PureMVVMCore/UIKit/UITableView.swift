#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A table, standing in for UIKit's `UITableView` where there is no UIKit.
  ///
  /// It is what older designs configure through `UITableView.appearance()` to clear a
  /// list's background. Kept for a test to read; hosts draw lists from the design
  /// (`.scrollContentBackground`).
  @MainActor open class UITableView: UIView {
    /// The look of the lines between rows, like UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
      /// No lines.
      case none
      /// One line.
      case singleLine
    }

    private static let proxy = UITableView()

    /// The table every table copies, as UIKit's appearance proxy: one per process.
    public static func appearance() -> UITableView { proxy }

    /// The lines between rows.
    open var separatorStyle: SeparatorStyle = .singleLine
    /// The colour of the lines between rows.
    open var separatorColor: UIColor?
  }
#endif
