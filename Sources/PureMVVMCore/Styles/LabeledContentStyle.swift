/// A look for labelled content, like SwiftUI's `LabeledContentStyle`: its body is the
/// whole row.
///
/// ```swift
/// struct Stacked: LabeledContentStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) {
///       configuration.label.font(.caption)
///       configuration.content
///     }
///   }
/// }
/// ```
///
/// Like a view, a style can read `@Environment` and keep `@State`; it sees the environment
/// of the labelled content it styles.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  /// The view ``makeBody(configuration:)`` returns.
  associatedtype Body: View
  /// The labelled content as the style sees it.
  typealias Configuration = LabeledContentStyleConfiguration

  /// The row's look.
  ///
  /// - Parameter configuration: The label and the content.
  /// - Returns: The view drawn for the labelled content.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabeledContentStyle`` makes its body from, like SwiftUI's
/// `LabeledContentStyleConfiguration`.
@MainActor
public struct LabeledContentStyleConfiguration {
  /// The label, as a view.
  public typealias Label = StyleConfigurationView<
    LabeledContentStyleConfiguration, _StylePart.Label
  >

  /// The content, as a view.
  public typealias Content = StyleConfigurationView<
    LabeledContentStyleConfiguration, _StylePart.Content
  >

  /// The label.
  public let label: Label
  /// The content.
  public let content: Content
}

/// The default look for labelled content: the label, then the content at the trailing
/// edge in a secondary colour.
public nonisolated struct AutomaticLabeledContentStyle: LabeledContentStyle {
  /// Creates the style.
  public init() {}

  /// The label, then the content at the trailing edge.
  public func makeBody(configuration: Configuration) -> some View {
    LabeledContentRow(configuration: configuration)
  }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// The default look.
  nonisolated public static var automatic: AutomaticLabeledContentStyle {
    AutomaticLabeledContentStyle()
  }
}

extension View {
  /// Sets the style of labelled content below, in this view and every container inside
  /// it.
  ///
  /// - Parameter style: `.automatic` or a style of your own.
  /// - Returns: The view.
  nonisolated public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    pushingStyle(AnyStyle(style) { $0.makeBody(configuration: $1) })
  }
}

extension AnyStyle where Configuration == LabeledContentStyleConfiguration {
  /// The style of labelled content no `.labeledContentStyle(_:)` reaches.
  @MainActor static var defaultLabeledContent: Self { defaultLabeledContentStyle }
}

/// ``AnyStyle/defaultLabeledContent``, erased once, not for every view it styles (an
/// allocation each).
@MainActor private let defaultLabeledContentStyle = AnyStyle(AutomaticLabeledContentStyle()) {
  $0.makeBody(configuration: $1)
}
