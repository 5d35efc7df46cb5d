#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  import Foundation

  /// An editable line of text, standing in for UIKit's `UITextField` where there is no
  /// UIKit.
  ///
  /// It is what designs wrap in a `UIViewRepresentable` for a secure or formatted field.
  ///
  /// There is no keyboard: a test types with ``type(_:)`` and presses Return with
  /// ``pressReturn()``, which ask and tell the ``delegate`` as UIKit does and send the
  /// field's editing events.
  @MainActor open class UITextField: UIControl {
    /// The look of a field's border, like UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable {
      /// No border.
      case none
      /// A thin line.
      case line
      /// A bezel.
      case bezel
      /// Rounded corners.
      case roundedRect
    }

    /// When an overlay (the clear button) shows, like UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable {
      /// Never.
      case never
      /// While editing.
      case whileEditing
      /// While not editing.
      case unlessEditing
      /// Always.
      case always
    }

    /// Posted after the text changes.
    nonisolated public static let textDidChangeNotification = Notification.Name(
      "UITextFieldTextDidChangeNotification")

    private static let proxy = UITextField()

    /// The field every text field copies, as UIKit's appearance proxy: one per process,
    /// kept for a test to read.
    public static func appearance() -> UITextField { proxy }

    /// The text; `nil` reads as empty.
    open var text: String? = ""
    /// What shows while the field is empty.
    open var placeholder: String?
    /// Whether the text is hidden, as a password's.
    open var isSecureTextEntry = false
    /// The text's font.
    open var font: UIFont?
    /// The text's colour.
    open var textColor: UIColor?
    /// How the text is aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// The field's border.
    open var borderStyle: BorderStyle = .none
    /// When the clear button shows.
    open var clearButtonMode: ViewMode = .never
    /// The keyboard the field asks for.
    open var keyboardType: UIKeyboardType = .default
    /// How the keyboard capitalises.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// What the field holds, for autofill.
    open var textContentType: UITextContentType?
    /// What the field asks and tells.
    open weak var delegate: (any UITextFieldDelegate)?
    /// Whether the field is being edited.
    open private(set) var isEditing = false

    /// Starts editing, if the delegate allows: the field becomes the first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
      guard !isEditing, delegate?.textFieldShouldBeginEditing(self) ?? true else {
        return isEditing
      }
      isEditing = true
      delegate?.textFieldDidBeginEditing(self)
      sendActions(for: .editingDidBegin)
      return true
    }

    /// Ends editing.
    @discardableResult
    open func resignFirstResponder() -> Bool {
      guard isEditing else { return true }
      isEditing = false
      delegate?.textFieldDidEndEditing(self)
      sendActions(for: .editingDidEnd)
      return true
    }

    /// Types `string` at the end of the text, as the user would: editing begins, the
    /// delegate may refuse the change, and an accepted one sends `.editingChanged` and
    /// posts ``textDidChangeNotification``.
    public func type(_ string: String) {
      guard becomeFirstResponder() else { return }
      let current = text ?? ""
      let range = NSRange(location: (current as NSString).length, length: 0)
      guard
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string)
          ?? true
      else { return }
      text = current + string
      delegate?.textFieldDidChangeSelection(self)
      sendActions(for: .editingChanged)
      NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// Presses Return: asks the delegate, then sends `.editingDidEndOnExit` and
    /// `.primaryActionTriggered` if it handles it.
    public func pressReturn() {
      guard delegate?.textFieldShouldReturn(self) ?? true else { return }
      sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
    }
  }
#endif
