import Foundation

/// A value with a title beside it, like SwiftUI's `LabeledContent`.
///
/// Drawn as a row: the title, then the value at the trailing edge (`Distancia    6.4 km`).
public nonisolated struct LabeledContent<Label: View, Content: View>: View {
  private let label: Label
  private let content: Content

  /// Creates labelled content from any views.
  ///
  /// - Parameters:
  ///   - content: The value.
  ///   - label: The title.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// Resolves to the body of the labelled-content style in effect: the label, then the
  /// content at the trailing edge, unless `.labeledContentStyle(_:)` sets another.
  @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    let configuration = LabeledContentStyleConfiguration(
      label: LabeledContentStyleConfiguration.Label(label, in: context),
      content: LabeledContentStyleConfiguration.Content(content, in: context))
    context.resolveStyledBody(configuration, fallback: .defaultLabeledContent, into: &elements)
  }
}

extension LabeledContent where Label == Text {
  /// Creates labelled content with a text title.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - content: The value.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// Creates labelled content with a title string, shown as it is.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - content: The value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// Creates a titled text value.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The value.
  @_disfavoredOverload
  public init<Title: StringProtocol, Value: StringProtocol>(_ title: Title, value: Value) {
    self.init(content: { Text(value) }, label: { Text(title) })
  }

  /// Creates a titled text value.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - value: The value.
  public init<Value: StringProtocol>(_ titleKey: LocalizedStringKey, value: Value) {
    self.init(content: { Text(value) }, label: { Text(titleKey) })
  }

  /// Creates a titled value written through a format.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - value: The value.
  ///   - format: How it is written.
  public init<Format: FormatStyle>(
    _ titleKey: LocalizedStringKey, value: Format.FormatInput, format: Format
  ) where Format.FormatInput: Equatable, Format.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
  }

  /// Creates a value written through a format, under a title string shown as it is.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The value.
  ///   - format: How it is written.
  @_disfavoredOverload
  public init<S: StringProtocol, Format: FormatStyle>(
    _ title: S, value: Format.FormatInput, format: Format
  ) where Format.FormatInput: Equatable, Format.FormatOutput == String {
    self.init(content: { Text(value, format: format) }, label: { Text(title) })
  }
}

extension LabeledContent
where
  Label == LabeledContentStyleConfiguration.Label,
  Content == LabeledContentStyleConfiguration.Content
{
  /// Creates labelled content from a style's configuration, for a
  /// ``LabeledContentStyle`` that changes the look of the style around it.
  ///
  /// - Parameter configuration: The configuration the style was given.
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}
