import Foundation

#if !canImport(Darwin)
  /// Something the user is doing, which another device or a later launch can continue, as
  /// Foundation's `NSUserActivity` on Apple platforms, which Linux's Foundation lacks.
  ///
  /// A design continues one with `.onContinueUserActivity(_:perform:)`; a test hands one to
  /// the screen with `DesignInspector.continueUserActivity(_:)`.
  open class NSUserActivity: NSObject {
    /// What kind of activity it is, a reverse-DNS name such as `com.example.viewTrail`.
    public let activityType: String
    /// The activity's title, as Handoff and search show it.
    open var title: String?
    /// What the app needs to continue the activity.
    open var userInfo: [AnyHashable: Any]?
    /// The web page a browser continues the activity at, when the app is not installed.
    open var webpageURL: URL?
    /// The words search finds the activity by.
    open var keywords: Set<String> = []
    /// Whether another device may continue the activity.
    open var isEligibleForHandoff = true
    /// Whether search on this device may find the activity.
    open var isEligibleForSearch = false
    /// Whether anyone's search may find the activity.
    open var isEligibleForPublicIndexing = false
    /// Whether Siri may suggest the activity.
    open var isEligibleForPrediction = false
    /// Which scene of the app should continue the activity.
    open var targetContentIdentifier: String?
    /// What identifies the activity, to delete it from search later.
    open var persistentIdentifier: String?
    /// Whether ``userInfo`` should be brought up to date before the activity is handed on.
    open var needsSave = false
    /// Whether the activity is the one the user is doing now; not in Foundation's, for a
    /// test to read.
    public private(set) var isCurrent = false
    /// Whether the activity was invalidated, after which it is never current again; not in
    /// Foundation's, for a test to read.
    public private(set) var isInvalidated = false

    /// Creates an activity of `activityType`.
    ///
    /// - Parameter activityType: What kind of activity it is.
    public init(activityType: String) {
      self.activityType = activityType
    }

    /// Adds `otherDictionary`'s entries to ``userInfo``, replacing those of the same keys.
    ///
    /// - Parameter otherDictionary: The entries.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
      userInfo = (userInfo ?? [:]).merging(otherDictionary) { $1 }
    }

    /// Makes this the activity the user is doing now, unless it was invalidated.
    open func becomeCurrent() {
      isCurrent = !isInvalidated
    }

    /// Makes this no longer the activity the user is doing now.
    open func resignCurrent() {
      isCurrent = false
    }

    /// Ends the activity: it is not current and cannot become current again.
    open func invalidate() {
      isInvalidated = true
      isCurrent = false
    }
  }
#endif
