/// The ticks of a block of a `@SliderTickBuilder`, like SwiftUI's `TupleSliderTickContent`.
public struct TupleSliderTickContent<V: BinaryFloatingPoint, T> {
  /// The ticks.
  public var value: T
}

extension TupleSliderTickContent: SliderTickContent where T == [SliderTick<V>] {
  /// The slider's value type.
  public typealias Value = V

  /// The block's ticks, in order.
  public var body: [SliderTick<V>] { value }
}
