/// How SF Symbols are drawn: in a shape, filled, slashed, like SwiftUI's `SymbolVariants`.
///
/// `.symbolVariant(.circle.fill)` makes `Image(systemName: "person")` below draw
/// `person.circle.fill`.
public struct SymbolVariants: Hashable, Sendable {
  private var shape: String?
  private var isFilled = false
  private var isSlashed = false

  /// No variant.
  public static let none = SymbolVariants()
  /// In a circle.
  public static let circle = SymbolVariants(shape: "circle")
  /// In a square.
  public static let square = SymbolVariants(shape: "square")
  /// In a rectangle.
  public static let rectangle = SymbolVariants(shape: "rectangle")
  /// Filled.
  public static let fill = SymbolVariants(isFilled: true)
  /// Slashed.
  public static let slash = SymbolVariants(isSlashed: true)

  /// These variants, in a circle.
  public var circle: SymbolVariants { with { $0.shape = "circle" } }
  /// These variants, in a square.
  public var square: SymbolVariants { with { $0.shape = "square" } }
  /// These variants, in a rectangle.
  public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
  /// These variants, filled.
  public var fill: SymbolVariants { with { $0.isFilled = true } }
  /// These variants, slashed.
  public var slash: SymbolVariants { with { $0.isSlashed = true } }

  /// Whether these variants include all of `other`'s.
  ///
  /// - Parameter other: The variants.
  /// - Returns: Whether each of them is here.
  public func contains(_ other: SymbolVariants) -> Bool {
    (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
      && (!other.isSlashed || isSlashed)
  }

  /// The symbol `name` in these variants: `person` becomes `person.slash.circle.fill`;
  /// suffixes the name already has are not added twice.
  func applied(to name: String) -> String {
    var result = name
    let suffixes = [isSlashed ? "slash" : nil, shape, isFilled ? "fill" : nil].compactMap { $0 }
    for suffix in suffixes where !result.split(separator: ".").contains(Substring(suffix)) {
      result += ".\(suffix)"
    }
    return result
  }

  private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
    var copy = self
    change(&copy)
    return copy
  }
}

extension EnvironmentValues {
  /// The variants SF Symbols below are drawn in, as `.symbolVariant(_:)` sets them.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
}

private enum SymbolVariantsKey: EnvironmentKey {
  static let defaultValue = SymbolVariants.none
}

extension View {
  /// Draws the SF Symbols below in `variant`, like SwiftUI's `symbolVariant(_:)`; variants
  /// set inside add to these.
  ///
  /// - Parameter variant: The variants.
  /// - Returns: The view.
  nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
    transformEnvironment(\.symbolVariants) { $0 = $0.merged(with: variant) }
  }
}

extension SymbolVariants {
  /// These variants with `other`'s added (its shape, when it has one).
  fileprivate func merged(with other: SymbolVariants) -> SymbolVariants {
    with { merged in
      merged.shape = other.shape ?? shape
      merged.isFilled = isFilled || other.isFilled
      merged.isSlashed = isSlashed || other.isSlashed
    }
  }
}
