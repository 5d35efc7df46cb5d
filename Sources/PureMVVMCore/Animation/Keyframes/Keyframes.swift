import Foundation

/// Keyframes for the values of a ``KeyframeAnimator``, like SwiftUI's `Keyframes`.
///
/// Declare keyframes of your own by composing others in `body`, as in SwiftUI.
public protocol Keyframes<Value> {
  /// The type of the animated value.
  associatedtype Value = Body.Value
  /// The type of the keyframes this type is made of.
  associatedtype Body: Keyframes
  /// The keyframes this type is made of.
  @KeyframesBuilder<Value> var body: Body { get }
  /// Seconds from the start to the end of the longest track.
  var _duration: TimeInterval { get }
  /// Sets `value` to where the keyframes end.
  ///
  /// - Parameter value: The value, at its initial state.
  func _finish(_ value: inout Value)
  /// Sets what the keyframes move in `value` to where they are `time` seconds after they
  /// start from `initial`.
  ///
  /// - Parameters:
  ///   - value: The value, which other tracks may have moved already.
  ///   - initial: The value the keyframes start from.
  ///   - time: Seconds since the start.
  @MainActor func _apply(_ value: inout Value, from initial: Value, at time: TimeInterval)
}

extension Keyframes where Body.Value == Value {
  /// The duration of the keyframes in `body`.
  public var _duration: TimeInterval { body._duration }

  /// Finishes the keyframes in `body`.
  ///
  /// - Parameter value: The value.
  public func _finish(_ value: inout Value) { body._finish(&value) }

  /// Moves the keyframes in `body` to `time`.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - initial: The value the keyframes start from.
  ///   - time: Seconds since the start.
  @MainActor public func _apply(_ value: inout Value, from initial: Value, at time: TimeInterval) {
    body._apply(&value, from: initial, at: time)
  }
}

/// The keyframes of one track, like SwiftUI's `KeyframeTrackContent`.
///
/// Declare track content of your own by composing keyframes in `body`, as in SwiftUI.
public protocol KeyframeTrackContent<Value> {
  /// The type of the track's value.
  associatedtype Value: Animatable = Body.Value
  /// The type of the content this type is made of.
  associatedtype Body: KeyframeTrackContent
  /// The keyframes this type is made of.
  @KeyframeTrackContentBuilder<Value> var body: Body { get }
  /// The keyframes, in order.
  var _keyframes: [_Keyframe<Value>] { get }
}

extension KeyframeTrackContent where Body.Value == Value {
  /// The keyframes of `body`, in order.
  public var _keyframes: [_Keyframe<Value>] { body._keyframes }
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

  /// The track itself.
  public var body: Self { return self }

  /// A track of the whole value.
  ///
  /// - Parameter content: Its keyframes.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
    keyPath = \.self
    self.content = content()
  }

  /// The sum of the keyframes' durations.
  public var _duration: TimeInterval {
    content._keyframes.reduce(0) { $0 + $1.duration }
  }

  /// Sets the property to its last keyframe's value.
  ///
  /// - Parameter value: The value.
  public func _finish(_ value: inout Root) {
    if let last = content._keyframes.last { value[keyPath: keyPath] = last.target }
  }

  /// Sets the property to where its keyframes are `time` seconds after they start from
  /// the property's initial value.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - initial: The value the keyframes start from.
  ///   - time: Seconds since the start.
  @MainActor public func _apply(_ value: inout Root, from initial: Root, at time: TimeInterval) {
    let path = KeyframeTrackPath(keyframes: content._keyframes)
    value[keyPath: keyPath] = path.value(from: initial[keyPath: keyPath], at: time)
  }
}

/// Keyframes made by a ``KeyframesBuilder``: tracks applied in order.
public struct KeyframeList<Value>: Keyframes {
  let tracks: [any Keyframes<Value>]

  init(tracks: [any Keyframes<Value>]) {
    self.tracks = tracks
  }

