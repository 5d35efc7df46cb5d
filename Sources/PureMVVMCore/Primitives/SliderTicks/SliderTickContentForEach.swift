/// A slider's ticks for each value of a collection, like SwiftUI's
/// `SliderTickContentForEach` (iOS 26): the collection holds the slider's values.
public struct SliderTickContentForEach<Data: RandomAccessCollection, ID: Hashable, Content>:
  SliderTickContent
where Content: SliderTickContent {
  /// The slider's value type.
  public typealias Value = Content.Value

  /// The ticks of every value, in order.
  public let body: [SliderTick<Content.Value>]

  /// The ticks `content` makes of each value, identified by the key path `id`.
  ///
  /// - Parameters:
  ///   - data: The values.
  ///   - id: The key path to a value's identity, such as `\.self`.
  ///   - content: The ticks of a value.
  public init<V>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content
  ) where V == Data.Element, Data.Element == Content.Value {
    body = data.flatMap { content($0).body }
  }

  /// The ticks `content` makes of each identifiable value.
  ///
  /// - Parameters:
  ///   - data: The values.
  ///   - content: The ticks of a value.
  public init<V>(
    _ data: Data, @SliderTickBuilder<V> content: @escaping (Data.Element) -> Content
  ) where ID == V.ID, V: Identifiable, V == Data.Element, Data.Element == Content.Value {
    body = data.flatMap { content($0).body }
  }
}
