import Foundation

#if !canImport(Darwin)
  extension String.StandardComparator {
    /// The comparator SwiftUI's sortable table columns default to.
    ///
    /// Foundation on Linux has no localized string comparators, so this is `.lexical`:
    /// case and digits compare by their code points, not as Finder orders them. It gives
    /// way to Foundation's own should Linux gain one.
    @_disfavoredOverload
    public static var localizedStandard: String.StandardComparator { .lexical }
  }

  extension SortComparator where Self == String.Comparator {
    /// Compares strings as `String.StandardComparator.localizedStandard` does, so
    /// `names.sorted(using: .localizedStandard)` compiles on Linux.
    @_disfavoredOverload
    public static var localizedStandard: String.Comparator {
      String.Comparator(String.StandardComparator.localizedStandard)
    }
  }
#endif
