/// A look for gauges, like SwiftUI's `GaugeStyle`: its body is the whole gauge.
///
/// Like a view, a style can read `@Environment` and keep `@State`; it sees the environment
/// of the gauge it styles.
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// The view ``makeBody(configuration:)`` returns.
  associatedtype Body: View
  /// The gauge as the style sees it.
  typealias Configuration = GaugeStyleConfiguration

  /// The gauge's look.
  ///
  /// - Parameter configuration: How full the gauge is, and its labels.
  /// - Returns: The view drawn for the gauge.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``GaugeStyle`` makes its body from, like SwiftUI's `GaugeStyleConfiguration`.
@MainActor
public struct GaugeStyleConfiguration {
  /// The gauge's label, as a view.
  public typealias Label = StyleConfigurationView<GaugeStyleConfiguration, _StylePart.Label>

  /// The label of the gauge's current value, as a view.
  public typealias CurrentValueLabel = StyleConfigurationView<
    GaugeStyleConfiguration, _StylePart.CurrentValueLabel
  >

  /// The label of one of the gauge's bounds, as a view.
  public typealias MarkedValueLabel = StyleConfigurationView<
    GaugeStyleConfiguration, _StylePart.MarkedValueLabel
  >

  /// How full the gauge is, from 0 to 1.
  public var value: Double
  /// The label.
  public var label: Label
  /// The label of the current value, if the gauge has one.
  public var currentValueLabel: CurrentValueLabel?
  /// The label of the least value, if the gauge has one.
  public var minimumValueLabel: MarkedValueLabel?
  /// The label of the greatest value, if the gauge has one.
  public var maximumValueLabel: MarkedValueLabel?
}

/// The default look for gauges: a bar with the label.
public nonisolated struct DefaultGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}

  /// A bar with the label.
  public func makeBody(configuration: Configuration) -> some View {
    GaugeFace(configuration: configuration)
  }
}

/// The `.linearCapacity` look for gauges: a bar that fills.
public nonisolated struct LinearCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}

  /// A bar with the label.
  public func makeBody(configuration: Configuration) -> some View {
    GaugeFace(configuration: configuration)
  }
}

/// The `.accessoryLinear` look for gauges; drawn as a bar.
public nonisolated struct AccessoryLinearGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}

  /// A bar with the label.
  public func makeBody(configuration: Configuration) -> some View {
    GaugeFace(configuration: configuration)
  }
}

/// The `.accessoryLinearCapacity` look for gauges; drawn as a bar.
public nonisolated struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}

  /// A bar with the label.
  public func makeBody(configuration: Configuration) -> some View {
    GaugeFace(configuration: configuration)
  }
}

/// The `.accessoryCircular` look for gauges; drawn as a bar.
public nonisolated struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}

  /// A bar with the label.
  public func makeBody(configuration: Configuration) -> some View {
    GaugeFace(configuration: configuration)
  }
}

/// The `.accessoryCircularCapacity` look for gauges; drawn as a bar.
public nonisolated struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  /// Creates the style.
  public init() {}

  /// A bar with the label.
  public func makeBody(configuration: Configuration) -> some View {
    GaugeFace(configuration: configuration)
  }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The default look.
  nonisolated public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A bar that fills.
  nonisolated public static var linearCapacity: LinearCapacityGaugeStyle {
    LinearCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A small bar, as in a widget.
  nonisolated public static var accessoryLinear: AccessoryLinearGaugeStyle {
    AccessoryLinearGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A small bar that fills, as in a widget.
  nonisolated public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// A small ring, as in a widget.
  nonisolated public static var accessoryCircular: AccessoryCircularGaugeStyle {
    AccessoryCircularGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A small ring that fills, as in a widget.
  nonisolated public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

extension View {
  /// Sets the style of gauges below, in this view and every container inside it.
  ///
  /// - Parameter style: A built-in style or one of your own.
  /// - Returns: The view.
  nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    pushingStyle(AnyStyle(style) { $0.makeBody(configuration: $1) })
  }
}

extension AnyStyle where Configuration == GaugeStyleConfiguration {
  /// The style of a gauge no `.gaugeStyle(_:)` reaches.
  @MainActor static var defaultGauge: Self { defaultGaugeStyle }
}

/// ``AnyStyle/defaultGauge``, erased once, not for every view it styles (an
/// allocation each).
@MainActor private let defaultGaugeStyle = AnyStyle(DefaultGaugeStyle()) {
  $0.makeBody(configuration: $1)
}
