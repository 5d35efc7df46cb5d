/// The label of the Return key, like SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Hashable, Sendable, CustomStringConvertible {
  /// The label's name.
  public let description: String

  /// Done.
  public static let done = SubmitLabel(description: "done")
  /// Go.
  public static let go = SubmitLabel(description: "go")
  /// Send.
  public static let send = SubmitLabel(description: "send")
  /// Join.
  public static let join = SubmitLabel(description: "join")
  /// Route.
  public static let route = SubmitLabel(description: "route")
  /// Search.
  public static let search = SubmitLabel(description: "search")
  /// Return.
  public static let `return` = SubmitLabel(description: "return")
  /// Next.
  public static let next = SubmitLabel(description: "next")
  /// Continue.
  public static let `continue` = SubmitLabel(description: "continue")
}
