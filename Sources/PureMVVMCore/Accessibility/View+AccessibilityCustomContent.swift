extension View {
  /// Offers extra information about the view to assistive technologies, like SwiftUI's
  /// `accessibilityCustomContent(_:_:importance:)`.
  ///
  /// Recorded in ``AccessibilityAttributes/customContent``, in order; content with a key
  /// already given replaces it, and a `nil` value removes it. A screen reader speaks
  /// `.high` content with the view, after its traits, as "label, value".
  ///
  /// - Parameters:
  ///   - key: What the content is about.
  ///   - value: The content; `nil` removes the key's.
  ///   - importance: How eagerly it is spoken.
  /// - Returns: The view.
  nonisolated public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ value: Text?,
    importance: AXCustomContent.Importance = .default
  ) -> some View {
    let content = value.map {
      AccessibilityAttributes.CustomContent(
        id: key.id, label: key.label, value: $0.plainText, isImportant: importance == .high)
    }
    return accessibilityAttributes { attributes in
      if let index = attributes.customContent.firstIndex(where: { $0.id == key.id }) {
        if let content {
          attributes.customContent[index] = content
        } else {
          attributes.customContent.remove(at: index)
        }
      } else if let content {
        attributes.customContent.append(content)
      }
    }
  }

  /// Offers extra information about the view under a key.
  ///
  /// - Parameters:
  ///   - key: What the content is about.
  ///   - valueKey: The content.
  ///   - importance: How eagerly it is spoken.
  /// - Returns: The view.
  nonisolated public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
    importance: AXCustomContent.Importance = .default
  ) -> some View {
    accessibilityCustomContent(key, Text(valueKey), importance: importance)
  }

  /// Offers extra information about the view under a key.
  ///
  /// - Parameters:
  ///   - key: What the content is about.
  ///   - value: The content.
  ///   - importance: How eagerly it is spoken.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func accessibilityCustomContent(
    _ key: AccessibilityCustomContentKey, _ value: some StringProtocol,
    importance: AXCustomContent.Importance = .default
  ) -> some View {
    accessibilityCustomContent(key, Text(value), importance: importance)
  }

  /// Offers extra information about the view, its label also its key.
  ///
  /// - Parameters:
  ///   - label: What the content is about.
  ///   - value: The content.
  ///   - importance: How eagerly it is spoken.
  /// - Returns: The view.
  nonisolated public func accessibilityCustomContent(
    _ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default
  ) -> some View {
    accessibilityCustomContent(
      AccessibilityCustomContentKey(label, id: label.plainText), value, importance: importance)
  }

  /// Offers extra information about the view, its label also its key.
  ///
  /// - Parameters:
  ///   - labelKey: What the content is about.
  ///   - value: The content.
  ///   - importance: How eagerly it is spoken.
  /// - Returns: The view.
  nonisolated public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ value: Text,
    importance: AXCustomContent.Importance = .default
  ) -> some View {
    accessibilityCustomContent(Text(labelKey), value, importance: importance)
  }

  /// Offers extra information about the view, its label also its key.
  ///
  /// - Parameters:
  ///   - labelKey: What the content is about.
  ///   - valueKey: The content.
  ///   - importance: How eagerly it is spoken.
  /// - Returns: The view.
  nonisolated public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
    importance: AXCustomContent.Importance = .default
  ) -> some View {
    accessibilityCustomContent(Text(labelKey), Text(valueKey), importance: importance)
  }

  /// Offers extra information about the view, its label also its key.
  ///
  /// - Parameters:
  ///   - labelKey: What the content is about.
  ///   - value: The content.
  ///   - importance: How eagerly it is spoken.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func accessibilityCustomContent(
    _ labelKey: LocalizedStringKey, _ value: some StringProtocol,
    importance: AXCustomContent.Importance = .default
  ) -> some View {
    accessibilityCustomContent(Text(labelKey), Text(value), importance: importance)
  }
}
