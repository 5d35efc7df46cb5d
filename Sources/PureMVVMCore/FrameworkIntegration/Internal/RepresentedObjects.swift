/// The platform objects the representables in a subtree made, in tree order: how the
/// inspector finds a wrapped view or controller for a test.
package enum RepresentedObjects: PreferenceKey {
  package static var defaultValue: [AnyObject] { [] }

  package static func reduce(value: inout [AnyObject], nextValue: () -> [AnyObject]) {
    value += nextValue()
  }
}
