import PureMVVMCore

extension View {
  /// Names the preview this view is, in a ``PreviewProvider``'s `previews`.
  ///
  /// - Parameter value: The name; `nil` keeps the provider-based name.
  /// - Returns: The view.
  nonisolated public func previewDisplayName(_ value: String?) -> some View {
    modifier(PreviewDisplayName(name: value))
  }

  /// Sets how a SwiftUI preview is laid out; accepted and ignored.
  ///
  /// - Parameter value: The layout.
  /// - Returns: The view.
  nonisolated public func previewLayout(_ value: PreviewLayout) -> some View {
    self
  }

  /// Sets the device a SwiftUI preview shows; accepted and ignored.
  ///
  /// - Parameter value: The device.
  /// - Returns: The view.
  nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View {
    self
  }

  /// Sets the orientation of a SwiftUI preview; accepted and ignored.
  ///
  /// - Parameter value: The orientation.
  /// - Returns: The view.
  nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    self
  }
}

/// Carries a preview's name; resolves its content unchanged.
struct PreviewDisplayName: ViewModifier {
  let name: String?

  func body(content: Content) -> some View { content }
}

/// How a SwiftUI preview is laid out; accepted and ignored.
public enum PreviewLayout: Sendable {
  /// The device's screen.
  case device
  /// As small as the content allows.
  case sizeThatFits
  /// A fixed size.
  case fixed(width: Double, height: Double)
}

/// The device a SwiftUI preview shows, by name; accepted and ignored.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
  /// The device's name, such as "iPhone 15 Pro".
  public let rawValue: String

  /// A device by name.
  ///
  /// - Parameter rawValue: The name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A device by name, written as a literal.
  ///
  /// - Parameter value: The name.
  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }
}

/// The orientation of a SwiftUI preview; accepted and ignored.
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable, Identifiable {
  /// The orientation's name.
  public let id: String

  /// Upright.
  public static let portrait = InterfaceOrientation(id: "portrait")
  /// Upside down.
  public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
  /// Turned left.
  public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
  /// Turned right.
  public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

  /// Every orientation.
  public static let allCases: [InterfaceOrientation] = [
    .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
  ]
}
