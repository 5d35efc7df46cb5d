import Foundation

extension View {
  /// Shows or hides the separators of this list section, like SwiftUI's
  /// `listSectionSeparator(_:edges:)`; recorded.
  ///
  /// - Parameters:
  ///   - visibility: Whether they show.
  ///   - edges: Which separators; accepted.
  /// - Returns: The view.
  nonisolated public func listSectionSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  )
    -> some View
  {
    attributing { $0.listSectionSeparator = visibility }
  }

  /// Tints the separator of this list row; accepted (separators are drawn as rules).
  ///
  /// - Parameters:
  ///   - color: The tint.
  ///   - edges: Which separators.
  /// - Returns: The view.
  nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
    -> some View
  {
    self
  }

  /// Tints the separators of this list section; accepted.
  ///
  /// - Parameters:
  ///   - color: The tint.
  ///   - edges: Which separators.
  /// - Returns: The view.
  nonisolated public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
    -> some View
  {
    self
  }

  /// Sets some insets of this list row; accepted, as `listRowInsets(_:)`.
  ///
  /// - Parameters:
  ///   - edges: The edges.
  ///   - length: The inset.
  /// - Returns: The view.
  nonisolated public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
    self
  }

  /// Sets the space between the rows of lists in this view; accepted (rows are drawn a
  /// rule apart).
  ///
  /// - Parameter spacing: The space.
  /// - Returns: The view.
  nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    self
  }

  /// Sets the space between the sections of lists in this view; accepted.
  ///
  /// - Parameter spacing: The space.
  /// - Returns: The view.
  nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    self
  }

  /// Sets the space between the sections of lists in this view, in points; accepted.
  ///
  /// - Parameter spacing: The space.
  /// - Returns: The view.
  nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    self
  }

  /// Tints the items of this list row; the colour is recorded as the tint.
  ///
  /// - Parameter tint: The tint.
  /// - Returns: The view.
  nonisolated public func listItemTint(_ tint: ListItemTint?) -> some View {
    tinted(tint?.color)
  }

  /// Tints the items of this list row with a fixed colour.
  ///
  /// - Parameter tint: The colour.
  /// - Returns: The view.
  nonisolated public func listItemTint(_ tint: Color?) -> some View {
    tinted(tint)
  }

  /// Sets how prominent the badges in this view are; accepted (badges are drawn as counts).
  ///
  /// - Parameter prominence: The prominence.
  /// - Returns: The view.
  nonisolated public func badgeProminence(_ prominence: BadgeProminence) -> some View {
    self
  }
}

/// The space between the sections of a list, like SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Hashable, Sendable {
  let points: CGFloat?

  /// The platform's spacing.
  public static let `default` = ListSectionSpacing(points: nil)
  /// A tighter spacing.
  public static let compact = ListSectionSpacing(points: 8)

  /// A spacing in points.
  ///
  /// - Parameter spacing: The points.
  /// - Returns: The spacing.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(points: spacing)
  }
}

/// The tint of a list row's items, like SwiftUI's `ListItemTint`.
public struct ListItemTint: Hashable, Sendable {
  let color: Color?

  /// Always `tint`.
  ///
  /// - Parameter tint: The colour.
  /// - Returns: The tint.
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  /// `tint` unless the system overrides it.
  ///
  /// - Parameter tint: The colour.
  /// - Returns: The tint.
  public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  /// No colour of its own: the tint around is kept.
  public static let monochrome = ListItemTint(color: nil)
}

/// How prominent a badge is, like SwiftUI's `BadgeProminence`.
public struct BadgeProminence: Hashable, Sendable {
  let name: String

  /// Less prominent: no platter.
  public static let decreased = BadgeProminence(name: "decreased")
  /// The usual prominence.
  public static let standard = BadgeProminence(name: "standard")
  /// More prominent: a red platter.
  public static let increased = BadgeProminence(name: "increased")
}
