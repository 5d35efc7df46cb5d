import Foundation

extension View {
  /// Sets the value this view gives its ancestors for `key`, like SwiftUI's
  /// `preference(key:value:)`; it stands for the values of the views inside it.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - value: The value.
  /// - Returns: The view.
  nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value)
    -> some View
  {
    modifier(PreferenceModifier(key: ObjectIdentifier(key), value: .plain(value)))
  }

  /// Changes the value the views inside give for `key`.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - callback: Changes the combined value.
  /// - Returns: The view.
  nonisolated public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(PreferenceTransformModifier<K>(transform: .plain(callback)))
  }

  /// Runs `action` with the value the views inside give for `key` when the view appears
  /// and whenever the value changes, like SwiftUI's `onPreferenceChange(_:perform:)`.
  ///
  /// It runs as `onChange(of:initial: true)` actions do, after the resolution, inner
  /// ones first. An action that changes the value on every run stops after 32 passes, as
  /// `onChange` loops do, and the host records a diagnostic.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - action: What to do with the value.
  /// - Returns: The view.
  nonisolated public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceChangeModifier<K>(action: action))
  }

  /// Sets the value this view gives for `key` from an anchor of its geometry.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - value: What to anchor: `.bounds`, a rectangle or a point.
  ///   - transform: The value, from the anchor.
  /// - Returns: The view.
  nonisolated public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(
      PreferenceModifier(
        key: ObjectIdentifier(K.self),
        value: .fromFrame { frame in transform(Anchor(geometry: value.make(frame))) }))
  }

  /// Changes the value the views inside give for `key` with an anchor of this view's
  /// geometry.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - value: What to anchor.
  ///   - transform: Changes the combined value with the anchor.
  /// - Returns: The view.
  nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(
      PreferenceTransformModifier<K>(
        transform: .fromFrame { frame in
          { combined in transform(&combined, Anchor(geometry: value.make(frame))) }
        }))
  }

  /// Draws a view made from the value the views inside give for `key` over this view.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - transform: The overlay, from the value.
  /// - Returns: The view with its overlay.
  nonisolated public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> some View {
    overlayPreferenceValue(key, alignment: .center, transform)
  }

  /// Draws a view made from the value the views inside give for `key` over this view,
  /// placed by `alignment`.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - alignment: Where the overlay sits.
  ///   - transform: The overlay, from the value.
  /// - Returns: The view with its overlay.
  nonisolated public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(PreferenceLayerModifier<K, V>(alignment: alignment, isBehind: false, layer: transform))
  }

  /// Draws a view made from the value the views inside give for `key` behind this view.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - transform: The background, from the value.
  /// - Returns: The view with its background.
  nonisolated public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> some View {
    backgroundPreferenceValue(key, alignment: .center, transform)
  }

  /// Draws a view made from the value the views inside give for `key` behind this view,
  /// placed by `alignment`.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - alignment: Where the background sits.
  ///   - transform: The background, from the value.
  /// - Returns: The view with its background.
  nonisolated public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(PreferenceLayerModifier<K, V>(alignment: alignment, isBehind: true, layer: transform))
  }
}
