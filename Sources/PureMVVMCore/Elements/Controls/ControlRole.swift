/// What kind of control an element is, as queries, errors and assistive technology name it.
///
/// Each control declares its role beside its view (``ControlRole/toggle`` in `Toggle.swift`),
/// so renderers, the inspector and the console need no list of controls: they read the
/// role's names and draw the control's ``ControlFace``. Tests compare an element's
/// ``Element/control`` with roles: `element.control?.role == .toggle`.
public struct ControlRole: Hashable, Sendable {
  /// The name a query finds the control by and errors call it: `"toggle"`, `"text field"`.
  ///
  /// Controls found by the same query share it: text fields, secure fields and text
  /// editors are all `"text field"`.
  public let name: String
  /// What assistive technology reads after the control's label: `"switch"`, `"button"`.
  public let spokenName: String

  /// Creates a role.
  ///
  /// - Parameters:
  ///   - name: The name a query finds the control by.
  ///   - spokenName: What assistive technology calls the control; the name by default.
  package init(name: String, spokenName: String? = nil) {
    self.name = name
    self.spokenName = spokenName ?? name
  }
}
