import PureMVVM
import PureMVVMTesting
import Testing

/// The row of `trail`, built by code that is not on the main actor.
private func rowBuiltOffTheMainActor(_ trail: GradedTrail) async -> sending AnyView {
  AnyView(trail.row())
}

/// A stack showing the list of `trails`, built by code that is not on the main actor.
private func listBuiltOffTheMainActor(_ trails: [GradedTrail]) async -> sending AnyView {
  AnyView(NavigationStack { gradedTrailList(trails).navigationTitle("Grades") })
}

/// The card of `trail`, which neither opens nor saves, built by code that is not on the
/// main actor.
private func cardBuiltOffTheMainActor(_ trail: GradedTrail) async -> sending AnyView {
  AnyView(trail.card(open: {}, save: {}))
}

/// The title of `grade`, built by code that is not on the main actor.
private func titleBuiltOffTheMainActor(_ grade: TrailGrade) async -> sending Text {
  grade.title
}

@MainActor
@Suite struct TrailGradesTests {
  let roqueNublo = GradedTrail(name: "Roque Nublo", kilometres: 9.99, grade: .moderate)

  @Test func aRowBuiltOffTheMainActorShowsItsNameDistanceAndGrade() async {
    let row = await rowBuiltOffTheMainActor(roqueNublo)
    #expect(DesignInspector(row).texts == ["Roque Nublo", "10.0 km", "Moderate"])
  }

  @Test func aTitleBuiltOffTheMainActorJoinsItsGradeAndTheWordGrade() async {
    let title = await titleBuiltOffTheMainActor(.hard)
    #expect(DesignInspector(title).texts == ["Hard grade"])
  }

  @Test func aGradeBadgeIsTintedWithItsGradesColour() throws {
    let inspector = DesignInspector(TrailGrade.easy.badge)
    #expect(try inspector.find(text: "Easy").element.attributes.foreground == .color(.green))
  }

  @Test func aListBuiltOffTheMainActorPushesTheTappedTrailsGrade() async throws {
    let inspector = DesignInspector(await listBuiltOffTheMainActor([roqueNublo]))
    #expect(inspector.texts.contains("1 trails"))
    try inspector.find(navigationLink: "Roque Nublo").tap()
    #expect(inspector.navigationPath == ["Grades", ""])
    #expect(inspector.texts == ["Moderate grade"])
  }

  @Test func aCardBuiltOffTheMainActorKeepsItsButtonStyleAndItsBadgesAnchor() async throws {
    let inspector = DesignInspector(await cardBuiltOffTheMainActor(roqueNublo))
    #expect(try inspector.find(button: "Save").element.attributes.buttonStyle == .bordered)
    #expect(inspector.texts.last == "★")
  }

  @Test func aCardOpensOnADoubleTapAndSavesFromItsButton() throws {
    let open = ActionRecorder()
    let save = ActionRecorder()
    let inspector = DesignInspector(roqueNublo.card(open: open.action, save: save.action))
    #expect(throws: InspectionError.self) { try inspector.find(text: "Roque Nublo").tap() }
    try inspector.find(text: "Roque Nublo").tap(count: 2)
    try inspector.find(button: "Save").tap()
    #expect(open.callCount == 1)
    #expect(save.callCount == 1)
  }

  @Test func aStackOfTheScreenPushesTheTappedTrailsGrade() throws {
    let inspector = DesignInspector(TrailGradesView(trails: [roqueNublo]))
    try inspector.find(navigationLink: "Roque Nublo").tap()
    #expect(inspector.navigationPath == ["Grades", ""])
  }

  @Test func confirmingTheAlertAFreeFunctionBuiltDeletesTheTrail() throws {
    let delete = ActionRecorder()
    let inspector = DesignInspector(
      Stateful(value: false) { isConfirming in
        deletableTrail(roqueNublo, isConfirming: isConfirming, delete: delete.action)
      })
    try inspector.find(button: "Delete").tap()
    let alert = try #require(inspector.presented)
    #expect(alert.element.kind == .presentation(.alert(title: "Delete Roque Nublo?")))
    try inspector.find(button: "Delete").tap()
    #expect(delete.callCount == 1)
    #expect(inspector.presented == nil)
  }
}
