#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  extension UIColor {
    /// This colour with its opacity replaced by `alpha`, as UIKit's: `0.5` twice is still
    /// half.
    ///
    /// - Parameter alpha: 0 (clear) to 1.
    /// - Returns: The colour.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
      var changed = self
      let opaque =
        switch color.value {
        case .system(let name): Color(system: name)
        case .asset(let name): Color(name)
        case .rgb(let red, let green, let blue, _): Color(red: red, green: green, blue: blue)
        }
      changed.color = opaque.opacity(Double(alpha))
      return changed
    }
  }
#endif
