/// An error a macro reports to the compiler instead of an expansion: what is wrong, and
/// where in the macro's source (a UTF-8 offset into it).
struct MacroDiagnostic: Error, Equatable {
  /// What the compiler shows.
  let message: String
  /// Where, counted from the start of the source the compiler sent.
  let offset: Int

  /// A diagnostic for a source that could not be scanned.
  init(_ error: ScanError) {
    self.init(message: error.message, offset: error.offset)
  }

  init(message: String, offset: Int) {
    self.message = message
    self.offset = offset
  }
}
