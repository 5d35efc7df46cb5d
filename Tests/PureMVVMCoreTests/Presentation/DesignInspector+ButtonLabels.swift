import PureMVVMCore
import PureMVVMInspection

extension DesignInspector {
  /// The labels of the buttons on screen, in order: the candidates a query for a label no
  /// button has lists.
  var buttonLabels: [String] {
    do {
      _ = try find(button: "\u{0}")
      return []
    } catch {
      return error.candidates
    }
  }
}
