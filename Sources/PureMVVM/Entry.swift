import PureMVVMCore

/// Makes a variable in an extension of `EnvironmentValues` an environment value, or one
/// in an extension of `ContainerValues` a container value: it generates the key
/// (`__Key_<name>`) and the accessors, as SwiftUI's `@Entry` does.
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
