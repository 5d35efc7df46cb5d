import Foundation
import PureMVVMCore

/// A device setting a host changes by name, as the console's `env` command and the
/// previews command's `--env` option do: `dynamicTypeSize accessibility3`.
package enum EnvironmentSetting: Equatable, Sendable {
  /// The text size.
  case dynamicTypeSize(DynamicTypeSize)
  /// Light or dark.
  case colorScheme(ColorScheme)
  /// The horizontal size class.
  case horizontalSizeClass(UserInterfaceSizeClass)
  /// The vertical size class.
  case verticalSizeClass(UserInterfaceSizeClass)
  /// Left to right or right to left.
  case layoutDirection(LayoutDirection)
  /// The locale formatting follows.
  case locale(Locale)

  /// The names and the values each takes, one setting a line.
  package static let usage = """
    dynamicTypeSize      \(names(of: DynamicTypeSize.allCases))
    colorScheme          \(names(of: ColorScheme.allCases))
    horizontalSizeClass  \(names(of: sizeClasses))
    verticalSizeClass    \(names(of: sizeClasses))
    layoutDirection      \(names(of: LayoutDirection.allCases))
    locale               a locale identifier such as es_ES or en-US
    """

  /// The setting called `name` with the value called `value`.
  ///
  /// - Throws: A message naming what was wrong: an unknown setting or a value it cannot
  ///   take, with the values it can.
  package init(name: String, value: String) throws(EnvironmentSettingError) {
    switch name {
    case "dynamicTypeSize":
      self = .dynamicTypeSize(try Self.named(value, name, in: DynamicTypeSize.allCases))
    case "colorScheme": self = .colorScheme(try Self.named(value, name, in: ColorScheme.allCases))
    case "horizontalSizeClass":
      self = .horizontalSizeClass(try Self.named(value, name, in: Self.sizeClasses))
    case "verticalSizeClass":
      self = .verticalSizeClass(try Self.named(value, name, in: Self.sizeClasses))
    case "layoutDirection":
      self = .layoutDirection(try Self.named(value, name, in: LayoutDirection.allCases))
    case "locale":
      guard value.wholeMatch(of: /[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*/) != nil else {
        throw EnvironmentSettingError(
          "\"\(value.escapingControlCharacters())\" is not a locale identifier such as es_ES.")
      }
      self = .locale(Locale(identifier: value))
    default:
      throw EnvironmentSettingError(
        "there is no setting \"\(name.escapingControlCharacters())\"; the settings are "
          + "dynamicTypeSize, colorScheme, horizontalSizeClass, verticalSizeClass, "
          + "layoutDirection and locale.")
    }
  }

  /// Parses `name=value`, as `--env` takes it.
  ///
  /// - Throws: A message naming what was wrong.
  package init(assignment: String) throws(EnvironmentSettingError) {
    guard let equals = assignment.firstIndex(of: "=") else {
      throw EnvironmentSettingError(
        "\"\(assignment.escapingControlCharacters())\" is not NAME=VALUE.")
    }
    try self.init(
      name: String(assignment[..<equals]),
      value: String(assignment[assignment.index(after: equals)...]))
  }

  /// Changes the setting in `environment`.
  package func apply(to environment: inout EnvironmentValues) {
    switch self {
    case .dynamicTypeSize(let size): environment.dynamicTypeSize = size
    case .colorScheme(let scheme): environment.colorScheme = scheme
    case .horizontalSizeClass(let sizeClass): environment.horizontalSizeClass = sizeClass
    case .verticalSizeClass(let sizeClass): environment.verticalSizeClass = sizeClass
    case .layoutDirection(let direction): environment.layoutDirection = direction
    case .locale(let locale): environment.locale = locale
    }
  }

  /// The settings' values in `environment`, one `name value` a line.
  package static func describe(_ environment: EnvironmentValues) -> String {
    """
    dynamicTypeSize      \(environment.dynamicTypeSize)
    colorScheme          \(environment.colorScheme)
    horizontalSizeClass  \(environment.horizontalSizeClass.map { "\($0)" } ?? "the device's")
    verticalSizeClass    \(environment.verticalSizeClass.map { "\($0)" } ?? "the device's")
    layoutDirection      \(environment.layoutDirection)
    locale               \(environment.locale.identifier)
    """
  }

  private static let sizeClasses: [UserInterfaceSizeClass] = [.compact, .regular]

  private static func names<T>(of values: [T]) -> String {
    values.map { "\($0)" }.joined(separator: ", ")
  }

  private static func named<T>(_ value: String, _ name: String, in values: [T])
    throws(EnvironmentSettingError) -> T
  {
    guard let match = values.first(where: { "\($0)" == value }) else {
      throw EnvironmentSettingError(
        "\(name) cannot be \"\(value.escapingControlCharacters())\"; it can be "
          + names(of: values) + ".")
    }
    return match
  }
}

/// Why a setting's name or value was not understood.
package struct EnvironmentSettingError: Error, Equatable, CustomStringConvertible {
  /// What was wrong, as a sentence.
  package let description: String

  init(_ description: String) {
    self.description = description
  }
}
