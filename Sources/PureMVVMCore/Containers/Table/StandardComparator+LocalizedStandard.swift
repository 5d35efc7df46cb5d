import Foundation

#if !canImport(Darwin)
  extension String.StandardComparator {
    /// The comparator SwiftUI's sortable table columns default to.
    ///
    /// Foundation on Linux has no localized string comparators, so this is `.lexical`:
    /// case and digits compare by their code points, not as Finder orders them.
    public static var localizedStandard: String.StandardComparator { .lexical }
  }
#endif
