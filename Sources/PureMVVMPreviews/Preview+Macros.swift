import PureMVVMCore

/// Declares a preview of the view `body` builds, found at run time by
/// ``PreviewCatalog/declared()``.
///
/// ```swift
/// #Preview("Login") {
///   LoginDesign(username: .constant("mike"), password: .constant(""), login: {})
/// }
/// ```
///
/// Unnamed previews are named after their file and line (`LoginDesign.swift:42`).
/// `@Previewable` declarations at the root of the body become state of the preview.
///
/// - Parameters:
///   - name: The name shown in the catalog.
///   - body: Builds the view.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PureMVVMMacros", type: "PreviewMacro")

/// Declares a preview of the view `body` builds, with traits: modifiers that prepare its
/// environment (built once per modifier type and shared), a layout.
///
/// ```swift
/// #Preview("Todas las rutas", traits: .routeSamples) {
///   @Previewable @State var shortRoutesOnly = false
///   NavigationStack { RouteListView(shortRoutesOnly: $shortRoutesOnly) }
/// }
/// ```
///
/// - Parameters:
///   - name: The name shown in the catalog.
///   - traits: The first trait.
///   - additionalTraits: More traits, applied after the first.
///   - body: Builds the view.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PureMVVMMacros", type: "PreviewMacro")

/// Declares a preview of a visionOS window's view, in a window of `windowStyle`: the style
/// is accepted, and the preview is drawn as any other.
///
/// ```swift
/// #Preview(windowStyle: .plain) {
///   TrailMapWindow()
/// }
/// ```
///
/// - Parameters:
///   - name: The name shown in the catalog.
///   - windowStyle: The window's style.
///   - traits: Traits: modifiers that prepare the preview's environment, a layout.
///   - body: Builds the view.
@freestanding(declaration)
public macro Preview<Style: WindowStyle>(
  _ name: String? = nil,
  windowStyle: Style,
  traits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PureMVVMMacros", type: "PreviewMacro")

/// Makes a variable at the root of a `#Preview` body a property of the view the preview
/// shows, so `@State` and the other dynamic properties work there as in a view.
///
/// ```swift
/// #Preview {
///   @Previewable @State var isOn = false
///   Toggle("Wifi", isOn: $isOn)
/// }
/// ```
///
/// Anywhere else it is an error, as in SwiftUI.
@attached(peer)
public macro Previewable() = #externalMacro(module: "PureMVVMMacros", type: "PreviewableMacro")

/// The body of a `#Preview` with `@Previewable` state: the statements left once the
/// declarations became properties.
///
/// `#Preview` uses it; you never write it.
public struct _PreviewBody: View {
  private let content: AnyView

  /// Builds the body now, in the view that holds the preview's state.
  public init(@ViewBuilder content: () -> any View) {
    self.content = AnyView(content())
  }

  /// Resolves the content.
  public func _resolve(in context: ResolveContext, into elements: inout [Element]) {
    content._resolve(in: context, into: &elements)
  }
}
