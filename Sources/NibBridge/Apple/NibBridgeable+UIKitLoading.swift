#if canImport(UIKit) && !os(watchOS)
    public import UIKit

    extension NibBridgeable where Self: UIView {
        /// The class's nib, found as the bridge finds it (``NibLocation/automatic`` by default) and kept in
        /// NibBridge's nib cache: register it for cells, or instantiate it yourself (its root view comes once).
        @MainActor
        public static var nib: UINib {
            get throws(NibBridgeError) { try NibBridge.nib(for: self) }
        }

        /// Creates a view from the class's nib: the nib's top-level view of the class.
        ///
        /// ```swift
        /// let card = try ProfileCardView.loadFromNib()
        /// ```
        ///
        /// The nib is found as the bridge finds it and loaded once: its root is kept, never taken for a
        /// placeholder, and its `awakeFromNib()` (and `nibDidAwake()`) runs once. For a nib whose File's
        /// Owner is the class (``NibStyle/filesOwner``), pass the view to fill: its one top-level view is
        /// added to `owner`, filling it, and `owner` is returned. A nib whose root view is of the class
        /// connects its File's Owner outlets to `owner` when one is given.
        ///
        /// - Throws: ``NibBridgeError/nibNotFound(className:nibName:searched:)`` when no bundle holds the nib,
        ///   ``NibBridgeError/noTopLevelView(className:nibName:found:)`` when it has no view of the class,
        ///   ``NibBridgeError/severalTopLevelViews(className:nibName:count:)``,
        ///   ``NibBridgeError/loadFailed(className:nibName:reason:)`` for a File's Owner nib without `owner`,
        ///   and ``NibBridgeError/cycle(chain:)`` when called while the same nib loads.
        @MainActor
        public static func loadFromNib(filling owner: Self? = nil) throws(NibBridgeError) -> Self {
            try loadFromNib(filling: owner, host: UIKitBridgeHost())
        }
    }

    extension NibBridge {
        /// Shows a view's nib content on Interface Builder's canvas: call it from `prepareForInterfaceBuilder()`,
        /// which `NibBridgeView` overrides to do so. Mark the class `@IBDesignable` to turn it on.
        ///
        /// Interface Builder creates a designable view with `init(frame:)` and sets its inspectable values, so
        /// the view is no placeholder the decoder could swap: its nib's view is loaded (from the class's own
        /// bundle, which ``NibLocation/automatic`` searches first, as the agent's main bundle is not the app)
        /// and added filling it, and ``NibBridgeable/nibBridgeDidCarryOver(from:)`` copies the view's
        /// inspectable values to it (see ``NibBridgeCore/showNibContent(in:_:className:options:host:)``).
        /// Nested nibs load through the nib cache. A nib that cannot be loaded is reported to ``errorHandler``
        /// instead of crashing the agent. Only Interface Builder calls `prepareForInterfaceBuilder()`, so
        /// run-time behaviour does not change.
        public static func prepareForInterfaceBuilder(_ view: any UIView & NibBridgeable) {
            type(of: view).showNibContent(in: view, host: UIKitBridgeHost())
        }
    }
#endif
