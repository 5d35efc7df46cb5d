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
    #expect(UTType.applicationBundle.conforms(to: .application))
    #expect(UTType.applicationBundle.conforms(to: .directory))
    #expect(!UTType.applicationBundle.conforms(to: .data))
    #expect(UTType.application.conforms(to: .executable) && !UTType.application.conforms(to: .text))
    #expect(UTType(filenameExtension: "app") == .applicationBundle)
    #expect(!UTType.folder.conforms(to: .data))
    #expect(UTType.text.conforms(to: .text))
  }

  @Test func anAppsTypeConformsToItsParentOrElseToData() {
    let route = UTType(exportedAs: "com.example.parent-test.route")
    let track = UTType(exportedAs: "com.example.parent-test.track", conformingTo: .json)
    #expect(route.conforms(to: .data) && route.conforms(to: .item))
    #expect(!route.conforms(to: .text))
    #expect(track.conforms(to: .text) && track.isSubtype(of: .json))
    #expect(UTType.json.isSupertype(of: track))
    #expect(track.supertypes.contains(.item))
    #expect(!track.isSubtype(of: track))
  }

  @Test func aDeclarationHoldsForTypesRebuiltFromTheIdentifier() throws {
    let document = UTType(exportedAs: "com.example.rebuild-test.doc", conformingTo: .json)
    let version2 = UTType(exportedAs: "com.example.rebuild-test.doc2", conformingTo: document)
    #expect(version2.conforms(to: .json) && version2.conforms(to: .data))
    let rebuilt = try #require(UTType("com.example.rebuild-test.doc2"))
    #expect(rebuilt.conforms(to: .text))
    #expect(
      UTType(importedAs: "com.example.rebuild-test.doc", conformingTo: .png).conforms(to: .json))
    #expect(
      Set([document, rebuilt, try #require(UTType("com.example.rebuild-test.doc"))]).count == 2)
  }
}
