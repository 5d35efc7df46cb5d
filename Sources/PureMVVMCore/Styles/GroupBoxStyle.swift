/// A look for group boxes, like SwiftUI's `GroupBoxStyle`: its body is the whole box.
///
/// Like a view, a style can read `@Environment` and keep `@State`; it sees the environment
/// of the group box it styles.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// The view ``makeBody(configuration:)`` returns.
  associatedtype Body: View
  /// The group box as the style sees it.
  typealias Configuration = GroupBoxStyleConfiguration

  /// The group box's look.
  ///
  /// - Parameter configuration: The box's label and content.
  /// - Returns: The view drawn for the group box.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``GroupBoxStyle`` makes its body from, like SwiftUI's
/// `GroupBoxStyleConfiguration`.
@MainActor
public struct GroupBoxStyleConfiguration {
  /// The group box's label, as a view.
  public typealias Label = StyleConfigurationView<GroupBoxStyleConfiguration, _StylePart.Label>

  /// The group box's content, as a view.
  public typealias Content = StyleConfigurationView<GroupBoxStyleConfiguration, _StylePart.Content>

  /// The label.
  public let label: Label
  /// The content.
  public let content: Content
}

/// The default look for group boxes: the label in bold over the content, in a bordered box.
public nonisolated struct DefaultGroupBoxStyle: GroupBoxStyle {
  /// Creates the style.
  public init() {}

  /// The label over the content, padded, in a border.
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 8) {
      configuration.label.bold()
      configuration.content
    }
    .padding()
    .border(.secondary)
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The default look.
  nonisolated public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
  /// Sets the style of group boxes below, in this view and every container inside it.
  ///
  /// - Parameter style: `.automatic` or a style of your own.
  /// - Returns: The view.
  nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    pushingStyle(AnyStyle(style) { $0.makeBody(configuration: $1) })
  }
}

extension AnyStyle where Configuration == GroupBoxStyleConfiguration {
  /// The style of a group box no `.groupBoxStyle(_:)` reaches.
  @MainActor static var defaultGroupBox: Self { defaultGroupBoxStyle }
}

/// ``AnyStyle/defaultGroupBox``, erased once, not for every view it styles (an
/// allocation each).
@MainActor private let defaultGroupBoxStyle = AnyStyle(DefaultGroupBoxStyle()) {
  $0.makeBody(configuration: $1)
}
