/// What `.toolbar { }` takes, like SwiftUI's `ToolbarContent`.
///
/// Here toolbar content is made of views: a ``ToolbarItem`` is one, and so is a type of
/// your own whose `body` is `some ToolbarContent`, built by ``ToolbarContentBuilder``:
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///   var body: some ToolbarContent {
///     ToolbarItem(placement: .cancellationAction) { Button("Cancelar") {} }
///     ToolbarItem(placement: .confirmationAction) { Button("Guardar") {} }
///   }
/// }
/// ```
public protocol ToolbarContent: View {}

/// Toolbar content the user may rearrange, like SwiftUI's `CustomizableToolbarContent`:
/// what `.toolbar(id:content:)` takes, such as a ``ToolbarItem`` with an id.
///
/// No user customises a toolbar here: each item shows as its
/// ``CustomizableToolbarContent/defaultCustomization(_:options:)`` says.
public protocol CustomizableToolbarContent: ToolbarContent {}

/// Builds toolbar content, like SwiftUI's `ToolbarContentBuilder`: here, the view builder,
/// whose blocks, `if`s and `switch`es of toolbar content are toolbar content too.
public typealias ToolbarContentBuilder = ViewBuilder

/// A block of toolbar items. SwiftUI's builder makes a `TupleToolbarContent` of them; here
/// it makes the view builder's ``TupleView``, whose views are not checked to be toolbar
/// content, since a tuple's elements cannot be constrained.
extension TupleView: CustomizableToolbarContent {}
extension _ConditionalContent: ToolbarContent where First: ToolbarContent, Second: ToolbarContent {}
extension _ConditionalContent: CustomizableToolbarContent
where First: CustomizableToolbarContent, Second: CustomizableToolbarContent {}
extension Optional: ToolbarContent where Wrapped: ToolbarContent {}
extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}
extension Group: ToolbarContent where Content: ToolbarContent {}
extension Group: CustomizableToolbarContent where Content: CustomizableToolbarContent {}
/// What an `if #available` block of toolbar content builds.
extension AnyView: CustomizableToolbarContent {}
