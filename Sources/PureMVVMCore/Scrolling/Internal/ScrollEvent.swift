/// What `.onScrollPhaseChange` watches: how often the host scrolled, and the geometry then.
struct ScrollEvent: Equatable {
  let scrolls: Int
  let geometry: ScrollGeometry
}
