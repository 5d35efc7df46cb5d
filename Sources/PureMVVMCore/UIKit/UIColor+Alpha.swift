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
      if case .asset(let name) = color.value {
        changed.color = Color(name).opacity(Double(alpha))
      } else {
        // The colour's own opacity (a system colour's too: the separator's 0.29) is replaced.
        changed.color = Self.color(rgba, alpha: alpha)
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
