#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// One instance of the app's interface, standing in for UIKit's `UIScene` where there
  /// is no UIKit: what `UIApplication.shared.connectedScenes` holds.
  @MainActor public class UIScene: UIResponder {
    /// Whether a scene is in front, like UIKit's `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
      /// Not yet connected.
      case unattached = -1
      /// In front and receiving events.
      case foregroundActive = 0
      /// In front, not receiving events.
      case foregroundInactive = 1
      /// Behind other apps.
      case background = 2
    }

    /// Whether the scene is in front: always active, as a host shows it.
    public var activationState: ActivationState { .foregroundActive }

    /// The scene's title, as the app switcher shows it.
    public var title: String = ""

    override init() {}
  }
#endif
