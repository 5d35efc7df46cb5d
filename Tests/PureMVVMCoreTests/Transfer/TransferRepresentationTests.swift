import Foundation
import PureMVVMCore
import PureMVVMInspection
import Synchronization
import TestSupport
import Testing

/// Values dropped on a destination of another type travel through their representations.
@MainActor
@Suite struct TransferRepresentationTests {
  struct Waypoint: Codable, Equatable, Transferable {
    var name: String
    var altitude: Int

    static var transferRepresentation: some TransferRepresentation {
      CodableRepresentation(contentType: .waypoint)
      ProxyRepresentation(exporting: \.name) { Waypoint(name: $0, altitude: 0) }
    }
  }

  /// A summit is exported as a waypoint, unless it has no name, then as text.
  struct Summit: Transferable {
    var name: String

    static var transferRepresentation: some TransferRepresentation {
      ProxyRepresentation { Waypoint(name: $0.name, altitude: 3_000) }
        .exportingCondition { !$0.name.isEmpty }
      ProxyRepresentation { _ in "cumbre sin nombre" }
    }
  }

  /// A track travels as a file named after it.
  struct Track: Transferable {
    var gpx: String

    static var transferRepresentation: some TransferRepresentation {
      FileRepresentation(contentType: .track) { track in
        let url = FileManager.default.temporaryDirectory
          .appendingPathComponent("track-\(UUID().uuidString).gpx")
        try Data(track.gpx.utf8).write(to: url)
        FileLog.tracks.withLock { $0.append(url) }
        return SentTransferredFile(url)
      } importing: { received in
        FileLog.tracks.withLock { $0.append(received.file) }
        #expect(!received.isOriginalFile)
        return Track(gpx: try String(contentsOf: received.file, encoding: .utf8))
      }
      .suggestedFileName("Ruta.gpx")
    }
  }

  /// A note is imported from a text file.
  struct Note: Transferable {
    var text: String

    static var transferRepresentation: some TransferRepresentation {
      FileRepresentation(importedContentType: .plainText) { received in
        FileLog.notes.withLock { $0.append(received.file) }
        return Note(text: try String(contentsOf: received.file, encoding: .utf8))
      }
    }
  }

  /// A clipping suggests a name that climbs out of any folder; its representation names
  /// its item type, as some apps write it.
  struct Clipping: Transferable {
    var text: String

    static var transferRepresentation: some TransferRepresentation<Clipping> {
      DataRepresentation(exportedContentType: .plainText) { Data($0.text.utf8) }
        .suggestedFileName("../../escape.txt")
      FileRepresentation(importedContentType: .plainText) { received in
        FileLog.clippings.withLock { $0.append(received.file) }
        return Clipping(text: try String(contentsOf: received.file, encoding: .utf8))
      }
    }
  }

  /// A ticket and a pass are each other's proxies: a cycle no transfer can follow.
  struct Ticket: Transferable {
    var code: String

    static var transferRepresentation: some TransferRepresentation {
      ProxyRepresentation {
        Pass(code: $0.code)
      } importing: {
        Ticket(code: $0.code)
      }
    }
  }

  /// The other half of the cycle.
  struct Pass: Transferable {
    var code: String

    static var transferRepresentation: some TransferRepresentation {
      ProxyRepresentation {
        Ticket(code: $0.code)
      } importing: {
        Pass(code: $0.code)
      }
      ProxyRepresentation(exporting: \.code)
    }
  }

  /// A track exported as a link to its file.
  struct LinkedTrack: Transferable {
    var file: URL

    static var transferRepresentation: some TransferRepresentation {
      FileRepresentation(contentType: .track) {
        SentTransferredFile($0.file)
      } importing: { copy in
        #expect(!copy.isOriginalFile)
        try FileHandle(forWritingTo: copy.file).write(contentsOf: Data("!".utf8))
        return LinkedTrack(file: copy.file)
      }
    }
  }

  /// A clipping whose suggested name is longer than a file name may be.
  struct LongClipping: Transferable {
    var text: String

    static var transferRepresentation: some TransferRepresentation {
      DataRepresentation(exportedContentType: .plainText) { Data($0.text.utf8) }
        .suggestedFileName(String(repeating: "ñ", count: 200) + ".md")
    }
  }

  /// The files tracks and notes sent and received, one log per type, as the tests that
  /// read them run in parallel.
  enum FileLog {
    static let tracks = Mutex<[URL]>([])
    static let notes = Mutex<[URL]>([])
    static let clippings = Mutex<[URL]>([])
  }

  private func inbox<T: Transferable>(_ type: T.Type, into log: Binding<[T]>) -> some View {
    Text("Buzón").dropDestination(for: T.self) { values, _ in
      log.wrappedValue += values
      return true
    }
  }

  private func received<T: Transferable>(_ type: T.Type, _ items: [any Transferable]) async throws
    -> [T]
  {
    var log: [T] = []
    let binding = Binding(get: { log }, set: { log = $0 })
    let inspector = DesignInspector(inbox(T.self, into: binding))
    _ = try await inspector.find(text: "Buzón").drop(items)
    return log
  }

