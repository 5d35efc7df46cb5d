import PureMVVM
import Testing

/// A design that drags and drops compiles with `import PureMVVM` alone and moves its data
/// as SwiftUI would.
@MainActor
@Suite struct GearPackingTests {
  private let stove = GearItem(name: "Hornillo", grams: 320)
  private let tent = GearItem(name: "Tienda", grams: 1_450)

  @Test func gearDraggedOntoThePackMovesThereWithItsWeight() async throws {
    let inspector = DesignInspector(GearPacking(home: [stove, tent]))
    let pack = try inspector.find(text: "Mochila: 0 g")
    #expect(try await inspector.find(text: "Tienda").drag(onto: pack))
    #expect(inspector.texts.contains("Mochila: 1450 g"))
    let packed = try inspector.find(text: "Tienda")
    #expect(try await packed.drag(onto: inspector.find(text: "Mochila: 1450 g")) == false)
    #expect(try await packed.drag(onto: inspector.find(text: "Casa")))
    #expect(inspector.texts.contains("Mochila: 0 g"))
  }

  @Test func gearDroppedOnTheNotesArrivesAsItsName() async throws {
    let inspector = DesignInspector(GearPacking(home: [stove]))
    #expect(try await inspector.find(text: "Hornillo").drag(onto: inspector.find(text: "Notas: ")))
    #expect(inspector.texts.contains("Notas: Hornillo"))
  }

  @Test func textFromAnotherAppLandsInTheNotesButNotInThePack() async throws {
    let inspector = DesignInspector(GearPacking(home: [stove]))
    #expect(try await inspector.find(text: "Notas: ").drop(["Agua 2 l"]))
    #expect(try await inspector.find(text: "Mochila: 0 g").drop(["Agua 2 l"]) == false)
    #expect(inspector.texts.contains("Notas: Agua 2 l"))
  }

  @Test func aStepDraggedOverAnotherTakesItsPlaceThroughTheDelegate() async throws {
    let inspector = DesignInspector(ChecklistReorder(steps: ["Mapa", "Agua", "Frontal"]))
    #expect(try await inspector.find(text: "Frontal").drag(onto: inspector.find(text: "Mapa")))
    #expect(inspector.texts == ["Frontal", "Mapa", "Agua"])
  }
}