  /// The tracks of `lists` in order, keyframes written outside a track joining those
  /// written just before them.
  init(joining lists: [Self]) {
    var tracks: [any Keyframes<Value>] = []
    var run: [any Keyframes<Value>] = []
    for track in lists.flatMap(\.tracks) {
      if let first = run.first as? any KeyframeJoining<Value>, !first.joins(track) {
        tracks.append(first.joined(with: run))
        run = []
      }
      if run.isEmpty, !(track is any KeyframeJoining<Value>) {
        tracks.append(track)
      } else {
        run.append(track)
      }
    }
    if let first = run.first as? any KeyframeJoining<Value> {
      tracks.append(first.joined(with: run))
    }
    self.tracks = tracks
  }

  /// The list itself.
  public var body: Self { return self }

  /// The longest track's duration.
  public var _duration: TimeInterval {
    tracks.map(\._duration).max() ?? 0
  }

  /// Finishes every track.
  ///
  /// - Parameter value: The value.
  public func _finish(_ value: inout Value) {
    for track in tracks { track._finish(&value) }
  }

  /// Moves every track to `time`, each from its property's initial value.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - initial: The value the keyframes start from.
  ///   - time: Seconds since the start.
  @MainActor public func _apply(_ value: inout Value, from initial: Value, at time: TimeInterval) {
    for track in tracks { track._apply(&value, from: initial, at: time) }
  }
}

/// The keyframes of a track made by a ``KeyframeTrackContentBuilder``.
public struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
  /// The keyframes, in order.
  public let _keyframes: [_Keyframe<Value>]

  /// The sequence itself.
  public var body: Self { return self }
}

/// Builds the tracks of a ``KeyframeAnimator``, like SwiftUI's `KeyframesBuilder`.
@resultBuilder
public enum KeyframesBuilder<Value> {
  /// A track.
  ///
  /// - Parameter keyframes: The track.
  /// - Returns: The list.
  public static func buildExpression(_ keyframes: some Keyframes<Value>) -> KeyframeList<Value> {
    KeyframeList(tracks: [keyframes])
  }

  /// Keyframes of the whole value.
  ///
  /// - Parameter content: The keyframes.
  /// - Returns: The list.
  public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content)
    -> KeyframeList<Value> where Content.Value == Value
  {
    KeyframeList(tracks: [LooseKeyframes(keyframes: content._keyframes)])
  }

  /// Tracks in order; keyframes written outside a track, in a loop or a branch too, join
  /// those written just before them.
  ///
  /// - Parameter lists: The tracks.
  /// - Returns: The list.
  public static func buildBlock(_ lists: KeyframeList<Value>...) -> KeyframeList<Value> {
    KeyframeList(joining: lists)
  }

  /// Tracks of a loop.
  ///
  /// - Parameter lists: The tracks.
  /// - Returns: The list.
  public static func buildArray(_ lists: [KeyframeList<Value>]) -> KeyframeList<Value> {
    KeyframeList(tracks: lists.flatMap(\.tracks))
  }

  /// Tracks of an `if` without `else`.
  ///
  /// - Parameter list: The tracks, if any.
  /// - Returns: The list.
  public static func buildOptional(_ list: KeyframeList<Value>?) -> KeyframeList<Value> {
    list ?? KeyframeList(tracks: [])
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
    KeyframeSequence(_keyframes: content._keyframes)
  }

  /// Keyframes in order.
  ///
  /// - Parameter parts: The keyframes.
  /// - Returns: The sequence.
  public static func buildBlock(_ parts: KeyframeSequence<Value>...) -> KeyframeSequence<Value> {
    KeyframeSequence(_keyframes: parts.flatMap(\._keyframes))
  }

  /// Keyframes of a loop.
  ///
  /// - Parameter parts: The keyframes.
  /// - Returns: The sequence.
  public static func buildArray(_ parts: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> {
    KeyframeSequence(_keyframes: parts.flatMap(\._keyframes))
  }

  /// Keyframes of an `if` without `else`.
  ///
  /// - Parameter part: The keyframes, if any.
  /// - Returns: The sequence.
  public static func buildOptional(_ part: KeyframeSequence<Value>?) -> KeyframeSequence<Value> {
    part ?? KeyframeSequence(_keyframes: [])
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
