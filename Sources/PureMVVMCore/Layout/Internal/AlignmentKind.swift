import Foundation

/// What `HorizontalAlignment` and `VerticalAlignment` share: they are made from an
/// ``AlignmentID``, and equal when made from the same one.
package protocol AlignmentKind: Hashable {
  /// The kind of guide.
  var id: any AlignmentID.Type { get }
}

extension AlignmentKind {
  /// Whether two alignments are made from the same kind of guide.
  ///
  /// - Parameters:
  ///   - lhs: One alignment.
  ///   - rhs: Another.
  /// - Returns: Whether they are the same.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
  }

  /// Hashes the kind of guide.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(id))
  }

  /// Where the guide lies in a view by default, as a fraction of its length along the
  /// guide's axis (0 for the leading edge or top, 1 for the other), so renderers can
  /// place by custom guides.
  package var defaultFraction: CGFloat {
    let fraction = id.defaultValue(in: ViewDimensions(width: 1_000, height: 1_000)) / 1_000
    return fraction.isFinite ? min(max(fraction, 0), 1) : 0
  }
}
