import PureMVVMCore

/// A type that lists previews, in SwiftUI's shape.
///
/// Each top-level child of ``previews`` is one preview, named by `.previewDisplayName(_:)`,
/// else after the provider (without a `_Previews` suffix, numbered when there are several).
/// SwiftUI preview files compile unchanged:
///
/// ```swift
/// struct LoginView_Previews: PreviewProvider {
///   static var previews: some View {
///     LoginView().previewDisplayName("Logged out")
///     LoginView(user: "Mike")
///   }
/// }
/// ```
///
/// Named previews whose modifiers share context (``Preview``) are children like any other:
///
/// ```swift
/// enum RouteListPreviews: PreviewProvider {
///   static var previews: some View {
///     Preview("Todas las rutas", traits: .routeSamples) { context in … }
///   }
/// }
/// ```
@MainActor
public protocol PreviewProvider {
  /// The type of view ``previews`` returns.
  associatedtype Previews: View

  /// The previews: each top-level child is one.
  @ViewBuilder static var previews: Previews { get }

  /// The platform to preview on; `nil` lets the host choose. PureMVVM ignores it.
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// No particular platform.
  public static var platform: PreviewPlatform? { nil }
}

/// A platform a SwiftUI preview can target; accepted and ignored.
public enum PreviewPlatform: Hashable, Sendable {
  /// iOS.
  case iOS
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
}
