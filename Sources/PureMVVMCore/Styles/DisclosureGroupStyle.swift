/// A look for disclosure groups, like SwiftUI's `DisclosureGroupStyle`: its body is the
/// whole group.
///
/// ```swift
/// struct Chevron: DisclosureGroupStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack {
///       Button { configuration.isExpanded.toggle() } label: { configuration.label }
///       if configuration.isExpanded { configuration.content }
///     }
///   }
/// }
/// ```
///
/// Like a view, a style can read `@Environment` and keep `@State`; it sees the environment
/// of the disclosure group it styles.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
  /// The view ``makeBody(configuration:)`` returns.
  associatedtype Body: View
  /// The disclosure group as the style sees it.
  typealias Configuration = DisclosureGroupStyleConfiguration

  /// The disclosure group's look and behaviour.
  ///
  /// - Parameter configuration: The label, the content and the live `isExpanded` binding.
  /// - Returns: The view drawn for the disclosure group.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``DisclosureGroupStyle`` makes its body from, like SwiftUI's
/// `DisclosureGroupStyleConfiguration`.
@MainActor
public struct DisclosureGroupStyleConfiguration {
  /// The group's label, as a view.
  public typealias Label = StyleConfigurationView<
    DisclosureGroupStyleConfiguration, _StylePart.Label
  >

  /// The group's content, as a view; built only when it is resolved.
  public nonisolated struct Content: View {
    let make: () -> AnyView
    /// The disclosure group styles in effect at the group, for the groups inside it.
    let styles: StyleStack<DisclosureGroupStyleConfiguration>

    /// Resolves the content the disclosure group was created with.
    @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
      var context = context
      context.environment[styles: DisclosureGroupStyleConfiguration.self] = styles
      make()._resolve(in: context, into: &elements)
    }
  }

  /// The label.
  public let label: Label
  /// The content.
  public let content: Content
  /// Whether the group is expanded: a live binding, so setting it expands or collapses it.
  @Binding public var isExpanded: Bool

  init(label: Label, content: Content, isExpanded: Binding<Bool>) {
    self.label = label
    self.content = content
    self._isExpanded = isExpanded
  }
}

/// The default look for disclosure groups: the label with a disclosure indicator, and the
/// content below it while expanded.
public nonisolated struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
  /// Creates the style.
  public init() {}

  /// The label, and the content while expanded; tapping flips `isExpanded`.
  public func makeBody(configuration: Configuration) -> some View {
    DisclosureFace(configuration: configuration)
  }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// The default look.
  nonisolated public static var automatic: AutomaticDisclosureGroupStyle {
    AutomaticDisclosureGroupStyle()
  }
}

extension View {
  /// Sets the style of disclosure groups below, in this view and every container inside
  /// it.
  ///
  /// - Parameter style: `.automatic` or a style of your own.
  /// - Returns: The view.
  nonisolated public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    pushingStyle(AnyStyle(style) { $0.makeBody(configuration: $1) })
  }
}

extension AnyStyle where Configuration == DisclosureGroupStyleConfiguration {
  /// The style of a disclosure group no `.disclosureGroupStyle(_:)` reaches.
  @MainActor static var defaultDisclosureGroup: Self { defaultDisclosureGroupStyle }
}

/// ``AnyStyle/defaultDisclosureGroup``, erased once, not for every view it styles (an
/// allocation each).
@MainActor private let defaultDisclosureGroupStyle = AnyStyle(AutomaticDisclosureGroupStyle()) {
  $0.makeBody(configuration: $1)
}
