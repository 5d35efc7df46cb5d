import Testing

@testable import PureMVVMCore

// Identities are compared as `ObjectIdentifier`s: `#expect(a === b)` on two `AnyObject`s
// crashes this compiler (a reabstraction thunk in SILGen).
@MainActor
@Suite struct StateStoreTests {
  /// Storage a test can tell apart by identity.
  private final class Counter {}

  /// The storage `store` keeps at `key` for counters, made as a new counter if it has none.
  private func counter(at key: UInt64, in store: StateStore) -> AnyObject {
    store.storage(at: key, for: Counter.self) { Counter() }
  }

  @Test func storageAskedForAgainByItsKindIsTheStorageMadeFirst() {
    let store = StateStore()
    let first = counter(at: 7, in: store)
    let again = counter(at: 7, in: store)
    #expect(ObjectIdentifier(first) == ObjectIdentifier(again))
    #expect(store.made == 1)
    #expect(store.reads == 2)
  }

  @Test func storageAskedForByAnotherKindAtTheSameKeyIsMadeAfresh() {
    let store = StateStore()
    let original = counter(at: 7, in: store)
    let other = store.storage(at: 7, for: Int.self) { Counter() }
    #expect(ObjectIdentifier(original) != ObjectIdentifier(other))
    // The key now holds the other kind's storage: the first kind gets fresh storage too.
    let counterAgain = counter(at: 7, in: store)
    #expect(ObjectIdentifier(counterAgain) != ObjectIdentifier(original))
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
    let seven = counter(at: 7, in: store)
    let eight = counter(at: 8, in: store)
    #expect(ObjectIdentifier(seven) != ObjectIdentifier(eight))
    let sevenAgain = counter(at: 7, in: store)
    #expect(ObjectIdentifier(sevenAgain) == ObjectIdentifier(seven))
  }

  @Test func storageNoPassUsedIsSweptAndMadeAgain() {
    let store = StateStore()
    let first = counter(at: 7, in: store)
    store.beginPass()
    _ = counter(at: 8, in: store)
    store.sweep()
    let again = counter(at: 7, in: store)
    #expect(ObjectIdentifier(again) != ObjectIdentifier(first))
  }
}
