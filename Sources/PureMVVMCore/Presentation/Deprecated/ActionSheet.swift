/// A dialog of actions described as a value, the iOS 13 form SwiftUI deprecates in
/// favour of `.confirmationDialog`; shown by `.actionSheet(isPresented:content:)` as that
/// dialog is, with its title visible.
public struct ActionSheet {
  /// The title.
  let title: Text
  /// The text under the title.
  let message: Text?
  /// The buttons, in order.
  let buttons: [Button]

  /// A button of an action sheet: an alert's button.
  public typealias Button = Alert.Button

  /// Creates the sheet.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The text under the title.
  ///   - buttons: The buttons; a cancel button by default.
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}