  @Test func aCodableValueArrivesWhole() async throws {
    let peak = Waypoint(name: "Aneto", altitude: 3_404)
    #expect(try await received(Waypoint.self, [peak]) == [peak])
  }

  @Test func aProxyCarriesTheValueAsItsNameBothWays() async throws {
    #expect(
      try await received(String.self, [Waypoint(name: "Aneto", altitude: 3_404)]) == ["Aneto"])
    #expect(
      try await received(Waypoint.self, ["Posets"]) == [Waypoint(name: "Posets", altitude: 0)])
  }

  @Test func anExportingConditionPassesTheValueToTheNextRepresentation() async throws {
    #expect(try await received(Waypoint.self, [Summit(name: "Teide")]).map(\.altitude) == [3_000])
    #expect(try await received(String.self, [Summit(name: "")]) == ["cumbre sin nombre"])
    #expect(
      try await received(Waypoint.self, [Summit(name: "")]) == [
        Waypoint(name: "cumbre sin nombre", altitude: 0)
      ])
  }

  @Test func proxiesThatProxyEachOtherEndInsteadOfRecursingForever() async throws {
    #expect(try await received(Pass.self, [Ticket(code: "A1")]).isEmpty)
    #expect(try await received(String.self, [Pass(code: "B2")]) == ["B2"])
    #expect(try await received(String.self, [Ticket(code: "C3")]) == ["C3"])
  }

  @Test func aValueNoRepresentationImportsIsLeftOut() async throws {
    #expect(try await received(Waypoint.self, [Data([1, 2])]).isEmpty)
    #expect(try await received(Data.self, [Waypoint(name: "A", altitude: 1)]).count == 1)
  }

  @Test func aFileIsImportedFromACopyThatIsRemovedAfterward() async throws {
    let tracks = try await received(Track.self, [Track(gpx: "<gpx/>")])
    #expect(tracks.map(\.gpx) == ["<gpx/>"])
    let files = FileLog.tracks.withLock { $0 }
    try #require(files.count == 2)
    defer { try? FileManager.default.removeItem(at: files[0]) }
    #expect(files[1].lastPathComponent == "Ruta.gpx")
    #expect(FileManager.default.fileExists(atPath: files[0].path))
    #expect(!FileManager.default.fileExists(atPath: files[1].path))
  }

  @Test func aSuggestedNameNeverLeavesTheCopysFolder() async throws {
    #expect(try await received(Clipping.self, [Clipping(text: "x")]).map(\.text) == ["x"])
    let copy = try #require(
      FileLog.clippings.withLock { $0 }.first { $0.lastPathComponent == "escape.txt" })
    #expect(copy.deletingLastPathComponent().lastPathComponent.hasPrefix("PureMVVM-transfer-"))
  }

  @Test func aFileFromAProviderIsImportedUnderItsOwnName() async throws {
    let scratch = try ScratchDirectory("transfer-provider")
    let url = scratch.appendingPathComponent("Salida del sol.txt")
    try Data("Amanecer".utf8).write(to: url)
    let provider = try #require(NSItemProvider(contentsOf: url))
    var log: [Note] = []
    let design = Text("Buzón").dropDestination(for: Note.self) { notes, _ in
      log += notes
      return true
    }
    #expect(try await DesignInspector(design).find(text: "Buzón").drop([provider]))
    #expect(log.map(\.text) == ["Amanecer"])
    #expect(FileLog.notes.withLock { $0 }.contains { $0.lastPathComponent == "Salida del sol.txt" })
  }

  @Test func aSymbolicLinkIsCopiedAsItsTargetSoTheOriginalIsSafe() async throws {
    let scratch = try ScratchDirectory("transfer-link")
    let original = scratch.appendingPathComponent("original.gpx")
    try Data("<gpx/>".utf8).write(to: original)
    let link = scratch.appendingPathComponent("link.gpx")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: original)
    let tracks = try await received(LinkedTrack.self, [LinkedTrack(file: link)])
    #expect(tracks.count == 1)
    #expect(tracks.first?.file.path != link.path && tracks.first?.file.path != original.path)
    #expect(try String(contentsOf: original, encoding: .utf8) == "<gpx/>")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == original.path)
  }

  @Test func aVeryLongSuggestedNameIsShortenedKeepingItsExtension() async throws {
    #expect(try await received(Clipping.self, [LongClipping(text: "x")]).map(\.text) == ["x"])
    let copy = try #require(FileLog.clippings.withLock { $0 }.first { $0.pathExtension == "md" })
    #expect(copy.lastPathComponent.utf8.count == 255)
  }

  @Test func bytesAreImportedByAFileRepresentationThroughATemporaryFile() async throws {
    #expect(try await received(Note.self, ["Fuente a 2 km"]).map(\.text) == ["Fuente a 2 km"])
    let copy = try #require(FileLog.notes.withLock { $0.last })
    #expect(copy.lastPathComponent == "file")
    #expect(!FileManager.default.fileExists(atPath: copy.deletingLastPathComponent().path))
  }
}

extension UTType {
  fileprivate static let waypoint = UTType(exportedAs: "com.example.waypoint")
  fileprivate static let track = UTType(exportedAs: "com.example.track", conformingTo: .data)
}
