import PureMVVMTesting
import Testing

@Suite struct SnapshotNameTests {
  @Test func removesAccentsSlashesAndSpaces() {
    #expect(SnapshotName.fileName(for: "Ruta — Cresta del Águila") == "Ruta-Cresta-del-Aguila.txt")
    #expect(SnapshotName.fileName(for: "a/b\\c") == "a-b-c.txt")
    #expect(SnapshotName.fileName(for: "../../etc/passwd") == "etc-passwd.txt")
    #expect(SnapshotName.fileName(for: "   ") == "snapshot.txt")
    #expect(SnapshotName.fileName(for: "🥾") == "snapshot.txt")
  }

  @Test func namesThatClashAfterSanitisingGetSuffixes() {
    #expect(
      SnapshotName.uniqueNames(for: ["Logged In", "Logged/In", "logged in", "Other"])
        == ["Logged-In", "Logged-In-2", "logged-in-3", "Other"])
  }
}
