/// A length that grows and shrinks with the text size, like SwiftUI's `@ScaledMetric`.
///
/// ```swift
/// @ScaledMetric(relativeTo: .body) private var iconSize = 24.0
/// ```
///
/// It scales as its text style does between the sizes of ``DynamicTypeSize`` (body text,
/// 17 points at `.large`, by default): relative to body, 14/17 at `.xSmall` and 53/17 at
/// `.accessibility5`. A value that is not finite (NaN, infinity) is returned as it is;
/// read outside a host, the value is unscaled.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  private let base: Value
  private let textStyle: Font.TextStyle
  private var cell = ScaledMetricCell()

  /// Scales `wrappedValue` as body text.
  ///
  /// - Parameter wrappedValue: The length at the default text size.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, relativeTo: .body)
  }

  /// Scales `wrappedValue` as text of `textStyle`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The length at the default text size.
  ///   - textStyle: The text style it follows.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    base = wrappedValue
    self.textStyle = textStyle
  }

  /// The length at the text size in effect.
  public var wrappedValue: Value {
    guard base.isFinite else { return base }
    return base * Value(textStyle.scale(at: cell.size))
  }
}

extension ScaledMetric: InstalledProperty {
  func unlinkedCopy() -> ScaledMetric {
    var copy = self
    copy.cell = ScaledMetricCell()
    return copy
  }

  func install(slot: Int, in context: ResolveContext) -> String? {
    cell.size = context.environment.dynamicTypeSize
    return nil
  }
}

/// The text size a ``ScaledMetric`` was installed under.
final class ScaledMetricCell {
  var size = DynamicTypeSize.large
}
