import Foundation
import PureMVVMCore
import PureMVVMInspection
import PureMVVMRendering
import Testing

/// `.presentationDetents` with and without a selection, the sheet's chrome, `.inspector`,
/// and the file panels: each recorded, drawn and driven as a user would.
@MainActor
@Suite struct PresentationDetailsTests {
  private func filters(selection: Binding<PresentationDetent>? = nil) -> some View {
    Text("Rutas").sheet(isPresented: .constant(true)) {
      let content = Form { Text("Filtros") }
        .presentationDragIndicator(.visible)
        .presentationBackground(Color.yellow)
        .presentationCornerRadius(24)
        .presentationBackgroundInteraction(.enabled(upThrough: .medium))
        .presentationCompactAdaptation(.none)
        .presentationContentInteraction(.scrolls)
      if let selection {
        AnyView(content.presentationDetents([.medium, .large], selection: selection))
      } else {
        AnyView(content.presentationDetents([.large, .medium]))
      }
    }
  }

  @Test func aSheetOpensAtItsLowestDetentAndIsDraggedToAnother() throws {
    let inspector = DesignInspector(filters())
    let sheet = try #require(inspector.presented)
    #expect(sheet.detent == .medium)
    #expect(inspector.render(width: 40).contains("━━━━ medium"))
    try sheet.selectDetent(.large)
    #expect(inspector.presented?.detent == .large)
    #expect(inspector.render(width: 40).contains("━━━━ large"))
  }

  @Test func aBoundSelectionIsReadAndWritten() throws {
    var detent = PresentationDetent.large
    let binding = Binding(get: { detent }, set: { detent = $0 })
    let inspector = DesignInspector(filters(selection: binding))
    #expect(inspector.presented?.detent == .large)
    try inspector.presented?.selectDetent(.medium)
    #expect(detent == .medium)
    do {
      try inspector.presented?.selectDetent(.fraction(0.3))
      Issue.record("a detent the sheet does not set was accepted")
    } catch {
      #expect(error.description.contains("its detents are medium, large"))
    }
  }

  @Test func aSelectionOutsideTheDetentsRestsAtTheLowest() {
    let inspector = DesignInspector(filters(selection: .constant(.height(100))))
    #expect(inspector.presented?.detent == .medium)
  }

  @Test func absurdDetentsAreMadeSafe() {
    #expect(PresentationDetent.fraction(-1) == .fraction(0))
    #expect(PresentationDetent.fraction(7) == .fraction(1))
    #expect(PresentationDetent.fraction(.nan) == .large)
    #expect(PresentationDetent.height(.nan) == .large)
    #expect(PresentationDetent.height(.infinity) == .large)
    #expect(PresentationDetent.height(-5) == .height(0))
    #expect(PresentationDetent.fraction(0.25).description == "25%")
    let sheet = Text("x").sheet(isPresented: .constant(true)) {
      Text("y").presentationDetents([.fraction(-1), .height(.nan)])
    }
    let inspector = DesignInspector(sheet)
    #expect(inspector.presented?.detent == .fraction(0))
    #expect(inspector.render(width: 30).contains("0%"))
  }

  @Test func theChromeIsRecordedAndDrawnInHTML() throws {
    let inspector = DesignInspector(filters())
    let details = try #require(inspector.presented?.presentationDetails)
    #expect(details.cornerRadius == 24)
    #expect(details.backgroundInteraction == .enabled(upThrough: .medium))
    #expect(details.compactAdaptation == PresentationAdaptation.none)
    #expect(details.contentInteraction == .scrolls)
    let html = HTMLRenderer().render(filters())
    #expect(html.contains("<div class=\"grabber\"></div>"))
    #expect(html.contains("top:50%"))
    #expect(html.contains("border-radius:24px 24px 0 0"))
  }

  @Test func anInspectorIsPresentedAsASheet() throws {
    let design = Stateful(value: false) { isShown in
      Button("Detalles") { isShown.wrappedValue = true }
        .inspector(isPresented: isShown) { Text("Desnivel").inspectorColumnWidth(280) }
    }
    let inspector = DesignInspector(design)
    try inspector.find(button: "Detalles").tap()
    #expect(inspector.texts.contains("Desnivel"))
    try inspector.dismiss()
    #expect(!inspector.texts.contains("Desnivel"))
  }

  @Test func aFileImporterCompletesOnlyWhenAFileIsChosen() throws {
    var log: [String] = []
    let design = Stateful(value: true) { isShown in
      Text("Rutas").fileImporter(isPresented: isShown, allowedContentTypes: [.json, .pdf]) {
        log.append((try? $0.get().lastPathComponent) ?? "error")
      }
    }
    let inspector = DesignInspector(design)
    #expect(inspector.texts.contains("Types: json, pdf"))
    #expect(throws: InspectionError.self) { try inspector.presented?.choose([]) }
    let two = [URL(fileURLWithPath: "/a.json"), URL(fileURLWithPath: "/b.json")]
    #expect(throws: InspectionError.self) { try inspector.presented?.choose(two) }
    try inspector.presented?.choose([URL(fileURLWithPath: "/tmp/ruta.json")])
    #expect(log == ["ruta.json"])
    #expect(inspector.presented == nil)
  }

  @Test func cancellingAFilePanelCallsOnlyOnCancellation() throws {
    var log: [String] = []
    let design = Stateful(value: true) { isShown in
      Text("Rutas").fileImporter(
        isPresented: isShown, allowedContentTypes: [.plainText], allowsMultipleSelection: true,
        onCompletion: { _ in log.append("completed") }, onCancellation: { log.append("cancelled") })
    }
    let inspector = DesignInspector(design)
    try inspector.find(button: "Cancel").tap()
    #expect(log == ["cancelled"])
    #expect(inspector.presented == nil)
  }

  @Test func aFileMoverShowsOnlyWithAFile() throws {
    var moved: URL?
    let none = Text("x").fileMover(isPresented: .constant(true), file: nil) {
      moved = try? $0.get()
    }
    #expect(DesignInspector(none).presented == nil)
    let design = Stateful(value: true) { isShown in
      Text("x").fileMover(isPresented: isShown, file: URL(fileURLWithPath: "/r.gpx")) {
        moved = try? $0.get()
      }
    }
    let inspector = DesignInspector(design)
    #expect(inspector.texts.contains("Move \"r.gpx\""))
    try inspector.presented?.choose([URL(fileURLWithPath: "/dest/r.gpx")])
    #expect(moved?.path == "/dest/r.gpx")
  }
}
