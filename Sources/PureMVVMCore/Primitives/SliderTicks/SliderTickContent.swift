/// Ticks along a slider's track, like SwiftUI's `SliderTickContent` (iOS 26): a tick, a
/// block of them, or one for each value of a collection.
public protocol SliderTickContent<Value> {
  /// The slider's value type.
  associatedtype Value: BinaryFloatingPoint
  /// The ticks, in order.
  associatedtype Body: RandomAccessCollection where Body.Element == SliderTick<Value>

  /// The ticks, in order.
  var body: Body { get }
}
