/// Why a preview could not be found, prepared or built.
public enum PreviewError: Error, CustomStringConvertible {
  /// A modifier's `makeSharedContext()` threw while preparing a preview.
  case sharedContextFailed(preview: String, modifier: String, underlying: any Error)
  /// A preview's body read the context of a modifier its traits do not list.
  case modifierNotListed(preview: String, modifier: String)
  /// A preview's body threw.
  case bodyFailed(preview: String, underlying: any Error)
  /// Two previews in a catalog have the same name.
  case duplicateName(String)
  /// No preview has the name; close names are suggested.
  case unknownPreview(String, suggestions: [String])

  /// A sentence that names the preview, and the modifier where one is involved.
  public var description: String {
    switch self {
    case .sharedContextFailed(let preview, let modifier, let underlying):
      return "Preview \"\(preview)\": \(modifier).makeSharedContext() failed: \(underlying)"
    case .modifierNotListed(let preview, let modifier):
      return "Preview \"\(preview)\" reads the context of \(modifier), but its traits do not "
        + "list that modifier; add .modifier(\(modifier)()) to its traits."
    case .bodyFailed(let preview, let underlying):
      return "Preview \"\(preview)\" failed: \(underlying)"
    case .duplicateName(let name):
      return "Two previews are named \"\(name)\"; preview names must be unique."
    case .unknownPreview(let name, let suggestions):
      let hint =
        suggestions.isEmpty
        ? "" : " Did you mean " + suggestions.map { "\"\($0)\"" }.joined(separator: ", ") + "?"
      return "No preview is named \"\(name)\".\(hint)"
    }
  }
}
