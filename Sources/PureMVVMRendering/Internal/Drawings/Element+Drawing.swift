import PureMVVMCore

extension Element {
  /// How the element draws: the one switch over kinds in the renderers.
  var drawing: any ElementDrawing.Type {
    switch kind {
    case .text: TextDrawing.self
    case .image: ImageDrawing.self
    case .color: ColorDrawing.self
    case .shape: ShapeDrawing.self
    case .control: ControlDrawing.self
    case .vStack: VStackDrawing.self
    case .hStack: HStackDrawing.self
    case .zStack: ZStackDrawing.self
    case .grid: GridDrawing.self
    case .gridRow: GridRowDrawing.self
    case .list: ListDrawing.self
    case .form: FormDrawing.self
    case .section: SectionDrawing.self
    case .divider: DividerDrawing.self
    case .spacer: SpacerDrawing.self
    case .navigation: NavigationTitleDrawing.self
    case .navigationStack: NavigationStackDrawing.self
    case .navigationLink: NavigationLinkDrawing.self
    case .presentation: ScreenPartDrawing.self
    case .toolbar: ScreenPartDrawing.self
    case .tabView: TabViewDrawing.self
    case .error: ErrorDrawing.self
    case .customLayout: CustomLayoutDrawing.self
    }
  }

  /// Whether the element is a spacer: rows ask for every child, so it is a pattern match,
  /// cheaper than asking its drawing.
  var isSpacer: Bool {
    if case .spacer = kind { true } else { false }
  }

  /// Whether the element is a section, which lists and forms draw with its header.
  var isSection: Bool {
    if case .section = kind { true } else { false }
  }

  /// Whether the element is a row of a grid, whose cells a grid lines up in columns.
  var isGridRow: Bool {
    if case .gridRow = kind { true } else { false }
  }
}
