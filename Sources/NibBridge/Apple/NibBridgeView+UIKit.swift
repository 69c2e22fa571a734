#if canImport(UIKit) && !os(watchOS)
    public import UIKit

    /// A view designed in its own nib that can be placed, by class name, in storyboards and other nibs.
    ///
    /// Subclass it, design the subclass in `<ClassName>.xib` (a top-level view of the class), and in a
    /// storyboard set a plain view's class to the subclass: when the storyboard is loaded, that placeholder is
    /// replaced by the view loaded from the nib, with the placeholder's frame, layout flags, constraints,
    /// subviews and other ``CarriedProperty`` values carried over. Override ``nibBridgeOptions`` to change the
    /// nib name, bundle or placeholder detection, ``nibDidAwake()`` for setup, and
    /// ``nibBridgeDidCarryOver(from:)`` to carry over properties of your own.
    ///
    /// A class that must inherit from another UIKit class conforms to ``NibBridgeable`` and forwards its
    /// overrides to ``NibBridge/awakeAfter(_:coder:file:line:)`` and ``NibBridge/shouldAwakeFromNib(_:)``, and
    /// calls ``NibBridge/installConstraintHook()`` in its `init?(coder:)`.
    open class NibBridgeView: UIView, @preconcurrency NibBridgeable {
        /// How to find the nib and recognize placeholders; the defaults suit most classes.
        open class var nibBridgeOptions: NibBridgeOptions { NibBridgeOptions() }

        /// Creates a view in code. Only views decoded from a storyboard or nib can be placeholders.
        public override init(frame: CGRect) { super.init(frame: frame) }

        /// Decodes a view from a storyboard or nib, installing the constraint hook first
        /// (``NibBridge/installConstraintHook()``): the view's own constraints are decoded inside
        /// `super.init(coder:)`, and the hook is what lets outlets to them reach the copies installed on the
        /// view loaded from the nib when this view is a placeholder.
        public required init?(coder: NSCoder) {
            NibBridge.installConstraintHook()
            super.init(coder: coder)
        }

        /// Returns the view loaded from the class's nib in place of a placeholder, and `self` otherwise or when
        /// loading fails (the failure goes to ``NibBridge/errorHandler``).
        nonisolated open override func awakeAfter(using coder: NSCoder) -> Any? {
            NibBridge.awakeAfter(self, coder: coder)
        }

        /// Runs `super.awakeFromNib()` and then ``nibDidAwake()``, once per instance.
        ///
        /// A view loaded to replace a placeholder is sent `awakeFromNib()` by its own nib and again by the
        /// document that held the placeholder; only the second sees the carried-over state, so the first is
        /// held back (``NibBridgeCore/shouldAwakeFromNib(_:className:)``), and sent again by the bridge if the
        /// view turns out not to be the one swapped in.
        open override func awakeFromNib() {
            guard NibBridge.shouldAwakeFromNib(self) else { return }
            super.awakeFromNib()
            NibBridge.didAwake(self)
        }

        /// Shows the nib's content on Interface Builder's canvas when the subclass is `@IBDesignable`
        /// (``NibBridge/prepareForInterfaceBuilder(_:)``); Interface Builder alone calls it.
        open override func prepareForInterfaceBuilder() {
            super.prepareForInterfaceBuilder()
            NibBridge.prepareForInterfaceBuilder(self)
        }

        /// Override for setup after loading: outlets are connected and the placeholder's state carried over.
        /// Runs once per instance, on the main actor. Does nothing by default.
        open func nibDidAwake() {}

        /// Override to carry over properties of your own from the placeholder; called on the view loaded from
        /// the nib, before ``nibDidAwake()``. Does nothing by default.
        open func nibBridgeDidCarryOver(from placeholder: AnyObject) {}
    }

    extension NibBridge {
        /// Runs the bridge for a view being decoded: the view loaded from its class's nib when `view` is a
        /// placeholder, `view` otherwise, and `view` when loading fails (the failure goes to ``errorHandler``,
        /// with `file` and `line`).
        ///
        /// For a class that cannot subclass `NibBridgeView` (a `UIButton` or `UIStackView` subclass), conform
        /// to ``NibBridgeable``, install the constraint hook (``installConstraintHook()``) before the view's
        /// constraints are decoded, and forward both overrides:
        ///
        /// ```swift
        /// required init?(coder: NSCoder) {
        ///     NibBridge.installConstraintHook()  // Before the view's own constraints are decoded.
        ///     super.init(coder: coder)
        /// }
        ///
        /// override func awakeAfter(using coder: NSCoder) -> Any? { NibBridge.awakeAfter(self, coder: coder) }
        ///
        /// override func awakeFromNib() {
        ///     guard NibBridge.shouldAwakeFromNib(self) else { return }
        ///     super.awakeFromNib()
        ///     // Setup that must run once.
        /// }
        /// ```
        ///
        /// A main-actor `nibBridgeDidCarryOver(from:)` needs the conformance written
        /// `@preconcurrency NibBridgeable`. Declaring `init?(coder:)` stops the class inheriting `init(frame:)`:
        /// override that too if the class is also created in code. The coder is not used: UIKit offers no way
        /// to redirect the references it already decoded (see the UIKit host).
        public static func awakeAfter(
            _ view: any UIView & NibBridgeable,
            coder: NSCoder,
            file: String = #fileID,
            line: Int = #line
        ) -> Any? {
            do {
                return try NibBridgeCore.awakeAfter(view, host: UIKitBridgeHost())
            } catch {
                report(error, file: file, line: line)
                return view
            }
        }

        /// Installs the constraint hook, once per process; later calls return at once. Safe from any thread.
        ///
        /// The hook makes outlets to a placeholder's own constraints (its width, height or aspect ratio,
        /// XXNibBridge issues #9 and #25) reach the copies installed on the view loaded from the nib: it
        /// exchanges `NSLayoutConstraint`'s `awakeAfter(using:)` (inherited from `NSObject`, so only
        /// `NSLayoutConstraint` changes) for one that returns
        /// ``NibBridgeCore/constraintAwakeAfter(_:host:)``'s result, the one substitution the nib decoder
        /// supports. Constraints that relate no placeholder are returned unchanged.
        ///
        /// `NibBridgeView` calls it in `init?(coder:)`. A class that forwards to ``awakeAfter(_:coder:file:line:)``
        /// instead calls it in its own `init?(coder:)` before `super.init(coder:)`, where the view's constraints
        /// are decoded, or once at launch before any document holding such a view is loaded.
        public static func installConstraintHook() {
            _ = UIKitBridgeHost.constraintHook
        }

        /// Whether `awakeFromNib()` should do its work now. `false` holds the call back: the view may be the one
        /// replacing a placeholder, which the parent document awakes after the swap, and otherwise the bridge
        /// sends `awakeFromNib()` again once the nib is loaded (see
        /// ``NibBridgeCore/shouldAwakeFromNib(_:className:)``). Return without doing the work when `false`.
        public static func shouldAwakeFromNib(_ view: UIView) -> Bool {
            NibBridgeCore.shouldAwakeFromNib(view, className: UIKitBridgeHost().className(of: view))
        }
    }
#endif
