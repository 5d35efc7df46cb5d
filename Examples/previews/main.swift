import LoginFeature
import PureMVVMPreviewsHost
import RouteListFeature

// The previews of the example features: every #Preview linked in, by one call.
await PreviewsHost.main()
