#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// A service a share sheet offers, standing in for UIKit's `UIActivity` where there is
  /// no UIKit: what an app subclasses for a share sheet's own actions.
  @MainActor open class UIActivity {
    /// A service's identifier, like UIKit's `UIActivity.ActivityType`.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
      /// The identifier.
      public let rawValue: String

      /// The service with identifier `rawValue`.
      public init(rawValue: String) {
        self.rawValue = rawValue
      }

      /// The service with identifier `rawValue`.
      public init(_ rawValue: String) {
        self.rawValue = rawValue
      }

      private static func system(_ name: String) -> ActivityType {
        ActivityType(rawValue: "com.apple.UIKit.activity.\(name)")
      }

      /// Adding to Safari's reading list.
      public static let addToReadingList = system("AddToReadingList")
      /// Sending with AirDrop.
      public static let airDrop = system("AirDrop")
      /// Setting a contact's photo.
      public static let assignToContact = system("AssignToContact")
      /// Copying to the pasteboard.
      public static let copyToPasteboard = system("CopyToPasteboard")
      /// Sending by mail.
      public static let mail = system("Mail")
      /// Sending as a message.
      public static let message = system("Message")
      /// Opening in Books.
      public static let openInIBooks = system("OpenInIBooks")
      /// Marking up as a PDF.
      public static let markupAsPDF = system("MarkupAsPDF")
      /// Posting to Facebook.
      public static let postToFacebook = system("PostToFacebook")
      /// Posting to Flickr.
      public static let postToFlickr = system("PostToFlickr")
      /// Posting to Tencent Weibo.
      public static let postToTencentWeibo = system("PostToTencentWeibo")
      /// Posting to Twitter.
      public static let postToTwitter = system("PostToTwitter")
      /// Posting to Vimeo.
      public static let postToVimeo = system("PostToVimeo")
      /// Posting to Weibo.
      public static let postToWeibo = system("PostToWeibo")
      /// Printing.
      public static let print = system("Print")
      /// Saving to the photo library.
      public static let saveToCameraRoll = system("SaveToCameraRoll")
      /// Sharing with SharePlay.
      public static let sharePlay = system("SharePlay")
      /// Adding to the home screen.
      public static let addToHomeScreen = system("AddToHomeScreen")
    }

    /// Where a share sheet lists a service, like UIKit's `UIActivity.Category`.
    public enum Category: Int, Sendable {
      /// Among the actions, in the lower row.
      case action
      /// Among the apps to share to, in the upper row.
      case share
    }

    /// A service.
    public init() {}

    /// Where the share sheet lists services of this class: among the actions unless a
    /// subclass says otherwise.
    open class var activityCategory: Category { .action }
    /// The service's image, as the share sheet shows it.
    open var activityImage: UIImage? { nil }
    /// A screen the service shows to act, if any.
    open var activityViewController: UIViewController? { nil }
    /// Tells the share sheet the service is done.
    open func activityDidFinish(_ completed: Bool) {}

    /// The service's identifier; a subclass returns its own.
    open var activityType: ActivityType? { nil }
    /// The service's title, as the share sheet lists it.
    open var activityTitle: String? { nil }
    /// Whether the service can act on `activityItems`; a subclass decides.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Hands the service the items to act on.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Acts on the prepared items.
    open func perform() {}
  }
#endif
