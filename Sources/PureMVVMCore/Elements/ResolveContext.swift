/// Where a design sits while it resolves, and what it inherits from its ancestors.
///
/// The position is a hash of the path from the root, used to keep each ``Stateful``'s value
/// between resolutions by the same host. Inherited traits (disabled, foreground style) flow
/// down the tree the way SwiftUI's environment does.
public struct ResolveContext {
  let store: StateStore
  private(set) var position: UInt64 = 0xcbf2_9ce4_8422_2325
  var isDisabled = false
  var style = HierarchicalShapeStyle.primary

  init(store: StateStore) {
    self.store = store
  }

  /// The context of a child at `component` below this position.
  func child(_ component: UInt64) -> ResolveContext {
    var child = self
    child.position = Self.mix(position, component)
    return child
  }

  /// Mixes two 64-bit values (SplitMix64 finaliser over a combination of both).
  private static func mix(_ parent: UInt64, _ component: UInt64) -> UInt64 {
    var value = parent &* 0x100_0000_01b3 ^ component &+ 0x9e37_79b9_7f4a_7c15
    value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
    value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
    return value ^ (value >> 31)
  }
}
