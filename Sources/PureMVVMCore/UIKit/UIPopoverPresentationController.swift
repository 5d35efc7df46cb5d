#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// The popover a controller is shown in on iPad, standing in for UIKit's
  /// `UIPopoverPresentationController` where there is no UIKit, so share sheets that
  /// anchor their popover compile.
  ///
  /// A controller's ``UIViewController/popoverPresentationController`` is `nil` here, as
  /// on a phone, so code that sets it through optional chaining does nothing.
  @MainActor open class UIPopoverPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in ``sourceView`` the popover points at.
    open var sourceRect: CGRect = .zero
    /// The directions the popover's arrow may point.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any

    private init() {}
  }
#endif
