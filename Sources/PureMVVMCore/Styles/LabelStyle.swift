/// A look for labels, like SwiftUI's `LabelStyle`: its body is the whole label.
///
/// ```swift
/// struct Stacked: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack {
///       configuration.icon
///       configuration.title
///     }
///   }
/// }
/// ```
///
/// Like a view, a style can read `@Environment` and keep `@State`; it sees the environment
/// of the label it styles.
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view ``makeBody(configuration:)`` returns.
  associatedtype Body: View
  /// The label as the style sees it.
  typealias Configuration = LabelStyleConfiguration

  /// The label's look.
  ///
  /// - Parameter configuration: The label's title and icon.
  /// - Returns: The view drawn for the label.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabelStyle`` makes its body from, like SwiftUI's `LabelStyleConfiguration`.
@MainActor
public struct LabelStyleConfiguration {
  /// The label's title, as a view; its elements are marked as the title.
  public nonisolated struct Title: View {
    let content: AnyView

    /// Resolves the title the label was created with.
    @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
      content._resolve(in: context, marking: .title, into: &elements)
    }
  }

  /// The label's icon, as a view; its elements are marked as the icon.
  public nonisolated struct Icon: View {
    let content: AnyView

    /// Resolves the icon the label was created with.
    @MainActor public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
      content._resolve(in: context, marking: .icon, into: &elements)
    }
  }

  /// The label's title.
  public var title: Title { Title(content: titleContent) }
  /// The label's icon.
  public var icon: Icon { Icon(content: iconContent) }
  let titleContent: AnyView
  let iconContent: AnyView
}

/// The default look for labels: the icon, then the title.
public nonisolated struct DefaultLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}

  /// The icon, then the title, in a row.
  public func makeBody(configuration: Configuration) -> some View {
    LabelRow(configuration: configuration, showsIcon: true, showsTitle: true)
  }
}

/// The `.titleAndIcon` look for labels.
public nonisolated struct TitleAndIconLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}

  /// The icon, then the title, in a row.
  public func makeBody(configuration: Configuration) -> some View {
    LabelRow(configuration: configuration, showsIcon: true, showsTitle: true)
  }
}

/// The `.iconOnly` look for labels.
public nonisolated struct IconOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}

  /// The icon alone.
  public func makeBody(configuration: Configuration) -> some View {
    LabelRow(configuration: configuration, showsIcon: true, showsTitle: false)
  }
}

/// The `.titleOnly` look for labels.
public nonisolated struct TitleOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}

  /// The title alone.
  public func makeBody(configuration: Configuration) -> some View {
    LabelRow(configuration: configuration, showsIcon: false, showsTitle: true)
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The default look.
  nonisolated public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// The icon alone.
  nonisolated public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// The title alone.
  nonisolated public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon, then the title.
  nonisolated public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
  /// Sets the style of labels below, in this view and every container inside it.
  ///
  /// - Parameter style: A built-in style (`.iconOnly`, `.titleOnly`…) or one of your own.
  /// - Returns: The view.
  nonisolated public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    pushingStyle(AnyStyle(style) { $0.makeBody(configuration: $1) })
  }
}

extension AnyStyle where Configuration == LabelStyleConfiguration {
  /// The style of a label no `.labelStyle(_:)` reaches.
  @MainActor static var defaultLabel: Self { defaultLabelStyle }
}

/// ``AnyStyle/defaultLabel``, erased once, not for every view it styles (an
/// allocation each).
@MainActor private let defaultLabelStyle = AnyStyle(DefaultLabelStyle()) {
  $0.makeBody(configuration: $1)
}
