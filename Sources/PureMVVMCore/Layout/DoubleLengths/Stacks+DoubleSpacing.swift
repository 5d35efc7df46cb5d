import Foundation

// Spacings and least lengths given as `Double?`: see `View+DoubleLengths.swift`.

extension HStack {
  /// Creates the stack with a spacing given as an optional `Double`.
  ///
  /// - Parameters:
  ///   - alignment: How children line up vertically.
  ///   - spacing: Space between children, in points.
  ///   - content: The children.
  @_disfavoredOverload
  public init(
    alignment: VerticalAlignment = .center, spacing: Double?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(alignment: alignment, spacing: spacing.map { CGFloat($0) }, content: content)
  }
}

extension VStack {
  /// Creates the stack with a spacing given as an optional `Double`.
  ///
  /// - Parameters:
  ///   - alignment: How children line up horizontally.
  ///   - spacing: Space between children, in points.
  ///   - content: The children.
  @_disfavoredOverload
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(alignment: alignment, spacing: spacing.map { CGFloat($0) }, content: content)
  }
}

extension LazyHStack {
  /// Creates the stack with a spacing given as an optional `Double`.
  ///
  /// - Parameters:
  ///   - alignment: How children line up vertically.
  ///   - spacing: Space between children, in points.
  ///   - pinnedViews: Accepted.
  ///   - content: The children.
  @_disfavoredOverload
  public init(
    alignment: VerticalAlignment = .center, spacing: Double?,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.init(
      alignment: alignment, spacing: spacing.map { CGFloat($0) }, pinnedViews: pinnedViews,
      content: content)
  }
}

extension LazyVStack {
  /// Creates the stack with a spacing given as an optional `Double`.
  ///
  /// - Parameters:
  ///   - alignment: How children line up horizontally.
  ///   - spacing: Space between children, in points.
  ///   - pinnedViews: Accepted.
  ///   - content: The children.
  @_disfavoredOverload
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double?,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.init(
      alignment: alignment, spacing: spacing.map { CGFloat($0) }, pinnedViews: pinnedViews,
      content: content)
  }
}

extension LazyVGrid {
  /// Creates the grid with a spacing given as an optional `Double`.
  ///
  /// - Parameters:
  ///   - columns: The columns.
  ///   - alignment: How cells line up.
  ///   - spacing: Space between rows, in points.
  ///   - pinnedViews: Accepted.
  ///   - content: The cells.
  @_disfavoredOverload
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double?,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.init(
      columns: columns, alignment: alignment, spacing: spacing.map { CGFloat($0) },
      pinnedViews: pinnedViews, content: content)
  }
}

extension LazyHGrid {
  /// Creates the grid with a spacing given as an optional `Double`.
  ///
  /// - Parameters:
  ///   - rows: The rows.
  ///   - alignment: How cells line up.
  ///   - spacing: Space between columns, in points.
  ///   - pinnedViews: Accepted.
  ///   - content: The cells.
  @_disfavoredOverload
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double?,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.init(
      rows: rows, alignment: alignment, spacing: spacing.map { CGFloat($0) },
      pinnedViews: pinnedViews, content: content)
  }
}

extension Spacer {
  /// Creates a spacer whose least length is an optional `Double`.
  ///
  /// - Parameter minLength: The least length, in points.
  @_disfavoredOverload
  public init(minLength: Double?) {
    self.init(minLength: minLength.map { CGFloat($0) })
  }
}

extension GridItem {
  /// Creates a grid item whose spacing is an optional `Double`.
  ///
  /// - Parameters:
  ///   - size: How wide the column (or tall the row) is.
  ///   - spacing: Space after it, in points.
  ///   - alignment: How its cells line up.
  @_disfavoredOverload
  public init(_ size: Size = .flexible(), spacing: Double?, alignment: Alignment? = nil) {
    self.init(size, spacing: spacing.map { CGFloat($0) }, alignment: alignment)
  }
}

extension Grid {
  /// Creates the grid with spacings given as optional `Double`s.
  ///
  /// - Parameters:
  ///   - alignment: How cells line up.
  ///   - horizontalSpacing: Space between columns, in points.
  ///   - verticalSpacing: Space between rows, in points.
  ///   - content: The rows.
  @_disfavoredOverload
  public init(
    alignment: Alignment = .center, horizontalSpacing: Double?, verticalSpacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      alignment: alignment, horizontalSpacing: horizontalSpacing.map { CGFloat($0) },
      verticalSpacing: verticalSpacing.map { CGFloat($0) }, content: content)
  }
}
