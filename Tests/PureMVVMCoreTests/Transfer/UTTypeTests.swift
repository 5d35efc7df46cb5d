import Foundation
import PureMVVMCore
import Testing

@Suite struct UTTypeTests {
  @Test func systemTypesConformAsAppleDeclaresThem() {
    #expect(UTType.utf8PlainText.conforms(to: .plainText))
    #expect(UTType.plainText.conforms(to: .text))
    #expect(UTType.plainText.conforms(to: .data))
    #expect(UTType.png.conforms(to: .image))
    #expect(UTType.fileURL.conforms(to: .url))
    #expect(UTType.json.conforms(to: .text))
    #expect(!UTType.text.conforms(to: .plainText))
    #expect(!UTType.png.conforms(to: .text))
    #expect(!UTType.folder.conforms(to: .data))
    #expect(UTType.text.conforms(to: .text))
  }

  @Test func anAppsTypeConformsToItsParentOrElseToData() {
    let route = UTType(exportedAs: "com.example.route")
    let track = UTType(exportedAs: "com.example.track", conformingTo: .json)
    #expect(route.conforms(to: .data) && route.conforms(to: .item))
    #expect(!route.conforms(to: .text))
    #expect(track.conforms(to: .text) && track.isSubtype(of: .json))
    #expect(UTType.json.isSupertype(of: track))
    #expect(track.supertypes.contains(.item))
    #expect(!track.isSubtype(of: track))
  }

  @Test func typesWithOneIdentifierAreEqualWhateverTheirParents() {
    let declared = UTType(exportedAs: "com.example.route", conformingTo: .json)
    #expect(declared == UTType("com.example.route"))
    #expect(Set([declared, UTType(importedAs: "com.example.route")]).count == 1)
  }
}
