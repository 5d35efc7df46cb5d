/// Whether a search field offers dictation, like SwiftUI's `TextInputDictationBehavior`;
/// accepted: a host has no microphone.
public struct TextInputDictationBehavior: Equatable, Sendable {
  private let name: String

  /// The platform's choice: dictation on looking (visionOS) or on selecting (iOS).
  public static let automatic = Self(name: "automatic")
  /// No dictation microphone in the field.
  public static let preventDictation = Self(name: "preventDictation")

  /// A dictation microphone in the field, started as `activation` says.
  ///
  /// - Parameter activation: What starts dictation.
  /// - Returns: The behaviour.
  public static func inline(activation: TextInputDictationActivation) -> Self {
    Self(name: "inline(\(activation.name))")
  }
}

/// What starts dictation in a search field, like SwiftUI's `TextInputDictationActivation`.
public struct TextInputDictationActivation: Equatable, Sendable {
  /// The activation's name.
  let name: String

  /// Looking at the microphone (visionOS).
  public static let onLook = Self(name: "onLook")
  /// Selecting the microphone.
  public static let onSelect = Self(name: "onSelect")
}
