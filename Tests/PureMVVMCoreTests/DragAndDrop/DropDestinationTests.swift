import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// Drag sources and drop destinations as a test works them.
@MainActor
@Suite struct DropDestinationTests {
  @Test func isTargetedIsTrueOnlyWhileTheActionRuns() async throws {
    var targeted: [Bool] = []
    var seenDuringAction: Bool?
    let design = Text("Cubo").dropDestination(for: String.self) { _, _ in
      seenDuringAction = targeted.last
      return true
    } isTargeted: {
      targeted.append($0)
    }
    #expect(try await DesignInspector(design).find(text: "Cubo").drop(["a"]))
    #expect(targeted == [true, false])
    #expect(seenDuringAction == true)
  }

  @Test func aDropOfNothingTheTypeTakesNeitherTargetsNorActs() async throws {
    var calls = 0
    let design = Text("Cubo").dropDestination(for: URL.self) { _, _ in
      calls += 1
      return true
    } isTargeted: { _ in
      calls += 1
    }
    #expect(try await DesignInspector(design).find(text: "Cubo").drop([Data([1])]) == false)
    #expect(calls == 0)
  }

  @Test func aProviderDropSetsItsBindingWhileItsActionRuns() async throws {
    let design = Stateful(value: false) { isTargeted in
      Text(isTargeted.wrappedValue ? "Encima" : "Fuera")
        .onDrop(of: [.plainText], isTargeted: isTargeted) { providers in
          #expect(isTargeted.wrappedValue)
          return providers.count == 1
        }
    }
    let inspector = DesignInspector(design)
    #expect(try await inspector.find(text: "Fuera").drop([NSItemProvider(object: "x" as NSString)]))
    #expect(inspector.texts == ["Fuera"])
  }

  @Test func aValueDraggedOntoAProviderDropArrivesAsItsRepresentations() async throws {
    var loaded: [String] = []
    let design = VStack {
      Text("Origen").draggable("Collado de la Forqueta")
      Text("Destino").onDrop(of: [.text], isTargeted: nil) { providers, location in
        for provider in providers {
          _ = provider.loadObject(ofClass: String.self) { text, _ in loaded += [text ?? "?"] }
        }
        return location == .zero
      }
    }
    let inspector = DesignInspector(design)
    #expect(try await inspector.find(text: "Origen").drag(onto: inspector.find(text: "Destino")))
    #expect(loaded == ["Collado de la Forqueta"])
  }

  @Test func aProviderDraggedOntoAValueDestinationIsImportedByType() async throws {
    var received: [URL] = []
    let design = VStack {
      Text("Enlace").onDrag { NSItemProvider(object: NSURL(string: "https://example.com/a")!) }
      Text("Marcadores").dropDestination(for: URL.self) { urls, _ in
        received += urls
        return true
      }
    }
    let inspector = DesignInspector(design)
    #expect(try await inspector.find(text: "Enlace").drag(onto: inspector.find(text: "Marcadores")))
    #expect(received == [URL(string: "https://example.com/a")!])
  }

  @Test func anImageDraggedOntoAnImageDropArrivesAsAnImage() async throws {
    var types: [[String]] = []
    let design = VStack {
      Image(systemName: "star").draggable(Image(systemName: "star"))
      Text("Fotos").onDrop(of: [.image], isTargeted: nil) { providers in
        types += providers.map(\.registeredTypeIdentifiers)
        return true
      }
    }
    let inspector = DesignInspector(design)
    #expect(try await inspector.find(text: "Fotos").drop([Image(systemName: "star")]))
    #expect(types == [["org.puremvvm.image-name"]])
  }

  @Test func plainTextFromAnotherAppIsAString() async throws {
    var texts: [String] = []
    let design = Text("Notas").dropDestination(for: String.self) { values, _ in
      texts += values
      return true
    }
    let provider = NSItemProvider(item: "Ibón" as NSString, typeIdentifier: "public.plain-text")
    #expect(try await DesignInspector(design).find(text: "Notas").drop([provider]))
    #expect(texts == ["Ibón"])
  }

  @Test func aDropLandsOnTheInnermostDestination() async throws {
    var log: [String] = []
    let design = VStack {
      Text("Dentro").dropDestination(for: String.self) { _, _ in
        log.append("inner")
        return true
      }
      Text("Al lado")
    }
    .dropDestination(for: String.self) { _, _ in
      log.append("outer")
      return true
    }
    let inspector = DesignInspector(design)
    try await inspector.find(text: "Dentro").drop(["a"])
    try await inspector.find(text: "Al lado").drop(["b"])
    #expect(log == ["inner", "outer"])
  }

  @Test func aViewWithoutASourceOrADestinationSaysSo() async throws {
    let design = VStack {
      Text("Quieto")
      Text("Vacío").itemProvider { nil }
      Text("Nada").itemProvider(nil)
    }
    let inspector = DesignInspector(design)
    let still = try inspector.find(text: "Quieto")
    await #expect(throws: InspectionError.self) { try await still.drag(onto: still) }
    do {
      try await still.drop(["a"])
      Issue.record("a view without a destination took a drop")
    } catch {
      #expect(
        error.description
          == "The text \"Quieto\" takes no drops: it has no .dropDestination or .onDrop.")
    }
    for label in ["Vacío", "Nada"] {
      do {
        try await inspector.find(text: label).drag(onto: still)
        Issue.record("\(label) was dragged")
      } catch {
        #expect(error.reason == .notDraggable)
      }
    }
  }

  private struct SpringLoadingLabel: View {
    @Environment(\.springLoadingBehavior) private var behavior

    var body: some View {
      Text(behavior == .disabled ? "sin muelle" : behavior == .automatic ? "auto" : "muelle")
    }
  }

  @Test func springLoadingIsRecordedInTheEnvironment() {
    #expect(DesignInspector(SpringLoadingLabel()).texts == ["auto"])
    let design = SpringLoadingLabel().springLoadingBehavior(.disabled)
    #expect(DesignInspector(design).texts == ["sin muelle"])
  }

  @available(*, deprecated, message: "Exercises the deprecated identifier forms.")
  @Test func theDeprecatedIdentifierFormsAcceptTheSameDrops() async throws {
    var count = 0
    let design = VStack {
      Text("A").onDrop(of: ["public.text"], isTargeted: nil) {
        count += $0.count; return true
      }
      Text("B").onDrop(of: ["public.text"], isTargeted: nil) { providers, _ in
        count += providers.count
        return true
      }
    }
    let inspector = DesignInspector(design)
    #expect(try await inspector.find(text: "A").drop(["x"]))
    #expect(try await inspector.find(text: "B").drop(["y"]))
    #expect(count == 2)
  }
}
