/// Builds a slider's ticks from a block, like SwiftUI's `SliderTickBuilder` (iOS 26):
/// ticks, `SliderTickContentForEach`, `if`, `if`–`else` and `for` loops.
@resultBuilder
public enum SliderTickBuilder<V: BinaryFloatingPoint> {
  /// The ticks of a block.
  public typealias Ticks = TupleSliderTickContent<V, [SliderTick<V>]>

  /// The ticks of one statement.
  public static func buildExpression<C: SliderTickContent>(_ content: C) -> Ticks
  where C.Value == V {
    Ticks(value: Array(content.body))
  }

  /// No ticks.
  public static func buildBlock() -> Ticks {
    Ticks(value: [])
  }

  /// The ticks of a block's first statement.
  public static func buildPartialBlock(first: Ticks) -> Ticks {
    first
  }

  /// The ticks so far, then the next statement's.
  public static func buildPartialBlock(accumulated: Ticks, next: Ticks) -> Ticks {
    Ticks(value: accumulated.value + next.value)
  }

  /// The ticks of an `if` without `else`: none when its condition is false.
  public static func buildOptional(_ ticks: Ticks?) -> Ticks {
    ticks ?? Ticks(value: [])
  }

  /// The ticks of an `if` branch.
  public static func buildEither(first ticks: Ticks) -> Ticks {
    ticks
  }

  /// The ticks of an `else` branch.
  public static func buildEither(second ticks: Ticks) -> Ticks {
    ticks
  }

  /// The ticks of every pass of a `for` loop.
  public static func buildArray(_ ticks: [Ticks]) -> Ticks {
    Ticks(value: ticks.flatMap(\.value))
  }
}
