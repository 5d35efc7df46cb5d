/// Elements in order, indexed from 0: a resolved tree's top level (an array) or an
/// element's children read in place (`childElements`), which code reading either takes
/// alike.
package protocol ElementCollection: RandomAccessCollection
where Element == PureMVVMCore.Element, Index == Int {}

extension Array: ElementCollection where Element == PureMVVMCore.Element {}
extension ArraySlice: ElementCollection where Element == PureMVVMCore.Element {}
extension ElementChildren: ElementCollection {}
