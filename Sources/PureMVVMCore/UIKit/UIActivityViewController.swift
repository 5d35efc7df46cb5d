#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// The share sheet, standing in for UIKit's `UIActivityViewController` where there is
  /// no UIKit, so designs that wrap it in a `UIViewControllerRepresentable` compile.
  ///
  /// It keeps the items and services it was given; a test finishes it with
  /// ``finish(with:completed:)``, which calls ``completionWithItemsHandler`` as the
  /// system does when the user picks a service or cancels.
  @MainActor open class UIActivityViewController: UIViewController {
    /// What the sheet calls when it closes: the service chosen, whether it acted, the
    /// items it returned, and the error it met.
    public typealias CompletionWithItemsHandler = (
      UIActivity.ActivityType?, Bool, [Any]?, (any Error)?
    ) -> Void

    /// The items to share.
    public let activityItems: [Any]
    /// The app's own services, listed beside the system's.
    public let applicationActivities: [UIActivity]?
    /// The system services not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// What the sheet calls when it closes.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A share sheet for `activityItems`, offering `applicationActivities` too.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
      self.activityItems = activityItems
      self.applicationActivities = applicationActivities
      super.init(nibName: nil, bundle: nil)
    }

    /// A share sheet decoded from an archive: never, as there are no storyboards here.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Closes the sheet as if the user picked `activityType` (or cancelled, with `nil`),
    /// calling ``completionWithItemsHandler``.
    public func finish(with activityType: UIActivity.ActivityType?, completed: Bool) {
      completionWithItemsHandler?(activityType, completed, nil, nil)
    }
  }
#endif
