import Foundation
import PureMVVMCore
import Testing

@Suite struct NSItemProviderTests {
  /// What a completion handler received.
  final class Outcome<Value>: @unchecked Sendable {
    // Safe to send: written once by a handler that runs before the load returns, on the
    // test's thread, and read after.
    var value: Value?
    var error: (any Error)?
  }

  @Test func aStringIsLoadedBackAsTheObjectAndAsAValueBeforeTheLoadReturns() {
    let provider = NSItemProvider(object: "Refugio Góriz 🏔" as NSString)
    #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
    #expect(provider.canLoadObject(ofClass: NSString.self))
    #expect(provider.canLoadObject(ofClass: String.self))
    #expect(!provider.canLoadObject(ofClass: NSURL.self))
    let object = Outcome<String>()
    _ = provider.loadObject(ofClass: NSString.self) { reading, _ in
      object.value = (reading as? NSString).map(String.init)
    }
    #expect(object.value == "Refugio Góriz 🏔")
    let value = Outcome<String>()
    let progress = provider.loadObject(ofClass: String.self) { string, _ in value.value = string }
    #expect(value.value == "Refugio Góriz 🏔")
    #expect(progress.isFinished)
  }

  @Test func anItemIsLoadedAsDataForAnyTypeItsTypeConformsTo() async throws {
    let provider = NSItemProvider(object: "Ordesa" as NSString)
    #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
    #expect(!provider.hasItemConformingToTypeIdentifier("public.image"))
    let item = Outcome<Data>()
    provider.loadItem(forTypeIdentifier: "public.plain-text", options: nil) { coding, _ in
      item.value = (coding as? NSData).map { Data(bytes: $0.bytes, count: $0.length) }
    }
    #expect(item.value == Data("Ordesa".utf8))
    let loaded = try await provider.loadItem(forTypeIdentifier: "public.text")
    #expect((loaded as? NSData)?.length == 6)
  }

  @Test func aMissingTypeOrAFailingLoaderIsReportedAsAnError() {
    let provider = NSItemProvider()
    provider.registerDataRepresentation(forTypeIdentifier: "public.json", visibility: .all) {
      $0(nil, TransferError.unreadable(.json))
      return nil
    }
    provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { _ in
      nil
    }
    let missing = Outcome<Data>()
    _ = provider.loadDataRepresentation(forTypeIdentifier: "public.pdf") { missing.error = $1 }
    #expect(missing.error as? TransferError == .noRepresentation(["public.pdf"]))
    let failing = Outcome<Data>()
    _ = provider.loadDataRepresentation(forTypeIdentifier: "public.text") { failing.error = $1 }
    #expect(failing.error as? TransferError == .unreadable(.json))
    let silent = Outcome<Data>()
    _ = provider.loadDataRepresentation(forTypeIdentifier: "public.image") { silent.error = $1 }
    #expect(silent.error as? TransferError == .unfinishedLoad("public.png"))
  }

  @Test func aURLTravelsAsItsAbsoluteString() {
    let provider = NSItemProvider(object: NSURL(string: "https://example.com/rutas?id=7")!)
    let url = Outcome<URL>()
    _ = provider.loadObject(ofClass: URL.self) { loaded, _ in url.value = loaded }
    #expect(url.value == URL(string: "https://example.com/rutas?id=7"))
  }

  @Test func bytesThatAreNotUTF8AreNotAString() {
    let provider = NSItemProvider(
      item: NSData(data: Data([0xFF, 0xFE])), typeIdentifier: "public.plain-text")
    let string = Outcome<String>()
    _ = provider.loadObject(ofClass: String.self) {
      string.value = $0; string.error = $1
    }
    #expect(string.value == nil)
    #expect(string.error as? TransferError == .unreadable(.plainText))
  }

  @Test func aFileProviderNamesItsFileAndLoadsItsBytes() throws {
    let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/ruta.json")
    let provider = try #require(NSItemProvider(contentsOf: url))
    #expect(provider.suggestedName == "ruta.json")
    #expect(provider.registeredTypeIdentifiers == ["public.json", "public.file-url"])
    let failure = Outcome<Data>()
    _ = provider.loadDataRepresentation(forTypeIdentifier: "public.json") { failure.error = $1 }
    #expect(failure.error as? TransferError == .notARegularFile(url.path))
    #expect(NSItemProvider(contentsOf: nil) == nil)
    #expect(
      NSItemProvider(contentsOf: URL(fileURLWithPath: "/tmp/a.JPG"))?
        .hasItemConformingToTypeIdentifier("public.image") == true)
  }

  @Test(arguments: ["https://example.com/ruta.gpx", "file:///dev/zero", "file:///tmp"])
  func onlyRegularFilesAreRead(address: String) throws {
    let url = try #require(URL(string: address))
    let provider = try #require(NSItemProvider(contentsOf: url))
    let failure = Outcome<Data>()
    _ = provider.loadDataRepresentation(forTypeIdentifier: "public.data") { failure.error = $1 }
    #expect(failure.error as? TransferError == .notARegularFile(url.isFileURL ? url.path : address))
  }
}
