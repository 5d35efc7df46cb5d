import Foundation

/// One subview of a custom layout, like SwiftUI's `LayoutSubview`: a layout measures it
/// and places it.
///
/// The text renderer measures a subview in its own grid: 8 points a column, 16 a line.
public struct LayoutSubview: Equatable {
  let pass: LayoutPass
  let index: Int

  /// The subview's size for a proposal.
  ///
  /// - Parameter proposal: The proposed size.
  /// - Returns: The size, in points.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    pass.size(of: index, for: proposal)
  }

  /// The subview's size and alignment guides for a proposal.
  ///
  /// - Parameter proposal: The proposed size.
  /// - Returns: The dimensions.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = sizeThatFits(proposal)
    return pass.elements[index].dimensions(width: size.width, height: size.height)
  }

  /// The subview's layout priority (`.layoutPriority(_:)`), 0 by default.
  public var priority: Double {
    pass.elements[index].attributes.layoutPriority ?? 0
  }

  /// The space the subview prefers around it: the default, 8 points a side.
  public var spacing: ViewSpacing { ViewSpacing() }

  /// The value the subview gives for `key`, or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    pass.elements[index].handlers?.layoutValues[ObjectIdentifier(key)] as? K.Value
      ?? K.defaultValue
  }

  /// The values the subview set with `.containerValue(_:_:)` for its container.
  public var containerValues: ContainerValues {
    pass.elements[index].handlers?.containerValues ?? ContainerValues()
  }

  /// Places the subview.
  ///
  /// A subview that is never placed sits at the centre of the layout's bounds. The text
  /// renderer draws a NaN coordinate as 0 and bounds the others to 1,000 columns or
  /// lines.
  ///
  /// - Parameters:
  ///   - position: Where the anchor goes, in the layout's coordinates.
  ///   - anchor: Which point of the subview goes there.
  ///   - proposal: The size proposed to the subview.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    pass.place(index, at: position, anchor: anchor, proposal: proposal)
  }

  /// Whether two subviews are the same subview of the same pass.
  ///
  /// - Parameters:
  ///   - lhs: A subview.
  ///   - rhs: Another.
  /// - Returns: Whether they are the same.
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.pass === rhs.pass && lhs.index == rhs.index
  }
}
