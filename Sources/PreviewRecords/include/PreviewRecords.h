#ifndef PREVIEW_RECORDS_H
#define PREVIEW_RECORDS_H

/// The first byte of the records `#Preview` puts in the `puremvvm_previews` section of the
/// image, or NULL when the image has none.
const void *_Nullable puremvvm_previews_start(void);

/// The byte just past the last record, or NULL when the image has none.
const void *_Nullable puremvvm_previews_end(void);

#endif
