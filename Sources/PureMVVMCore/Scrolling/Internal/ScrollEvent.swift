/// What `.onScrollPhaseChange` watches: how often the rows scrolled, whether the last
/// scroll was the host's, and the geometry then.
struct ScrollEvent: Equatable {
  let scrolls: Int
  let byHost: Bool
  let geometry: ScrollGeometry

  /// The phase a scroll goes through: a user's drag, or the design's own scroll.
  var movingPhase: ScrollPhase { byHost ? .interacting : .animating }
}
