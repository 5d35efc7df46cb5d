import Foundation

/// Keyframes for the values of a ``KeyframeAnimator``, like SwiftUI's `Keyframes`.
public protocol Keyframes<Value> {
  /// The type of the animated value.
  associatedtype Value
  /// Sets `value` to where the keyframes end.
  ///
  /// - Parameter value: The value, at its initial state.
  func _finish(_ value: inout Value)
}

/// The keyframes of one track, like SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
  /// The type of the track's value.
  associatedtype Value: Animatable
  /// The values the keyframes move to, in order.
  var _targets: [Value] { get }
}

/// Keyframes that move one property of a value, like SwiftUI's `KeyframeTrack`.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes
where Content.Value == Value {
  private let keyPath: WritableKeyPath<Root, Value>
  private let content: Content

  /// A track of one property.
  ///
  /// - Parameters:
  ///   - keyPath: The property.
  ///   - content: Its keyframes.
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    @KeyframeTrackContentBuilder<Value> content: () -> Content
  ) {
    self.keyPath = keyPath
    self.content = content()
  }

  /// A track of the whole value.
  ///
  /// - Parameter content: Its keyframes.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
    keyPath = \.self
    self.content = content()
  }

  /// Sets the property to its last keyframe's value.
  ///
  /// - Parameter value: The value.
  public func _finish(_ value: inout Root) {
    if let last = content._targets.last { value[keyPath: keyPath] = last }
  }
}

/// Keyframes made by a ``KeyframesBuilder``: tracks applied in order.
public struct KeyframeList<Value>: Keyframes {
  let finishers: [(inout Value) -> Void]

  /// Applies every track.
  ///
  /// - Parameter value: The value.
  public func _finish(_ value: inout Value) {
    for finish in finishers { finish(&value) }
  }
}

/// The keyframes of a track made by a ``KeyframeTrackContentBuilder``.
public struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
  /// The values the keyframes move to, in order.
  public let _targets: [Value]
}

/// Builds the tracks of a ``KeyframeAnimator``, like SwiftUI's `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Value> {
  /// A track.
  ///
  /// - Parameter keyframes: The track.
  /// - Returns: The list.
  public static func buildExpression(_ keyframes: some Keyframes<Value>) -> KeyframeList<Value> {
    KeyframeList(finishers: [keyframes._finish])
  }

  /// Keyframes of the whole value.
  ///
  /// - Parameter content: The keyframes.
  /// - Returns: The list.
  public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content)
    -> KeyframeList<Value> where Content.Value == Value
  {
    let track = KeyframeTrack { content }
    return KeyframeList(finishers: [track._finish])
  }

  /// Tracks in order.
  ///
  /// - Parameter lists: The tracks.
  /// - Returns: The list.
  public static func buildBlock(_ lists: KeyframeList<Value>...) -> KeyframeList<Value> {
    KeyframeList(finishers: lists.flatMap(\.finishers))
  }

  /// Tracks of a loop.
  ///
  /// - Parameter lists: The tracks.
  /// - Returns: The list.
  public static func buildArray(_ lists: [KeyframeList<Value>]) -> KeyframeList<Value> {
    KeyframeList(finishers: lists.flatMap(\.finishers))
  }

  /// Tracks of an `if` without `else`.
  ///
  /// - Parameter list: The tracks, if any.
  /// - Returns: The list.
  public static func buildOptional(_ list: KeyframeList<Value>?) -> KeyframeList<Value> {
    list ?? KeyframeList(finishers: [])
  }

  /// Tracks of an `if`'s first branch.
  ///
  /// - Parameter list: The tracks.
  /// - Returns: The list.
  public static func buildEither(first list: KeyframeList<Value>) -> KeyframeList<Value> { list }

  /// Tracks of an `if`'s second branch.
  ///
  /// - Parameter list: The tracks.
  /// - Returns: The list.
  public static func buildEither(second list: KeyframeList<Value>) -> KeyframeList<Value> { list }
}

/// Builds the keyframes of a track, like SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
  /// A keyframe.
  ///
  /// - Parameter content: The keyframe.
  /// - Returns: The sequence.
  public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content)
    -> KeyframeSequence<Value> where Content.Value == Value
  {
    KeyframeSequence(_targets: content._targets)
  }

  /// Keyframes in order.
  ///
  /// - Parameter parts: The keyframes.
  /// - Returns: The sequence.
  public static func buildBlock(_ parts: KeyframeSequence<Value>...) -> KeyframeSequence<Value> {
    KeyframeSequence(_targets: parts.flatMap(\._targets))
  }

  /// Keyframes of a loop.
  ///
  /// - Parameter parts: The keyframes.
  /// - Returns: The sequence.
  public static func buildArray(_ parts: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> {
    KeyframeSequence(_targets: parts.flatMap(\._targets))
  }

  /// Keyframes of an `if` without `else`.
  ///
  /// - Parameter part: The keyframes, if any.
  /// - Returns: The sequence.
  public static func buildOptional(_ part: KeyframeSequence<Value>?) -> KeyframeSequence<Value> {
    part ?? KeyframeSequence(_targets: [])
  }

  /// Keyframes of an `if`'s first branch.
  ///
  /// - Parameter part: The keyframes.
  /// - Returns: The sequence.
  public static func buildEither(first part: KeyframeSequence<Value>) -> KeyframeSequence<Value> {
    part
  }

  /// Keyframes of an `if`'s second branch.
  ///
  /// - Parameter part: The keyframes.
  /// - Returns: The sequence.
  public static func buildEither(second part: KeyframeSequence<Value>) -> KeyframeSequence<Value> {
    part
  }
}
