import Observation

/// A value a view reads from its environment, like SwiftUI's `@Environment`.
///
/// ```swift
/// @Environment(\.locale) private var locale
/// @Environment(\.dismiss) private var dismiss
/// @Environment(Settings.self) private var settings   // an @Observable object
/// ```
///
/// An `@Observable` object read by type must have been put in the environment with
/// `.environment(_:)` by an ancestor; if none was, the view is not shown and its place
/// shows an error naming the type and the fix (SwiftUI crashes instead). Declare the
/// property optional (`Settings?`) to read `nil` when there is none.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(ObjectIdentifier, name: String)
  }

  private let source: Source
  private var cell = EnvironmentCell<Value>()

  /// Reads the environment value at `keyPath`.
  ///
  /// - Parameter keyPath: The value, for example `\.locale`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
  }

  /// Reads the `@Observable` object of type `objectType` from the environment.
  ///
  /// - Parameter objectType: The object's type.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    source = .object(ObjectIdentifier(objectType), name: "\(objectType)")
  }

  /// Reads the `@Observable` object of type `objectType` from the environment, or `nil`.
  ///
  /// - Parameter objectType: The object's type.
  public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
    source = .object(ObjectIdentifier(objectType), name: "\(objectType)")
  }

  /// The value from the view's environment.
  ///
  /// Read outside a host, a key path gives its default; reading an object is a
  /// programming error that stops the program with a message, as in SwiftUI.
  public var wrappedValue: Value {
    if let value = cell.value { return value }
    switch source {
    case .keyPath(let keyPath): return EnvironmentValues()[keyPath: keyPath]
    case .object(_, let name):
      preconditionFailure("@Environment(\(name).self) was read before a host resolved the view")
    }
  }
}

extension Environment: InstalledProperty {
  func unlinkedCopy() -> Environment {
    var copy = self
    copy.cell = EnvironmentCell()
    return copy
  }

  func install(slot: Int, in context: ResolveContext) -> String? {
    switch source {
    case .keyPath(let keyPath):
      cell.value = context.environment[keyPath: keyPath]
    case .object(let id, let name):
      // A missing object casts to `nil` when `Value` is optional, and fails otherwise.
      if let value = context.environment.objects[id] as? Value {
        cell.value = value
      } else {
        return "No \(name) in the environment: add .environment(\(name)(…)) above the view "
          + "that reads it."
      }
    }
    return nil
  }
}
