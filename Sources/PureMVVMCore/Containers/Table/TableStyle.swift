/// A look for tables, like SwiftUI's `TableStyle`: its body is the whole table.
///
/// As in SwiftUI, the configuration shows a style nothing of the table, so a style of your
/// own can only replace it; the built-in styles (``automatic``, ``inset``, ``bordered``)
/// draw the table's grid, with rows that alternate their backgrounds or not.
@MainActor @preconcurrency
public protocol TableStyle {
  /// The view ``makeBody(configuration:)`` returns.
  associatedtype Body: View
  /// The table as the style sees it.
  typealias Configuration = TableStyleConfiguration

  /// The table's look.
  ///
  /// - Parameter configuration: The table.
  /// - Returns: The view drawn for the table.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``TableStyle`` makes its body from, like SwiftUI's `TableStyleConfiguration`,
/// which has no members a style of your own can use.
public nonisolated struct TableStyleConfiguration {
  /// The table's grid, every other row with a background or not.
  let grid: (_ alternatesRowBackgrounds: Bool) -> AnyView
}

/// The default look for tables: the grid, every row with the same background.
public nonisolated struct AutomaticTableStyle: TableStyle {
  /// Creates the style.
  public init() {}

  /// The table's grid.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.grid(false)
  }
}

/// Tables with their content inset from their edges, like SwiftUI's `InsetTableStyle`.
public nonisolated struct InsetTableStyle: TableStyle {
  private let alternatesRowBackgrounds: Bool

  /// Creates the style, every other row with a different background.
  public init() {
    self.init(alternatesRowBackgrounds: true)
  }

  /// Creates the style.
  ///
  /// - Parameter alternatesRowBackgrounds: Whether every other row has a different
  ///   background.
  public init(alternatesRowBackgrounds: Bool) {
    self.alternatesRowBackgrounds = alternatesRowBackgrounds
  }

  /// The table's grid, padded.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.grid(alternatesRowBackgrounds).padding(.horizontal)
  }
}

/// Tables in a border, like macOS's `BorderedTableStyle`.
public nonisolated struct BorderedTableStyle: TableStyle {
  private let alternatesRowBackgrounds: Bool

  /// Creates the style, every other row with a different background.
  public init() {
    self.init(alternatesRowBackgrounds: true)
  }

  /// Creates the style.
  ///
  /// - Parameter alternatesRowBackgrounds: Whether every other row has a different
  ///   background.
  public init(alternatesRowBackgrounds: Bool) {
    self.alternatesRowBackgrounds = alternatesRowBackgrounds
  }

  /// The table's grid in a border.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.grid(alternatesRowBackgrounds).border(.separator)
  }
}

extension TableStyle where Self == AutomaticTableStyle {
  /// The default look.
  nonisolated public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
  /// Content inset from the table's edges, every other row with a different background.
  nonisolated public static var inset: InsetTableStyle { InsetTableStyle() }

  /// Content inset from the table's edges.
  ///
  /// - Parameter alternatesRowBackgrounds: Whether every other row has a different
  ///   background.
  /// - Returns: The style.
  nonisolated public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle {
    InsetTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
  }
}

extension TableStyle where Self == BorderedTableStyle {
  /// The table in a border, every other row with a different background.
  nonisolated public static var bordered: BorderedTableStyle { BorderedTableStyle() }

  /// The table in a border.
  ///
  /// - Parameter alternatesRowBackgrounds: Whether every other row has a different
  ///   background.
  /// - Returns: The style.
  nonisolated public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle {
    BorderedTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
  }
}

extension View {
  /// Sets the style of the tables below.
  ///
  /// - Parameter style: `.automatic`, `.inset`, `.bordered` or a style of your own.
  /// - Returns: The view.
  nonisolated public func tableStyle<S: TableStyle>(_ style: S) -> some View {
    pushingStyle(AnyStyle(style) { $0.makeBody(configuration: $1) })
  }
}

/// A table's body: the body the table style in effect makes.
nonisolated struct TableStyledBody: View {
  let configuration: TableStyleConfiguration

  @MainActor func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    context.resolveStyledBody(configuration, fallback: defaultTableStyle, into: &elements)
  }
}

/// The style of a table no `.tableStyle(_:)` reaches, erased once.
@MainActor private let defaultTableStyle = AnyStyle(AutomaticTableStyle()) {
  $0.makeBody(configuration: $1)
}
