import PureMVVMCore

/// Makes a variable in an extension of `EnvironmentValues` an environment value, and one in
/// an extension of `ContainerValues`, `FocusedValues` or `Transaction` a value of that
/// type: it generates the key (`__Key_<name>`) and the accessors, as SwiftUI's `@Entry`
/// does.
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var routeFilterTitle: String = "Todas las rutas"
/// }
/// extension ContainerValues {
///   @Entry var isPinned: Bool = false
/// }
/// ```
///
/// The default is evaluated each time the value is read where no view set it. Give the
/// variable its type; an optional one may leave out its default (`nil`).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "PureMVVMMacros", type: "EntryMacro")
