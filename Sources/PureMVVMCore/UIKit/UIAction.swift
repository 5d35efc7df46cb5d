#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// An action a control runs, standing in for UIKit's `UIAction` where there is no UIKit:
  /// how wrapped controls report events without selectors (`addAction(_:for:)`).
  @MainActor public final class UIAction {
    /// What runs, given the action.
    public typealias Handler = @MainActor (UIAction) -> Void

    /// The action's title, for menus.
    public let title: String
    /// The control that sent the action, while it runs.
    public private(set) weak var sender: AnyObject?
    private let handler: Handler

    /// An action titled `title` that runs `handler`.
    public init(title: String = "", handler: @escaping Handler) {
      self.title = title
      self.handler = handler
    }

    /// Runs the action for `sender`.
    func perform(from sender: AnyObject) {
      self.sender = sender
      handler(self)
      self.sender = nil
    }
  }
#endif
