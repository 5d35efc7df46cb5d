import Foundation

#if !canImport(Darwin)
  extension NSUserActivity: NSItemProviderWriting {
    /// The identifier an activity is written as: a property list of its type, title,
    /// target, web page and user info.
    static let itemProviderTypeIdentifier = "com.apple.uikit.useractivity"

    /// An activity, as a property list.
    public static var writableTypeIdentifiersForItemProvider: [String] {
      [itemProviderTypeIdentifier]
    }

    /// Writes the activity as a property list; fails when its user info holds a value a
    /// property list cannot (only strings, numbers, dates, data, arrays and dictionaries
    /// with string keys can).
    public func loadData(
      withTypeIdentifier typeIdentifier: String,
      forItemProviderCompletionHandler completionHandler:
        @escaping @Sendable (Data?, (any Error)?)
        -> Void
    ) -> Progress? {
      var plist: [String: Any] = ["activityType": activityType]
      plist["title"] = title
      plist["targetContentIdentifier"] = targetContentIdentifier
      plist["webpageURL"] = webpageURL?.absoluteString
      if let userInfo {
        plist["userInfo"] = Dictionary(
          userInfo.map { (String(describing: $0.key), $0.value) }, uniquingKeysWith: { $1 })
      }
      do {
        let data = try PropertyListSerialization.data(
          fromPropertyList: plist, format: .binary, options: 0)
        completionHandler(data, nil)
      } catch {
        completionHandler(nil, error)
      }
      return nil
    }
  }
#endif
