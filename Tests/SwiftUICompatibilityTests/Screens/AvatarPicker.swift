// Linux only: a Mac has no UIKit module.
#if os(Linux)
  import UIKit

  // A profile photo chosen with UIKit's image picker, whose coordinator is its delegate and
  // dismisses the sheet, as apps wrap the picker.
  #if PUREMVVM
    import PureMVVM
  #else
    import SwiftUI
  #endif

  struct ImagePicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?
    @Environment(\.dismiss) private var dismiss

    func makeUIViewController(context: Context) -> UIImagePickerController {
      let picker = UIImagePickerController()
      picker.sourceType = .photoLibrary
      picker.allowsEditing = true
      picker.delegate = context.coordinator
      return picker
    }

    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}

    func makeCoordinator() -> Coordinator {
      Coordinator(self)
    }

    final class Coordinator: NSObject, UIImagePickerControllerDelegate,
      UINavigationControllerDelegate
    {
      let parent: ImagePicker

      init(_ parent: ImagePicker) {
        self.parent = parent
      }

      func imagePickerController(
        _ picker: UIImagePickerController,
        didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
      ) {
        parent.image = (info[.editedImage] ?? info[.originalImage]) as? UIImage
        parent.dismiss()
      }

      func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        parent.dismiss()
      }
    }
  }

  struct AvatarPicker: View {
    @State private var photo: UIImage?
    @State private var isPicking = false

    var body: some View {
      VStack {
        if let photo {
          Image(uiImage: photo)
            .resizable()
            .frame(width: 80, height: 80)
          Text("Photo chosen")
        } else {
          Text("No photo")
        }
        Button("Choose photo") { isPicking = true }
      }
      .sheet(isPresented: $isPicking) {
        ImagePicker(image: $photo)
      }
    }
  }
#endif
