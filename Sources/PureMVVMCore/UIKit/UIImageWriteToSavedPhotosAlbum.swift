#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// Saves `image` to the photo library, as UIKit's function of the same name: here it is
  /// recorded in `UIApplication.shared.imagesSavedToPhotosAlbum`, for a test to read.
  ///
  /// Like UIKit's, it can be called from any thread. The completion selector is never sent,
  /// as there is no Objective-C runtime here.
  ///
  /// - Parameters:
  ///   - image: The image to save.
  ///   - completionTarget: The object told when the image is saved: never, here.
  ///   - completionSelector: The method it is told by.
  ///   - contextInfo: What it is told with.
  public func UIImageWriteToSavedPhotosAlbum(
    _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
    _ contextInfo: UnsafeMutableRawPointer?
  ) {
    UIApplication.savedImages.withLock { $0.append(image) }
  }
#endif
