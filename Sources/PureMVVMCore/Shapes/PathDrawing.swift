/// A path as renderers draw it: its paint and outline when they are its own (a
/// `Canvas`'s), else those of the element's attributes.
package struct PathDrawing {
  /// The path, in the element's frame.
  package var path: Path
  /// What fills it; `nil` for the element's foreground (or nothing, when stroked).
  package var fill: Paint?
  /// How it is outlined; `nil` for the element's border.
  package var stroke: Border?
  /// The part of its length drawn, 0 to 1 at each end, when trimmed.
  package var trim: (from: Double, to: Double)?

  package init(
    path: Path, fill: Paint? = nil, stroke: Border? = nil, trim: (from: Double, to: Double)? = nil
  ) {
    self.path = path
    self.fill = fill
    self.stroke = stroke
    self.trim = trim
  }
}
