import Foundation
import PureMVVMCore
import Testing

/// The folder URLs and security-scope calls designs use, where Linux's Foundation lacks
/// them.
@Suite struct URLStandInTests {
  @Test func theUserFoldersAreTheOnesFileManagerNames() {
    let home = FileManager.default.homeDirectoryForCurrentUser.path
    #expect(URL.documentsDirectory.path == home + "/Documents")
    #expect(URL.documentsDirectory.appending(path: "SavedPath").lastPathComponent == "SavedPath")
    #expect(URL.downloadsDirectory.path == home + "/Downloads")
    #expect(URL.cachesDirectory.path.hasPrefix(home))
    #expect(URL.applicationSupportDirectory.path.hasPrefix(home))
  }

  @Test func eachOtherUserFolderIsADifferentPath() {
    let all: [URL] = [
      .desktopDirectory, .moviesDirectory, .musicDirectory, .picturesDirectory,
      .sharedPublicDirectory, .trashDirectory,
    ]
    #expect(Set(all.map(\.path)).count == all.count)
  }

  @Test func aFileURLIsOpenToTheProcessAndAWebURLIsNot() throws {
    let file = URL(filePath: "/tmp/ruta.gpx")
    #expect(file.startAccessingSecurityScopedResource())
    file.stopAccessingSecurityScopedResource()
    let web = try #require(URL(string: "https://rutas.example/ruta.gpx"))
    #expect(!web.startAccessingSecurityScopedResource())
  }
}
