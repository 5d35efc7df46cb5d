extension ContentUnavailableView
where Label == PureMVVMCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// Creates a view of no content titled by a localized string resource, with an SF Symbol.
  ///
  /// - Parameters:
  ///   - title: The title, a localized string resource.
  ///   - imageName: The SF Symbol's name.
  ///   - description: What to do about it.
  @_disfavoredOverload
  public init(
    _ title: LocalizedStringResource, systemImage imageName: String, description: Text? = nil
  ) {
    self.init(String(localized: title), systemImage: imageName, description: description)
  }
}
