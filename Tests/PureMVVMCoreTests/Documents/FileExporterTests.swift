import Foundation
import PureMVVMCore
import PureMVVMInspection
import TestSupport
import Testing

/// `FileDocument` and `.fileExporter`: the document is written where the test chooses, and
/// a failed write reaches `onCompletion` as an error.
@MainActor
@Suite struct FileExporterTests {
  private struct RouteNote: FileDocument {
    static let readableContentTypes: [UTType] = [.plainText]
    var text: String

    init(text: String) {
      self.text = text
    }

    init(configuration: ReadConfiguration) throws {
      text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
      FileWrapper(regularFileWithContents: Data(text.utf8))
    }
  }

  private let scratch: ScratchDirectory

  init() throws {
    scratch = try ScratchDirectory("exporter")
  }

  private func exporter(_ note: RouteNote?, log: @escaping (Result<URL, any Error>) -> Void)
    -> some View
  {
    Stateful(value: true) { isShown in
      Text("Nota").fileExporter(
        isPresented: isShown, document: note, contentType: .plainText,
        defaultFilename: "anaga.txt", onCompletion: log)
    }
  }

  @Test func choosingAFileWritesTheDocumentThere() throws {
    var written: URL?
    let inspector = DesignInspector(
      exporter(RouteNote(text: "Cruz del Carmen")) {
        written = try? $0.get()
      })
    #expect(inspector.texts.contains("Export \"anaga.txt\""))
    let target = scratch.appendingPathComponent("anaga.txt")
    try inspector.presented?.choose([target])
    #expect(written == target)
    #expect(try String(contentsOf: target, encoding: .utf8) == "Cruz del Carmen")
    #expect(inspector.presented == nil)
  }

  @Test func aWriteThatFailsReachesOnCompletionAsAnError() throws {
    var failed = false
    let inspector = DesignInspector(
      exporter(RouteNote(text: "x")) {
        if case .failure = $0 { failed = true }
      })
    let nowhere = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/a/b.txt")
    try inspector.presented?.choose([nowhere])
    #expect(failed)
  }

  @Test func noDocumentPresentsNothing() {
    #expect(DesignInspector(exporter(nil) { _ in }).presented == nil)
  }

  @Test func severalDocumentsTakeOneFileEach() throws {
    var written: [URL] = []
    let design = Stateful(value: true) { isShown in
      Text("Notas").fileExporter(
        isPresented: isShown, documents: [RouteNote(text: "a"), RouteNote(text: "b")],
        contentType: .plainText
      ) { written = (try? $0.get()) ?? [] }
    }
    let inspector = DesignInspector(design)
    let base = scratch.url
    #expect(throws: InspectionError.self) {
      try inspector.presented?.choose([base.appendingPathComponent("1.txt")])
    }
    let targets = [base.appendingPathComponent("1.txt"), base.appendingPathComponent("2.txt")]
    try inspector.presented?.choose(targets)
    #expect(written == targets)
    #expect(try String(contentsOf: targets[1], encoding: .utf8) == "b")
  }

  @Test func aDocumentIsReadBackFromItsFile() throws {
    let file = FileWrapper(regularFileWithContents: Data("Teide".utf8))
    let note = try RouteNote(
      configuration: FileDocumentReadConfiguration(contentType: .plainText, file: file))
    #expect(note.text == "Teide")
    #expect(RouteNote.writableContentTypes == [.plainText])
  }
}
