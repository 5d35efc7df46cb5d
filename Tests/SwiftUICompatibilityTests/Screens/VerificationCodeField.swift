// Linux only: a Mac has no UIKit module.
#if os(Linux)
  import UIKit

  // A six-digit code field wrapping UIKit's text field, whose coordinator is its delegate,
  // as apps write one when SwiftUI's field cannot limit what is typed.
  #if PUREMVVM
    import PureMVVM
  #else
    import SwiftUI
  #endif

  struct VerificationCodeField: UIViewRepresentable {
    @Binding var code: String
    var onComplete: () -> Void

    func makeCoordinator() -> Coordinator {
      Coordinator(self)
    }

    func makeUIView(context: Context) -> UITextField {
      let field = UITextField()
      field.keyboardType = .numberPad
      field.textContentType = .oneTimeCode
      field.font = .monospacedSystemFont(ofSize: 24, weight: .semibold)
      field.textAlignment = .center
      field.delegate = context.coordinator
      // The action reads the field through its sender: capturing the field would be a
      // cycle, the field holding the action that holds it, in UIKit as here.
      field.addAction(
        UIAction { action in
          context.coordinator.parent.code = (action.sender as? UITextField)?.text ?? ""
        },
        for: .editingChanged)
      return field
    }

    func updateUIView(_ uiView: UITextField, context: Context) {
      context.coordinator.parent = self
      if uiView.text != code { uiView.text = code }
    }

    final class Coordinator: NSObject, UITextFieldDelegate {
      var parent: VerificationCodeField

      init(_ parent: VerificationCodeField) {
        self.parent = parent
      }

      func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
      ) -> Bool {
        let current = (textField.text ?? "") as NSString
        let next = current.replacingCharacters(in: range, with: string)
        return next.count <= 6 && next.allSatisfy(\.isNumber)
      }

      func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard parent.code.count == 6 else { return false }
        parent.onComplete()
        return true
      }
    }
  }

  struct VerifyPhoneScreen: View {
    @State private var code = ""
    @State private var verified = false

    var body: some View {
      VStack {
        Text(verified ? "Verified" : "Enter the code we sent")
        VerificationCodeField(code: $code) { verified = true }
          .frame(height: 44)
        Text("\(code.count)/6")
      }
    }
  }
#endif
