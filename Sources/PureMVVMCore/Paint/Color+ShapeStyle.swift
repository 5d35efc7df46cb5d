extension Color: ShapeStyle {
  /// The colour.
  public var _paint: Paint { .color(self) }
}
