/// How a watch shows a quick action, like SwiftUI's `AccessibilityQuickActionStyle`.
public protocol AccessibilityQuickActionStyle {}

/// A prompt shown while the quick action is active, like SwiftUI's
/// `AccessibilityQuickActionPromptStyle`.
public struct AccessibilityQuickActionPromptStyle: AccessibilityQuickActionStyle {}

/// An outline around the view while the quick action is active, like SwiftUI's
/// `AccessibilityQuickActionOutlineStyle`.
public struct AccessibilityQuickActionOutlineStyle: AccessibilityQuickActionStyle {}

extension AccessibilityQuickActionStyle where Self == AccessibilityQuickActionPromptStyle {
  /// A prompt shown while the quick action is active.
  public static var prompt: AccessibilityQuickActionPromptStyle { .init() }
}

extension AccessibilityQuickActionStyle where Self == AccessibilityQuickActionOutlineStyle {
  /// An outline around the view while the quick action is active.
  public static var outline: AccessibilityQuickActionOutlineStyle { .init() }
}
