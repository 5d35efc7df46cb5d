import PureMVVMCore
import Testing

@MainActor
@Suite struct InvalidationTests {
  private func resolved() -> Invalidation {
    let invalidation = Invalidation()
    invalidation.isDirty = false
    return invalidation
  }

  @Test func stateChangesKeepTheirKeysOnceEach() {
    let invalidation = resolved()
    invalidation.noteStateChange(at: 7)
    invalidation.noteStateChange(at: 9)
    invalidation.noteStateChange(at: 7)
    #expect(invalidation.isDirty)
    #expect(invalidation.changedStateKeys == [7, 9])
  }

  @Test func anyOtherChangeDropsTheKeysUntilTheNextResolution() {
    let invalidation = resolved()
    invalidation.noteStateChange(at: 7)
    invalidation.noteChange()
    invalidation.noteStateChange(at: 9)
    #expect(invalidation.changedStateKeys == nil)
    invalidation.isDirty = false
    #expect(invalidation.changedStateKeys == [])
  }

  @Test func tooManyDifferentKeysResolveTheWholeView() {
    let invalidation = resolved()
    for key in 0..<UInt64(Invalidation.mostStateChanges) { invalidation.noteStateChange(at: key) }
    #expect(invalidation.changedStateKeys?.count == Invalidation.mostStateChanges)
    invalidation.noteStateChange(at: 1_000)
    #expect(invalidation.changedStateKeys == nil)
  }

  @Test func keysAreKeptOnlyAfterAResolution() {
    let invalidation = Invalidation()
    invalidation.noteStateChange(at: 7)
    #expect(invalidation.changedStateKeys == nil)
  }
}
