#if !canImport(CoreTransferable)
  /// Who may receive a representation, like CoreTransferable's
  /// `TransferRepresentationVisibility`.
  ///
  /// A host's drops stay in one app, so every visibility lets them through.
  public struct TransferRepresentationVisibility: Sendable, Equatable {
    private let name: String

    /// Any app.
    public static let all = TransferRepresentationVisibility(name: "all")
    /// Apps of the same team.
    public static let team = TransferRepresentationVisibility(name: "team")
    /// This process only.
    public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
  }
#endif
