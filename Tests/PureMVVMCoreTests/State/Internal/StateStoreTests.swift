import Testing

@testable import PureMVVMCore

// Identities are compared as `ObjectIdentifier`s: `#expect(a === b)` on two `AnyObject`s
// crashes this compiler (a reabstraction thunk in SILGen).
@MainActor
@Suite struct StateStoreTests {
  /// Storage a test can tell apart by identity.
  private final class Counter {
    var count = 0
  }

  @Test func storageAskedForAgainByItsKindIsTheStorageMadeFirst() {
    let store = StateStore()
    let first = store.storage(at: 7, for: Counter.self) { Counter() }
    let again = store.storage(at: 7, for: Counter.self) { Counter() }
    #expect(ObjectIdentifier(first) == ObjectIdentifier(again))
    #expect(store.made == 1)
    #expect(store.reads == 2)
  }

  @Test func storageAskedForByAnotherKindAtTheSameKeyIsMadeAfresh() {
    let store = StateStore()
    let counter = store.storage(at: 7, for: Counter.self) { Counter() }
    let other = store.storage(at: 7, for: Int.self) { Counter() }
    #expect(ObjectIdentifier(counter) != ObjectIdentifier(other))
    // The key now holds the other kind's storage: the first kind gets fresh storage too.
    let counterAgain = store.storage(at: 7, for: Counter.self) { Counter() }
    #expect(ObjectIdentifier(counterAgain) != ObjectIdentifier(counter))
    #expect(ObjectIdentifier(counterAgain) != ObjectIdentifier(other))
    #expect(store.made == 3)
  }

  @Test func typedStorageOfAnotherTypeAtTheSameKeyIsMadeAfresh() {
    let store = StateStore()
    let number = store.storage(at: 7) { StateBox(1, invalidation: nil) }
    let text = store.storage(at: 7) { StateBox("uno", invalidation: nil) }
    #expect(text.get() == "uno")
    let numberAgain = store.storage(at: 7) { StateBox(2, invalidation: nil) }
    #expect(ObjectIdentifier(numberAgain) != ObjectIdentifier(number))
    #expect(numberAgain.get() == 2)
  }

  @Test func storageAtAnotherKeyIsMadeForThatKey() {
    let store = StateStore()
    let seven = store.storage(at: 7, for: Counter.self) { Counter() }
    let eight = store.storage(at: 8, for: Counter.self) { Counter() }
    #expect(ObjectIdentifier(seven) != ObjectIdentifier(eight))
    let sevenAgain = store.storage(at: 7, for: Counter.self) { Counter() }
    #expect(ObjectIdentifier(sevenAgain) == ObjectIdentifier(seven))
  }

  @Test func storageNoPassUsedIsSweptAndMadeAgain() {
    let store = StateStore()
    let first = store.storage(at: 7, for: Counter.self) { Counter() }
    store.beginPass()
    _ = store.storage(at: 8, for: Counter.self) { Counter() }
    store.sweep()
    let again = store.storage(at: 7, for: Counter.self) { Counter() }
    #expect(ObjectIdentifier(again) != ObjectIdentifier(first))
  }
}
