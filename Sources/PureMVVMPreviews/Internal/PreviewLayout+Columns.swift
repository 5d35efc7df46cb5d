extension PreviewLayout {
  /// The columns a text rendering `width` columns wide gives a preview laid out this way:
  /// a fixed layout its width (8 points a column), the others the whole width.
  func columns(within width: Int) -> Int {
    switch self {
    case .device, .sizeThatFits: width
    case .fixed(let points, _):
      points.isFinite ? min(max(Int(points / 8), 1), max(width, 1)) : width
    }
  }
}
