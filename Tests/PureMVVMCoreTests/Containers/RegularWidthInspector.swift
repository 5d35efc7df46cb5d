import PureMVVMCore
import PureMVVMInspection

/// A host as wide as an iPad's, in a regular horizontal size class: tables there show
/// every column under its title.
@MainActor
func regularWidthInspector(_ design: some View) -> DesignInspector {
  let inspector = DesignInspector(design)
  inspector.environment.horizontalSizeClass = .regular
  return inspector
}
