import PureMVVMCore
import PureMVVMRendering

extension PreviewLayout {
  /// The columns a text rendering `width` columns wide gives a preview laid out this way:
  /// a fixed layout its width (8 points a column), size-that-fits the natural width of
  /// `elements`, the device the whole width.
  func columns(within width: Int, for elements: [Element]) -> Int {
    switch self {
    case .device: width
    case .sizeThatFits: TextRenderer(width: width).fittingWidth(of: elements)
    case .fixed(let points, _):
      points.isFinite ? min(max(Int(points / 8), 1), max(width, 1)) : width
    }
  }
}
