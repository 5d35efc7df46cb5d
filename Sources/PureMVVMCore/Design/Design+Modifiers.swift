extension Design {
  /// Shows the design under a navigation title, like SwiftUI's `navigationTitle(_:)`.
  ///
  /// - Parameter title: The title.
  /// - Returns: The titled design.
  public func navigationTitle(_ title: some StringProtocol) -> ModifiedDesign<Self> {
    ModifiedDesign(content: self, modifier: .navigationTitle(String(title)))
  }

  /// Sets the emphasis of the design's text, like SwiftUI's `foregroundStyle(_:)`.
  ///
  /// - Parameter style: The emphasis, for example `.secondary`.
  /// - Returns: The styled design.
  public func foregroundStyle(_ style: HierarchicalShapeStyle) -> ModifiedDesign<Self> {
    ModifiedDesign(content: self, modifier: .foregroundStyle(style))
  }

  /// Disables the design's controls when `disabled` is true, like SwiftUI's `disabled(_:)`.
  ///
  /// A disabled ancestor disables every control below it; tapping or typing into a
  /// disabled control through a ``DesignInspector`` throws.
  ///
  /// - Parameter disabled: Whether to disable the controls.
  /// - Returns: The design, disabled or not.
  public func disabled(_ disabled: Bool) -> ModifiedDesign<Self> {
    ModifiedDesign(content: self, modifier: .disabled(disabled))
  }
}
