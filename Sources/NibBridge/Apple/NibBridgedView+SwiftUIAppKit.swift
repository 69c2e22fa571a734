#if canImport(SwiftUI) && canImport(AppKit) && !targetEnvironment(macCatalyst)
    public import SwiftUI
    public import AppKit

    /// A SwiftUI view showing a nib-designed `NSView`: the view of the class's nib, created with
    /// `loadFromNib()`; the AppKit counterpart of the UIKit `NibBridgedView`.
    ///
    /// `update` runs after the view is made and whenever SwiftUI updates it. On macOS 13 and later the view
    /// is sized by Auto Layout (`fittingSize`, at the proposed width when there is one). A nib that cannot be
    /// loaded is reported to ``NibBridge/errorHandler`` and an empty view is shown instead. No macOS SDK is
    /// at hand where NibBridge is checked: this type is built on a Mac only.
    public struct NibBridgedView<Content: NSView & NibBridgeable>: NSViewRepresentable {
        private let update: @MainActor (Content) -> Void

        /// Shows a view of `type` loaded from its nib, configured by `update`.
        public init(_ type: Content.Type = Content.self, update: @escaping @MainActor (Content) -> Void = { _ in }) {
            self.update = update
        }

        /// Loads the view from its nib (an empty view when it cannot).
        public func makeNSView(context: Context) -> NSView {
            do {
                return try Content.loadFromNib()
            } catch {
                NibBridge.report(error)
                return NSView()
            }
        }

        /// Runs `update` on the nib's view.
        public func updateNSView(_ nsView: NSView, context: Context) {
            guard let content = nsView as? Content else { return }
            update(content)
        }

        /// The size Auto Layout gives the view: its fitting size, at the proposed width when there is one.
        public func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSView, context: Context) -> CGSize? {
            guard let width = proposal.width else { return nsView.fittingSize }
            let constraint = nsView.widthAnchor.constraint(equalToConstant: width)
            constraint.isActive = true
            defer { constraint.isActive = false }
            return nsView.fittingSize
        }
    }
#endif
