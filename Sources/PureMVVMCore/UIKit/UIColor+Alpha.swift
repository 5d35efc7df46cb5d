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
      changed.color =
        switch color.value {
        case .system(let name):
          // A system colour's own opacity (the separator's 0.29) is replaced too.
          Self.color(SystemColorTable.components(of: name), alpha: alpha)
        case .asset(let name): Color(name).opacity(Double(alpha))
        case .rgb(let red, let green, let blue, _):
          Self.color([red, green, blue], alpha: alpha)
        }
      return changed
    }

    /// The colour of `components`' red, green and blue, at `alpha`.
    private static func color(_ components: [Double], alpha: CGFloat) -> Color {
      Color(
        red: components[0], green: components[1], blue: components[2], opacity: Double(alpha))
    }
  }
#endif
