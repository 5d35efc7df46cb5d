import Foundation
import Observation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// `@FocusedObject` and `@FocusedValue(Type.self)` read the objects the focused part of the
/// design publishes, and follow their changes.
@MainActor
@Suite struct FocusedObjectTests {
  final class RouteDraft: ObservableObject {
    @Published var name: String
    /// Not published: a change is announced by hand.
    var kilometres = 0
    init(name: String) { self.name = name }
  }

  @Observable final class Trip {
    var days: Int
    init(days: Int) { self.days = days }
  }

  /// A status line that reads the focused draft, and a field that publishes its own.
  struct Editor: View {
    let draft: RouteDraft
    @FocusState private var isEditing: Bool

    var body: some View {
      VStack {
        Status()
        TextField("Nombre", text: .constant(draft.name))
          .focused($isEditing)
          .focusedObject(draft)
        Button("Listo") { isEditing = false }
      }
    }
  }

  /// Shows the focused draft's name, and renames it through its projected binding.
  struct Status: View {
    @FocusedObject private var draft: RouteDraft?

    var body: some View {
      Text("Editando: \(draft?.name ?? "nada")")
      Text("Km: \(draft?.kilometres ?? 0)")
      Button("Renombrar") { $draft?.name.wrappedValue = "Teno" }
    }
  }

  @Test func anObjectIsPublishedOnlyWhileItsViewHasTheFocus() throws {
    let inspector = DesignInspector(Editor(draft: RouteDraft(name: "Anaga")))
    #expect(inspector.texts.first == "Editando: nada")
    try inspector.find(textField: "Nombre").focus()
    #expect(inspector.texts.first == "Editando: Anaga")
    try inspector.find(button: "Listo").tap()
    #expect(inspector.texts.first == "Editando: nada")
  }

  @Test func theReaderFollowsTheObjectsChangesAndWritesThroughItsBindings() throws {
    let draft = RouteDraft(name: "Anaga")
    let inspector = DesignInspector(Editor(draft: draft))
    try inspector.find(textField: "Nombre").focus()
    draft.name = "Roque Nublo"
    #expect(inspector.texts.first == "Editando: Roque Nublo")
    draft.kilometres = 12
    draft.objectWillChange.send()
    #expect(inspector.texts.contains("Km: 12"))
    try inspector.find(button: "Renombrar").tap()
    #expect(draft.name == "Teno")
    #expect(inspector.texts.first == "Editando: Teno")
  }

  /// Publishes one of two drafts for the whole scene, and a trip, with a reader beside.
  struct Scene: View {
    let first: RouteDraft
    let second: RouteDraft
    let trip: Trip
    @State private var showsSecond = false

    var body: some View {
      VStack {
        Status()
        TripStatus()
        Button("Cambiar") { showsSecond.toggle() }
      }
      .focusedSceneObject(showsSecond ? second : first)
      .focusedSceneValue(trip)
    }
  }

  /// Shows the days of the published trip.
  struct TripStatus: View {
    @FocusedValue(Trip.self) private var trip

    var body: some View {
      Text("Días: \(trip.map { "\($0.days)" } ?? "—")")
    }
  }

  @Test func aSceneObjectIsAlwaysPublishedAndAnotherObjectInItsPlaceIsSeen() throws {
    let inspector = DesignInspector(
      Scene(
        first: RouteDraft(name: "Anaga"), second: RouteDraft(name: "Teide"), trip: Trip(days: 3)))
    #expect(inspector.texts.first == "Editando: Anaga")
    try inspector.find(button: "Cambiar").tap()
    #expect(inspector.texts.first == "Editando: Teide")
  }

  @Test func anObservableObjectIsReadByItsTypeAndFollowed() {
    let trip = Trip(days: 3)
    let inspector = DesignInspector(
      Scene(first: RouteDraft(name: "Anaga"), second: RouteDraft(name: "Teide"), trip: trip))
    #expect(inspector.texts.contains("Días: 3"))
    trip.days = 5
    #expect(inspector.texts.contains("Días: 5"))
  }

  /// An object that is both kinds of observable.
  final class Itinerary: ObservableObject, Observable {}

  /// Reads an itinerary both ways.
  struct ItineraryStatus: View {
    @FocusedObject private var asObject: Itinerary?
    @FocusedValue(Itinerary.self) private var asValue

    var body: some View {
      Text("Objeto: \(asObject == nil ? "no" : "sí"), valor: \(asValue == nil ? "no" : "sí")")
    }
  }

  @Test func anObjectIsReadOnlyTheWayItWasPublished() {
    let itinerary = Itinerary()
    let asValue = DesignInspector(VStack { ItineraryStatus() }.focusedSceneValue(itinerary))
    #expect(asValue.texts == ["Objeto: no, valor: sí"])
    let asObject = DesignInspector(VStack { ItineraryStatus() }.focusedSceneObject(itinerary))
    #expect(asObject.texts == ["Objeto: sí, valor: no"])
  }

  @Test func nilPublishesNothing() {
    let none: RouteDraft? = nil
    let inspector = DesignInspector(VStack { Status() }.focusedSceneObject(none))
    #expect(inspector.texts.first == "Editando: nada")
  }
}
