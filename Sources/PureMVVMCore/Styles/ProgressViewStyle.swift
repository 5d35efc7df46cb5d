/// A look for progress views, like SwiftUI's `ProgressViewStyle`: its body is the whole
/// progress view.
///
/// ```swift
/// struct Percent: ProgressViewStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) %")
///   }
/// }
/// ```
///
/// Like a view, a style can read `@Environment` and keep `@State`; it sees the environment
/// of the progress view it styles.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  /// The view ``makeBody(configuration:)`` returns.
  associatedtype Body: View
  /// The progress view as the style sees it.
  typealias Configuration = ProgressViewStyleConfiguration

  /// The progress view's look.
  ///
  /// - Parameter configuration: How complete the task is, and the labels.
  /// - Returns: The view drawn for the progress view.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ProgressViewStyle`` makes its body from, like SwiftUI's
/// `ProgressViewStyleConfiguration`.
@MainActor
public struct ProgressViewStyleConfiguration {
  /// The progress view's label, as a view.
  public typealias Label = StyleConfigurationView<ProgressViewStyleConfiguration, _StylePart.Label>

  /// The label of the progress view's current value, as a view.
  public typealias CurrentValueLabel = StyleConfigurationView<
    ProgressViewStyleConfiguration, _StylePart.CurrentValueLabel
  >

  /// How complete the task is, from 0 to 1; `nil` when the progress is indeterminate.
  public let fractionCompleted: Double?
  /// The label, if the progress view has one.
  public var label: Label?
  /// The label of the current value, if the progress view has one.
  public var currentValueLabel: CurrentValueLabel?
}

/// The default look for progress views: a bar when the progress is known, else a spinner.
public nonisolated struct DefaultProgressViewStyle: ProgressViewStyle {
  /// Creates the style.
  public init() {}

  /// A bar or a spinner, with the label.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressFace(configuration: configuration)
  }
}

/// The `.linear` look for progress views: a bar.
public nonisolated struct LinearProgressViewStyle: ProgressViewStyle {
  /// The bar's colour, as `LinearProgressViewStyle(tint:)` gave it.
  public let tint: Color?

  /// Creates the style.
  public init() {
    tint = nil
  }

  /// Creates the style with the bar's colour; deprecated in SwiftUI in favour of
  /// `.tint(_:)`; it tints the control as `.tint(_:)` would.
  ///
  /// - Parameter tint: The colour.
  public init(tint: Color) {
    self.tint = tint
  }

  /// A bar with the label.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressFace(configuration: configuration).tinted(tint)
  }
}

/// The `.circular` look for progress views: a spinner or a ring.
public nonisolated struct CircularProgressViewStyle: ProgressViewStyle {
  /// The ring's colour, as `CircularProgressViewStyle(tint:)` gave it.
  public let tint: Color?

  /// Creates the style.
  public init() {
    tint = nil
  }

  /// Creates the style with the ring's colour; deprecated in SwiftUI in favour of
  /// `.tint(_:)`; it tints the control as `.tint(_:)` would.
  ///
  /// - Parameter tint: The colour.
  public init(tint: Color) {
    self.tint = tint
  }

  /// A spinner or a ring, with the label; drawn as the default look.
  public func makeBody(configuration: Configuration) -> some View {
    ProgressFace(configuration: configuration).tinted(tint)
  }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The default look.
  nonisolated public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  nonisolated public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A spinner or a ring.
  nonisolated public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
  /// Sets the style of progress views below, in this view and every container inside it.
  ///
  /// - Parameter style: A built-in style (`.linear`, `.circular`) or one of your own.
  /// - Returns: The view.
  nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    pushingStyle(AnyStyle(style) { $0.makeBody(configuration: $1) })
  }
}

extension AnyStyle where Configuration == ProgressViewStyleConfiguration {
  /// The style of a progress view no `.progressViewStyle(_:)` reaches.
  @MainActor static var defaultProgressView: Self { defaultProgressViewStyle }
}

/// ``AnyStyle/defaultProgressView``, erased once, not for every view it styles (an
/// allocation each).
@MainActor private let defaultProgressViewStyle = AnyStyle(DefaultProgressViewStyle()) {
  $0.makeBody(configuration: $1)
}
