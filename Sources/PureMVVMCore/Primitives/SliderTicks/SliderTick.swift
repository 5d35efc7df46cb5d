/// A mark at a value along a slider's track, like SwiftUI's `SliderTick` (iOS 26), with a
/// label or without.
public struct SliderTick<V: BinaryFloatingPoint>: SliderTickContent, Identifiable {
  /// The slider's value type.
  public typealias Value = V

  /// The value the tick marks.
  let value: V
  /// What the tick is labelled with, if anything.
  let label: AnyView?

  /// A tick without a label.
  ///
  /// - Parameter value: The value it marks.
  public init(_ value: V) {
    self.value = value
    label = nil
  }

  /// A tick labelled with a title.
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - value: The value it marks.
  public init(_ titleKey: LocalizedStringKey, _ value: V) {
    self.value = value
    label = AnyView(Text(titleKey))
  }

  /// A tick labelled with a view.
  ///
  /// - Parameters:
  ///   - value: The value it marks.
  ///   - label: The label.
  public init(_ value: V, @ViewBuilder label: () -> some View) {
    self.value = value
    self.label = AnyView(label())
  }

  /// The tick, alone.
  public var body: CollectionOfOne<SliderTick<V>> { CollectionOfOne(self) }

  /// The tick's identity: its value.
  public var id: ID { ID(value: value) }

  /// A tick's identity, derived from its value.
  public struct ID: Hashable {
    let value: V
  }
}
