#if !os(macOS)
  import Foundation

  /// An object that handles events, standing in for AppKit's `NSResponder` where there is
  /// no AppKit: what windows, views and view controllers are, so they compare, hash and
  /// describe themselves as objects, as in AppKit.
  @MainActor open class NSResponder: NSObject {
    /// A responder.
    public override init() {}
  }
#endif
