import Foundation
import TestSupport
import Testing

@Suite struct ScratchDirectoryTests {
  @Test func aScratchDirectoryStartsEmptyAndGoesWithEverythingInIt() throws {
    var scratch: ScratchDirectory? = try ScratchDirectory("scratch-test")
    let url = try #require(scratch?.url)
    #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).isEmpty)
    let nested = url.appendingPathComponent("a/b")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: nested.appendingPathComponent("c.txt"))
    try FileManager.default.createSymbolicLink(
      atPath: url.appendingPathComponent("link").path, withDestinationPath: "/")
    scratch = nil
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test func twoScratchDirectoriesWithOnePrefixAreDistinct() throws {
    let first = try ScratchDirectory("scratch-test")
    let second = try ScratchDirectory("scratch-test")
    #expect(first.url != second.url)
    #expect(first.url.lastPathComponent.hasPrefix("scratch-test-"))
  }

  @Test func aReadOnlyFileInsideDoesNotKeepTheDirectory() throws {
    var scratch: ScratchDirectory? = try ScratchDirectory("scratch-test")
    let url = try #require(scratch?.url)
    let file = url.appendingPathComponent("read-only.txt")
    try Data("x".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
    scratch = nil
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }
}
