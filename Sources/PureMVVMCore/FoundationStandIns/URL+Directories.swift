import Foundation

#if !canImport(Darwin)
  extension URL {
    /// The user's documents folder, as Foundation's `URL.documentsDirectory` on Apple
    /// platforms; here `~/Documents`, where `FileManager` finds it.
    @_disfavoredOverload
    public static var documentsDirectory: URL { userFolder(.documentDirectory) }

    /// The user's caches folder, as on Apple platforms; here `~/.cache`.
    @_disfavoredOverload
    public static var cachesDirectory: URL { userFolder(.cachesDirectory) }

    /// The user's application support folder, as on Apple platforms; here `~/.local/share`.
    @_disfavoredOverload
    public static var applicationSupportDirectory: URL {
      userFolder(.applicationSupportDirectory)
    }

    /// The user's downloads folder, as on Apple platforms; here `~/Downloads`.
    @_disfavoredOverload
    public static var downloadsDirectory: URL { userFolder(.downloadsDirectory) }

    /// The user's desktop folder, as on Apple platforms; here `~/Desktop`.
    @_disfavoredOverload
    public static var desktopDirectory: URL { userFolder(.desktopDirectory) }

    /// The user's movies folder, as on Apple platforms; here `~/Videos`.
    @_disfavoredOverload
    public static var moviesDirectory: URL { userFolder(.moviesDirectory) }

    /// The user's music folder, as on Apple platforms; here `~/Music`.
    @_disfavoredOverload
    public static var musicDirectory: URL { userFolder(.musicDirectory) }

    /// The user's pictures folder, as on Apple platforms; here `~/Pictures`.
    @_disfavoredOverload
    public static var picturesDirectory: URL { userFolder(.picturesDirectory) }

    /// The user's shared public folder, as on Apple platforms; here `~/Public`.
    @_disfavoredOverload
    public static var sharedPublicDirectory: URL { userFolder(.sharedPublicDirectory) }

    /// The user's trash, as on Apple platforms; here `~/.Trash`.
    @_disfavoredOverload
    public static var trashDirectory: URL { userFolder(.trashDirectory) }

    /// The folder `FileManager` names for `directory` in the user's domain; the home
    /// folder when it names none.
    private static func userFolder(_ directory: FileManager.SearchPathDirectory) -> URL {
      FileManager.default.urls(for: directory, in: .userDomainMask).first ?? homeDirectory
    }
  }
#endif
