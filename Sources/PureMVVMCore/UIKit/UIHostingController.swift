#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// A view controller that shows a SwiftUI view, standing in for SwiftUI's
  /// `UIHostingController` where there is no UIKit.
  ///
  /// Made by a `UIViewControllerRepresentable`, it shows its ``rootView`` in the
  /// representable's place, as in SwiftUI, read each time the representable resolves (after
  /// `updateUIViewController`). A hosting controller the made controller holds (a page
  /// controller's pages) is not drawn. The root view takes the environment around the
  /// representable, where SwiftUI's starts afresh.
  @MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
    /// The view the controller shows.
    public var rootView: Content
    /// How the controller reports its size to UIKit: accepted.
    public var sizingOptions: UIHostingControllerSizingOptions = []
    /// The safe areas the root view keeps clear of: accepted.
    public var safeAreaRegions: SafeAreaRegions = .all

    /// A controller showing `rootView`.
    ///
    /// - Parameter rootView: The view.
    public init(rootView: Content) {
      self.rootView = rootView
      super.init(nibName: nil, bundle: nil)
    }

    /// A controller decoded from an archive: never, as there are no storyboards here.
    ///
    /// - Parameters:
    ///   - coder: The archive.
    ///   - rootView: The view.
    public init?(coder: NSCoder, rootView: Content) {
      return nil
    }

    /// A controller decoded from an archive: never, as there are no storyboards here.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// The size the root view would take within `size`: `size` itself where finite (there
    /// is no layout pass here), otherwise zero.
    ///
    /// - Parameter size: The space offered.
    /// - Returns: The size.
    public func sizeThatFits(in size: CGSize) -> CGSize {
      CGSize(
        width: size.width.isFinite ? size.width : 0,
        height: size.height.isFinite ? size.height : 0)
    }
  }

  extension UIHostingController: RootViewHosting {
    var hostedView: AnyView { AnyView(rootView) }
  }
#endif
