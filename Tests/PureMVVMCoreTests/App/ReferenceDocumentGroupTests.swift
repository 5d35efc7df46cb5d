import Foundation
import PureMVVMCore
import PureMVVMInspection
import Testing

/// A `DocumentGroup` of reference documents: each window keeps its document, observed.
@MainActor
@Suite struct ReferenceDocumentGroupTests {
  final class TrailLog: ReferenceFileDocument {
    static let readableContentTypes: [UTType] = [.plainText]
    @Published var entries: [String]

    init(entries: [String] = []) {
      self.entries = entries
    }

    init(configuration: ReadConfiguration) throws {
      let text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
      entries = text.split(separator: "\n").map(String.init)
    }

    func snapshot(contentType: UTType) throws -> [String] {
      entries
    }

    func fileWrapper(snapshot: [String], configuration: WriteConfiguration) throws -> FileWrapper {
      FileWrapper(regularFileWithContents: Data(snapshot.joined(separator: "\n").utf8))
    }
  }

  /// A window listing the log's entries, adding one while it may change the log.
  struct LogEditor: View {
    let configuration: ReferenceFileDocumentConfiguration<TrailLog>
    @State private var draft = ""

    var body: some View {
      VStack {
        Text("Entradas: \(configuration.document.entries.count)")
        if configuration.isEditable {
          TextField("Entrada", text: $draft)
          Button("Añadir") { configuration.document.entries.append(draft) }
        }
        EntryCount()
      }
    }
  }

  /// Reads the log from the environment, where the group puts it.
  struct EntryCount: View {
    @EnvironmentObject var log: TrailLog

    var body: some View {
      Text("En el entorno: \(log.entries.count)")
    }
  }

  @Test func aNewDocumentIsMadeOnceAndItsChangesRedrawTheWindow() throws {
    let made = Locked(0)
    let app = AppInspector(
      scenes: DocumentGroup {
        made.withLock { $0 += 1 }
        return TrailLog()
      } editor: {
        LogEditor(configuration: $0)
      })
    let window = try app.window()
    #expect(window.texts == ["Entradas: 0", "En el entorno: 0"])
    try window.find(textField: "Entrada").setInput("Cumbre")
    try window.find(button: "Añadir").tap()
    try window.find(button: "Añadir").tap()
    #expect(window.texts == ["Entradas: 2", "En el entorno: 2"])
    #expect(made.withLock { $0 } == 1)
  }

  @Test func aGivenDocumentIsEditedInItsWindow() throws {
    let log = TrailLog(entries: ["Aneto"])
    let app = AppInspector(
      scenes: DocumentGroup {
        TrailLog()
      } editor: {
        LogEditor(configuration: $0)
      })
    let window = try app.window(presenting: log)
    #expect(window.texts.first == "Entradas: 1")
    try window.find(button: "Añadir").tap()
    #expect(log.entries == ["Aneto", ""])
  }

  @Test func aViewerShowsTheGivenDocumentWithoutAField() throws {
    let app = AppInspector(
      scenes: DocumentGroup(viewing: TrailLog.self) { LogEditor(configuration: $0) })
    #expect(try app.window().elements.isEmpty)
    let window = try app.window(presenting: TrailLog(entries: ["Teide", "Anaga"]))
    #expect(window.texts == ["Entradas: 2", "En el entorno: 2"])
    #expect(throws: InspectionError.self) { try window.find(button: "Añadir") }
  }

  @Test func aSaveWritesTheSnapshot() throws {
    let log = TrailLog(entries: ["Teide", "Anaga"])
    let snapshot = try log.snapshot(contentType: .plainText)
    log.entries.append("Masca")
    let file = try log.fileWrapper(
      snapshot: snapshot,
      configuration: .init(contentType: .plainText, existingFile: nil))
    let reopened = try TrailLog(configuration: .init(contentType: .plainText, file: file))
    #expect(reopened.entries == ["Teide", "Anaga"])
    #expect(TrailLog.writableContentTypes == [.plainText])
  }
}
