import Foundation

extension View {
  /// Offers a rotor of the entries `entries` builds, like SwiftUI's
  /// `accessibilityRotor(_:entries:)`: recorded in ``AccessibilityAttributes/rotors``.
  ///
  /// - Parameters:
  ///   - label: The rotor's label.
  ///   - entries: Builds the entries.
  /// - Returns: The view.
  nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    rotor(named: label.plainText) { entries()._entryLabels }
  }

  /// Offers a rotor of an entry for each model, identified and labelled through key paths.
  ///
  /// - Parameters:
  ///   - label: The rotor's label.
  ///   - entries: The models.
  ///   - entryID: A key path to a model's identity.
  ///   - entryLabel: A key path to a model's label.
  /// - Returns: The view.
  nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ label: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    rotor(named: label.plainText) { entries.map { $0[keyPath: entryLabel] } }
  }

  /// Offers a rotor of an entry for each `Identifiable` model, labelled through a key path.
  ///
  /// - Parameters:
  ///   - label: The rotor's label.
  ///   - entries: The models.
  ///   - entryLabel: A key path to a model's label.
  /// - Returns: The view.
  nonisolated public func accessibilityRotor<EntryModel: Identifiable>(
    _ label: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    rotor(named: label.plainText) { entries.map { $0[keyPath: entryLabel] } }
  }

  /// Offers a rotor of ranges of the view's text; their entries have no label.
  ///
  /// - Parameters:
  ///   - label: The rotor's label.
  ///   - textRanges: The ranges.
  /// - Returns: The view.
  nonisolated public func accessibilityRotor(
    _ label: Text, textRanges: [Range<String.Index>]
  ) -> some View {
    rotor(named: label.plainText) { textRanges.map { _ in "" } }
  }

  /// Offers a rotor of the entries `entries` builds, like SwiftUI's
  /// `accessibilityRotor(_:entries:)`: recorded in ``AccessibilityAttributes/rotors``.
  ///
  /// - Parameters:
  ///   - labelKey: The rotor's label.
  ///   - entries: Builds the entries.
  /// - Returns: The view.
  nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ labelKey: LocalizedStringKey,
    @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    rotor(named: Text(labelKey).plainText) { entries()._entryLabels }
  }

  /// Offers a rotor of an entry for each model, identified and labelled through key paths.
  ///
  /// - Parameters:
  ///   - labelKey: The rotor's label.
  ///   - entries: The models.
  ///   - entryID: A key path to a model's identity.
  ///   - entryLabel: A key path to a model's label.
  /// - Returns: The view.
  nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ labelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    rotor(named: Text(labelKey).plainText) { entries.map { $0[keyPath: entryLabel] } }
  }

  /// Offers a rotor of an entry for each `Identifiable` model, labelled through a key path.
  ///
  /// - Parameters:
  ///   - labelKey: The rotor's label.
  ///   - entries: The models.
  ///   - entryLabel: A key path to a model's label.
  /// - Returns: The view.
  nonisolated public func accessibilityRotor<EntryModel: Identifiable>(
    _ labelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    rotor(named: Text(labelKey).plainText) { entries.map { $0[keyPath: entryLabel] } }
  }

  /// Offers a rotor of ranges of the view's text; their entries have no label.
  ///
  /// - Parameters:
  ///   - labelKey: The rotor's label.
  ///   - textRanges: The ranges.
  /// - Returns: The view.
  nonisolated public func accessibilityRotor(
    _ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]
  ) -> some View {
    rotor(named: Text(labelKey).plainText) { textRanges.map { _ in "" } }
  }

  /// Offers a rotor of the entries `entries` builds, like SwiftUI's
  /// `accessibilityRotor(_:entries:)`: recorded in ``AccessibilityAttributes/rotors``.
  ///
  /// - Parameters:
  ///   - label: The rotor's label.
  ///   - entries: Builds the entries.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
    _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    rotor(named: String(label)) { entries()._entryLabels }
  }

  /// Offers a rotor of an entry for each model, identified and labelled through key paths.
  ///
  /// - Parameters:
  ///   - label: The rotor's label.
  ///   - entries: The models.
  ///   - entryID: A key path to a model's identity.
  ///   - entryLabel: A key path to a model's label.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
    _ label: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    rotor(named: String(label)) { entries.map { $0[keyPath: entryLabel] } }
  }

  /// Offers a rotor of an entry for each `Identifiable` model, labelled through a key path.
  ///
  /// - Parameters:
  ///   - label: The rotor's label.
  ///   - entries: The models.
  ///   - entryLabel: A key path to a model's label.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
    _ label: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    rotor(named: String(label)) { entries.map { $0[keyPath: entryLabel] } }
  }

  /// Offers a rotor of ranges of the view's text; their entries have no label.
  ///
  /// - Parameters:
  ///   - label: The rotor's label.
  ///   - textRanges: The ranges.
  /// - Returns: The view.
  @_disfavoredOverload
  nonisolated public func accessibilityRotor<L: StringProtocol>(
    _ label: L, textRanges: [Range<String.Index>]
  ) -> some View {
    rotor(named: String(label)) { textRanges.map { _ in "" } }
  }

  /// Offers a rotor of the entries `entries` builds, like SwiftUI's
  /// `accessibilityRotor(_:entries:)`: recorded in ``AccessibilityAttributes/rotors``.
  ///
  /// - Parameters:
  ///   - systemRotor: The system rotor it replaces.
  ///   - entries: Builds the entries.
  /// - Returns: The view.
  nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ systemRotor: AccessibilitySystemRotor,
    @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    rotor(named: systemRotor.name) { entries()._entryLabels }
  }

  /// Offers a rotor of an entry for each model, identified and labelled through key paths.
  ///
  /// - Parameters:
  ///   - systemRotor: The system rotor it replaces.
  ///   - entries: The models.
  ///   - entryID: A key path to a model's identity.
  ///   - entryLabel: A key path to a model's label.
  /// - Returns: The view.
  nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
    entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    rotor(named: systemRotor.name) { entries.map { $0[keyPath: entryLabel] } }
  }

  /// Offers a rotor of an entry for each `Identifiable` model, labelled through a key path.
  ///
  /// - Parameters:
  ///   - systemRotor: The system rotor it replaces.
  ///   - entries: The models.
  ///   - entryLabel: A key path to a model's label.
  /// - Returns: The view.
  nonisolated public func accessibilityRotor<EntryModel: Identifiable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    rotor(named: systemRotor.name) { entries.map { $0[keyPath: entryLabel] } }
  }

  /// Offers a rotor of ranges of the view's text; their entries have no label.
  ///
  /// - Parameters:
  ///   - systemRotor: The system rotor it replaces.
  ///   - textRanges: The ranges.
  /// - Returns: The view.
  nonisolated public func accessibilityRotor(
    _ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]
  ) -> some View {
    rotor(named: systemRotor.name) { textRanges.map { _ in "" } }
  }

  /// Marks the view as the target of the rotor entry identified by `id` in `namespace`,
  /// like SwiftUI's `accessibilityRotorEntry(id:in:)`; accepted.
  ///
  /// - Parameters:
  ///   - id: The entry's identity.
  ///   - namespace: The namespace.
  /// - Returns: The view.
  nonisolated public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID)
    -> some View
  {
    self
  }

  /// Records a rotor named `name`, its entries' labels read when the view resolves.
  nonisolated private func rotor(named name: String, entries: @escaping () -> [String])
    -> some View
  {
    accessibilityAttributes { $0.rotors.append(.init(name: name, entries: entries())) }
  }
}
