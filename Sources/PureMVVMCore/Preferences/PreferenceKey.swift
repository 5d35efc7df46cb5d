/// A value views pass up to their ancestors, like SwiftUI's `PreferenceKey`.
///
/// A view sets it with `.preference(key:value:)`; an ancestor reads the values of its
/// subtree, combined by ``reduce(value:nextValue:)`` in the order of the code, with
/// `.onPreferenceChange`, `.overlayPreferenceValue` or `.backgroundPreferenceValue`.
public protocol PreferenceKey {
  /// The value's type.
  associatedtype Value

  /// The value of a subtree where no view sets one.
  static var defaultValue: Value { get }

  /// Combines the value so far with the next view's.
  ///
  /// - Parameters:
  ///   - value: The value so far.
  ///   - nextValue: The next view's value.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  /// `nil`.
  public static var defaultValue: Value { nil }
}
