import Foundation

/// A height a sheet rests at, like SwiftUI's `PresentationDetent`: given to
/// `.presentationDetents(_:)` on the sheet's content.
///
/// Out-of-range values are made safe when created: a fraction is clamped to 0…1 (NaN
/// counts as the large detent), a height to 0…1,000,000 points (NaN or infinite counts as
/// the large detent).
public struct PresentationDetent: Hashable, Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case medium
    case large
    case fraction(CGFloat)
    case height(CGFloat)
    case custom(String)
  }

  let kind: Kind

  /// About half the screen.
  public static let medium = PresentationDetent(kind: .medium)
  /// The whole sheet.
  public static let large = PresentationDetent(kind: .large)

  /// A fraction of the whole sheet's height.
  ///
  /// - Parameter fraction: From 0 to 1; clamped into that range (NaN counts as 1).
  /// - Returns: The detent.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    guard !fraction.isNaN else { return .large }
    return PresentationDetent(kind: .fraction(min(max(fraction, 0), 1)))
  }

  /// A height in points.
  ///
  /// - Parameter height: The height; clamped to 0…1,000,000, NaN or infinite counts as
  ///   `.large`.
  /// - Returns: The detent.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    guard height.isFinite else { return .large }
    return PresentationDetent(kind: .height(min(max(height, 0), 1_000_000)))
  }

  /// A detent whose height a type computes; recorded by its type's name (the computation
  /// is not run: sheets are not measured).
  ///
  /// - Parameter type: The type.
  /// - Returns: The detent.
  public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
    PresentationDetent(kind: .custom(String(describing: type)))
  }

  /// The detent as drawn: `medium`, `large`, `40%`, `200 pt` or the custom type's name.
  public var description: String {
    switch kind {
    case .medium: "medium"
    case .large: "large"
    case .fraction(let fraction): "\(Int((fraction * 100).rounded()))%"
    case .height(let height): "\(Int(height.rounded())) pt"
    case .custom(let name): name
    }
  }

  /// What a custom detent's height is computed from, like SwiftUI's
  /// `PresentationDetent.Context`.
  @dynamicMemberLookup
  public struct Context {
    /// The height of the largest detent.
    public let maxDetentValue: CGFloat
    let environment: EnvironmentValues

    /// A value of the environment the sheet is in.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
      environment[keyPath: keyPath]
    }
  }
}

/// A type that computes a sheet's height, like SwiftUI's `CustomPresentationDetent`.
public protocol CustomPresentationDetent {
  /// The height of the detent, or `nil` to leave it out.
  ///
  /// - Parameter context: What the height is computed from.
  /// - Returns: The height.
  static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
  /// What the height is computed from.
  public typealias Context = PresentationDetent.Context
}
