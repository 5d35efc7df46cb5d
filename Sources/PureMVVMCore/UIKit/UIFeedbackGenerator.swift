#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// The base of UIKit's haptic generators, standing in for `UIFeedbackGenerator` where
  /// there is no UIKit, so designs that tap the Taptic Engine compile.
  ///
  /// There is no Taptic Engine here, as on a device without one: generators play nothing.
  /// Each one counts what it was asked to play in ``playedCount``, for a test that builds
  /// the generator itself.
  @MainActor public class UIFeedbackGenerator {
    /// How many times the generator was asked to play.
    public internal(set) var playedCount = 0

    /// A generator.
    public init() {}

    /// Readies the engine to play soon; nothing to ready here.
    public func prepare() {}
  }
#endif
