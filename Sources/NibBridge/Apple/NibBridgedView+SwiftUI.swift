#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    public import SwiftUI
    public import UIKit

    /// A SwiftUI view showing a nib-designed `UIView`: the view of the class's nib, created with
    /// `loadFromNib()`, for apps moving to SwiftUI that keep their nib-designed views.
    ///
    /// ```swift
    /// struct ProfileScreen: View {
    ///     var name: String
    ///     var body: some View {
    ///         NibBridgedView(ProfileCardView.self) { card in card.nameLabel.text = name }
    ///     }
    /// }
    /// ```
    ///
    /// `update` runs after the view is made and whenever SwiftUI updates it. On iOS and tvOS 16 and later the
    /// view is sized by Auto Layout (`systemLayoutSizeFitting`) within what SwiftUI proposes; before, it takes
    /// the space offered. A nib that cannot be loaded is reported to ``NibBridge/errorHandler`` and an empty
    /// view is shown instead.
    public struct NibBridgedView<Content: UIView & NibBridgeable>: UIViewRepresentable {
        private let update: @MainActor (Content) -> Void

        /// Shows a view of `type` loaded from its nib, configured by `update`.
        public init(_ type: Content.Type = Content.self, update: @escaping @MainActor (Content) -> Void = { _ in }) {
            self.update = update
        }

        /// Loads the view from its nib (an empty view when it cannot).
        public func makeUIView(context: Context) -> UIView {
            do {
                return try Content.loadFromNib()
            } catch {
                NibBridge.report(error)
                return UIView()
            }
        }

        /// Runs `update` on the nib's view.
        public func updateUIView(_ uiView: UIView, context: Context) {
            guard let content = uiView as? Content else { return }
            update(content)
        }

        /// The size Auto Layout gives the view for the proposal: the proposed width when there is one (height
        /// fitting its content), else the view's compressed size.
        @available(iOS 16.0, tvOS 16.0, *)
        public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
            let compressed = UIView.layoutFittingCompressedSize
            let width = proposal.width.map { CGFloat($0) } ?? compressed.width
            return uiView.systemLayoutSizeFitting(
                CGSize(width: width, height: compressed.height),
                withHorizontalFittingPriority: proposal.width == nil ? .fittingSizeLevel : .required,
                verticalFittingPriority: .fittingSizeLevel)
        }
    }
#endif
