/// A built-in look for lists, like SwiftUI's `ListStyle`.
///
/// As in SwiftUI, the family is closed: a type of your own conforms only by implementing
/// the underscored requirement, which SwiftUI does not offer; use the built-in styles.
/// Elements record the look in `attributes.listStyle`; the renderers draw it.
public protocol ListStyle: Sendable {
  /// The look, as elements record it.
  var _look: ListLook { get }
}

/// The look a list style records.
public enum ListLook: String, Sendable, Equatable {
  /// `.automatic`: the default look.
  case automatic
  /// `.plain`: plain rows.
  case plain
  /// `.grouped`: grouped sections.
  case grouped
  /// `.insetGrouped`: grouped sections, inset.
  case insetGrouped
  /// `.inset`: rows inset.
  case inset
  /// `.sidebar`: a sidebar.
  case sidebar
  /// macOS's `.bordered`: rows in a border.
  case bordered
  /// macOS's `.bordered(alternatesRowBackgrounds: true)`: bordered, rows striped.
  case borderedStriped
  /// macOS's `.inset(alternatesRowBackgrounds: true)`: rows inset and striped.
  case insetStriped
}

/// The `.automatic` look for lists.
public struct DefaultListStyle: ListStyle {
  /// Creates the style.
  public init() {}

  /// ``ListLook/automatic``.
  public var _look: ListLook { .automatic }
}

extension ListStyle where Self == DefaultListStyle {
  /// The default look.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// The `.plain` look for lists.
public struct PlainListStyle: ListStyle {
  /// Creates the style.
  public init() {}

  /// ``ListLook/plain``.
  public var _look: ListLook { .plain }
}

extension ListStyle where Self == PlainListStyle {
  /// Plain rows.
  public static var plain: PlainListStyle { PlainListStyle() }
}

/// The `.carousel` look for lists on watchOS, like SwiftUI's `CarouselListStyle`: rows
/// one under another, drawn plain here.
public struct CarouselListStyle: ListStyle {
  /// Creates the style.
  public init() {}

  /// ``ListLook/plain``.
  public var _look: ListLook { .plain }
}

extension ListStyle where Self == CarouselListStyle {
  /// Rows that scale as they scroll through the middle of a watch's screen.
  public static var carousel: CarouselListStyle { CarouselListStyle() }
}

/// The `.grouped` look for lists.
public struct GroupedListStyle: ListStyle {
  /// Creates the style.
  public init() {}

  /// ``ListLook/grouped``.
  public var _look: ListLook { .grouped }
}

extension ListStyle where Self == GroupedListStyle {
  /// Grouped sections.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

/// The `.insetGrouped` look for lists.
public struct InsetGroupedListStyle: ListStyle {
  /// Creates the style.
  public init() {}

  /// ``ListLook/insetGrouped``.
  public var _look: ListLook { .insetGrouped }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Grouped sections, inset.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// The `.inset` look for lists.
public struct InsetListStyle: ListStyle {
  /// Whether every other row has a different background, as macOS can draw them.
  public let alternatesRowBackgrounds: Bool

  /// Creates the style.
  public init() {
    self.init(alternatesRowBackgrounds: false)
  }

  /// Creates the style, striping the rows or not, as macOS's does.
  ///
  /// - Parameter alternatesRowBackgrounds: Whether every other row has a different
  ///   background.
  public init(alternatesRowBackgrounds: Bool) {
    self.alternatesRowBackgrounds = alternatesRowBackgrounds
  }

  /// ``ListLook/inset``, or ``ListLook/insetStriped`` when the rows alternate.
  public var _look: ListLook { alternatesRowBackgrounds ? .insetStriped : .inset }
}

extension ListStyle where Self == InsetListStyle {
  /// Rows inset.
  public static var inset: InsetListStyle { InsetListStyle() }

  /// Rows inset, every other row striped or not, as macOS draws them.
  ///
  /// - Parameter alternatesRowBackgrounds: Whether every other row has a different
  ///   background.
  /// - Returns: The style.
  public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle {
    InsetListStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
  }
}

/// The `.sidebar` look for lists.
public struct SidebarListStyle: ListStyle {
  /// Creates the style.
  public init() {}

  /// ``ListLook/sidebar``.
  public var _look: ListLook { .sidebar }
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// macOS's `.bordered` look for lists.
public struct BorderedListStyle: ListStyle {
  /// Whether every other row has a different background.
  public let alternatesRowBackgrounds: Bool

  /// Creates the style.
  public init() {
    self.init(alternatesRowBackgrounds: false)
  }

  /// Creates the style, striping the rows or not.
  ///
  /// - Parameter alternatesRowBackgrounds: Whether every other row has a different
  ///   background.
  public init(alternatesRowBackgrounds: Bool) {
    self.alternatesRowBackgrounds = alternatesRowBackgrounds
  }

  /// ``ListLook/bordered``, or ``ListLook/borderedStriped`` when the rows alternate.
  public var _look: ListLook { alternatesRowBackgrounds ? .borderedStriped : .bordered }
}

extension ListStyle where Self == BorderedListStyle {
  /// Rows in a border.
  public static var bordered: BorderedListStyle { BorderedListStyle() }

  /// Rows in a border, every other row striped or not.
  ///
  /// - Parameter alternatesRowBackgrounds: Whether every other row has a different
  ///   background.
  /// - Returns: The style.
  public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle {
    BorderedListStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
  }
}

extension View {
  /// Sets the look of lists below, in this view and every container inside it.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view.
  nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
    let look = style._look
    return inheriting { $0.listStyle = look }
  }
}
