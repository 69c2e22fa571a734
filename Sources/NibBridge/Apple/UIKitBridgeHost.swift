#if canImport(UIKit) && !os(watchOS)
    internal import UIKit

    /// The ``NibBridgeHost`` of UIKit: the bridge's primitive operations on `UIView` and
    /// `NSLayoutConstraint`. Every decision stays in ``NibBridgeCore``.
    ///
    /// The protocol's requirements are nonisolated, and UIKit is main-actor isolated: the operations that touch
    /// views are `@MainActor`, and the `@preconcurrency` conformance makes each call check at run time that it
    /// happens on the main actor (SE-0423). Nib decoding runs on the main thread, so the checks hold.
    struct UIKitBridgeHost: @preconcurrency NibBridgeHost {
        typealias View = UIView
        typealias Constraint = NSLayoutConstraint

        /// `NSStringFromClass`: `Module.Class` for Swift classes (what Interface Builder's class and module
        /// fields resolve to), the `@objc` name for Objective-C classes and classes with `@objc(Name)`.
        /// The core only compares names this function produced, and derives the default nib name by dropping
        /// the module. Nested and private Swift classes get mangled names: give them an explicit `nibName`.
        func className(of object: AnyObject) -> String {
            NSStringFromClass(type(of: object))
        }

        /// Loads the nib with `UINib`, after checking it exists (a missing nib would raise, not return).
        @MainActor
        func instantiateNib(named name: String, location: NibLocation, owner: UIView) throws(NibBridgeError)
            -> [AnyObject]
        {
            let className = className(of: owner)
            let bundle = try location.bundle(containingNib: name, for: type(of: owner), className: className)
            let objects = UINib(nibName: name, bundle: bundle).instantiate(withOwner: owner, options: nil)
            return objects.map { $0 as AnyObject }
        }

        /// Adds the content filling the container and resizing with it.
        @MainActor
        func embed(_ content: UIView, in container: UIView) {
            content.frame = container.bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            content.translatesAutoresizingMaskIntoConstraints = true
            container.addSubview(content)
        }

        func asView(_ object: AnyObject) -> UIView? { object as? UIView }

        @MainActor
        func subviews(of view: UIView) -> [UIView] { view.subviews }

        @MainActor
        func tag(of view: UIView) -> Int { view.tag }

        @MainActor
        func move(_ subview: UIView, into superview: UIView) { superview.addSubview(subview) }

        @MainActor
        func constraints(of view: UIView) -> [NSLayoutConstraint] { view.constraints }

        @MainActor
        func snapshot(of constraint: NSLayoutConstraint) -> ConstraintSnapshot {
            ConstraintSnapshot(
                firstItem: constraint.firstItem,
                firstAttribute: constraint.firstAttribute.rawValue,
                relation: constraint.relation.rawValue,
                secondItem: constraint.secondItem,
                secondAttribute: constraint.secondAttribute.rawValue,
                multiplier: Double(constraint.multiplier),
                constant: Double(constraint.constant),
                priority: constraint.priority.rawValue,
                identifier: constraint.identifier,
                shouldBeArchived: constraint.shouldBeArchived,
                isActive: constraint.isActive
            )
        }

        /// A constraint from the snapshot's raw values (`NSLayoutConstraint.Attribute` and `.Relation`).
        @MainActor
        func makeConstraint(_ snapshot: ConstraintSnapshot) -> NSLayoutConstraint {
            // `firstItem` is only nil for a constraint whose item was deallocated; the placeholder's constraints
            // reference the placeholder and its subviews, which are alive while it is being decoded.
            guard let firstItem = snapshot.firstItem else {
                preconditionFailure("NibBridge: a constraint held by a placeholder has no first item")
            }
            let constraint = NSLayoutConstraint(
                item: firstItem,
                attribute: NSLayoutConstraint.Attribute(rawValue: snapshot.firstAttribute) ?? .notAnAttribute,
                relatedBy: NSLayoutConstraint.Relation(rawValue: snapshot.relation) ?? .equal,
                toItem: snapshot.secondItem,
                attribute: NSLayoutConstraint.Attribute(rawValue: snapshot.secondAttribute) ?? .notAnAttribute,
                multiplier: CGFloat(snapshot.multiplier),
                constant: CGFloat(snapshot.constant)
            )
            constraint.priority = UILayoutPriority(rawValue: snapshot.priority)
            constraint.identifier = snapshot.identifier
            constraint.shouldBeArchived = snapshot.shouldBeArchived
            return constraint
        }

        @MainActor
        func install(_ constraint: NSLayoutConstraint, on view: UIView, active: Bool) {
            view.addConstraint(constraint)
            constraint.isActive = active
        }

        @MainActor
        func uninstall(_ constraint: NSLayoutConstraint, from view: UIView) { view.removeConstraint(constraint) }

        /// Copies one ``CarriedProperty``, including default values: the placeholder's state wins, as in the
        /// portable loader and in build-time composition.
        @MainActor
        func copy(_ property: CarriedProperty, from placeholder: UIView, to real: UIView) {
            switch property {
            case .frame: real.frame = placeholder.frame
            case .autoresizingMask: real.autoresizingMask = placeholder.autoresizingMask
            case .translatesAutoresizingMaskIntoConstraints:
                real.translatesAutoresizingMaskIntoConstraints = placeholder.translatesAutoresizingMaskIntoConstraints
            case .autoresizesSubviews: real.autoresizesSubviews = placeholder.autoresizesSubviews
            case .alpha: real.alpha = placeholder.alpha
            case .isHidden: real.isHidden = placeholder.isHidden
            case .isOpaque: real.isOpaque = placeholder.isOpaque
            case .tag: real.tag = placeholder.tag
            case .backgroundColor: real.backgroundColor = placeholder.backgroundColor
            case .tintColor:
                // The getter never says "unset": without an explicit tint it returns the inherited one, and a
                // placeholder being decoded has no superview, so that is the default tint. Copying it would pin
                // the real view to the default and stop it following its superview's tint; an unset tint is
                // carried over as unset (nil) instead. A tint explicitly set to the default counts as unset.
                let tint = placeholder.tintColor
                real.tintColor = tint == UIView().tintColor ? nil : tint
            case .contentMode: real.contentMode = placeholder.contentMode
            case .clipsToBounds: real.clipsToBounds = placeholder.clipsToBounds
            case .isUserInteractionEnabled: real.isUserInteractionEnabled = placeholder.isUserInteractionEnabled
            case .semanticContentAttribute: real.semanticContentAttribute = placeholder.semanticContentAttribute
            case .layoutMargins: real.layoutMargins = placeholder.layoutMargins
            // iOS 11 and tvOS 11 APIs: the deployment targets (iOS/tvOS 15 in the package, 12 in the podspec)
            // are above them, so no availability check is needed.
            case .directionalLayoutMargins: real.directionalLayoutMargins = placeholder.directionalLayoutMargins
            case .preservesSuperviewLayoutMargins:
                real.preservesSuperviewLayoutMargins = placeholder.preservesSuperviewLayoutMargins
            case .insetsLayoutMarginsFromSafeArea:
                real.insetsLayoutMarginsFromSafeArea = placeholder.insetsLayoutMarginsFromSafeArea
            case .horizontalHuggingPriority:
                real.setContentHuggingPriority(placeholder.contentHuggingPriority(for: .horizontal), for: .horizontal)
            case .verticalHuggingPriority:
                real.setContentHuggingPriority(placeholder.contentHuggingPriority(for: .vertical), for: .vertical)
            case .horizontalCompressionResistancePriority:
                real.setContentCompressionResistancePriority(
                    placeholder.contentCompressionResistancePriority(for: .horizontal), for: .horizontal)
            case .verticalCompressionResistancePriority:
                real.setContentCompressionResistancePriority(
                    placeholder.contentCompressionResistancePriority(for: .vertical), for: .vertical)
            case .accessibility:
                real.accessibilityIdentifier = placeholder.accessibilityIdentifier  // UIAccessibilityIdentification
                real.accessibilityLabel = placeholder.accessibilityLabel
                real.accessibilityHint = placeholder.accessibilityHint
                real.accessibilityValue = placeholder.accessibilityValue
                real.accessibilityTraits = placeholder.accessibilityTraits
                real.isAccessibilityElement = placeholder.isAccessibilityElement
            case .restorationIdentifier: real.restorationIdentifier = placeholder.restorationIdentifier
            case .gestureRecognizers:
                // A recognizer belongs to one view: move each. (Recognizers connected in Interface Builder are
                // attached by outlet connections after decoding, so they normally reach the real view directly.)
                for recognizer in placeholder.gestureRecognizers ?? [] {
                    placeholder.removeGestureRecognizer(recognizer)
                    real.addGestureRecognizer(recognizer)
                }
            }
        }

        /// Sends `awakeFromNib()` to a view whose call ``NibBridgeCore/shouldAwakeFromNib(_:className:)`` held
        /// back, when the core finds it is not the view the parent document will awake.
        @MainActor
        func awakeFromNib(_ object: AnyObject) { (object as? UIView)?.awakeFromNib() }

        /// Marks the view with an Objective-C associated object (`ResolvedMark`), which lives as long as the
        /// view. Not main-actor isolated: the runtime's associations are thread-safe and touch no UIKit state.
        func markResolved(_ view: UIView) { ResolvedMark.set(on: view) }

        /// Whether ``markResolved(_:)`` marked the view.
        func isResolved(_ view: UIView) -> Bool { ResolvedMark.isSet(on: view) }

        /// Does nothing: UIKit offers no way to repoint references already decoded, and the two cases that
        /// matter are handled where the decoder supports a substitution, in `awakeAfter(using:)`.
        ///
        /// - The placeholder: the nib decoder records the object `awakeAfter(using:)` returns in place of the
        ///   one it decoded (the documented contract of `NSObject.awakeAfter(using:)`), so connections decoded
        ///   later (outlets, the superview's constraints) already reach the real view.
        /// - The placeholder's own constraints (width, height, aspect ratio; XXNibBridge issues #9 and #25):
        ///   they are decoded inside the placeholder's `init?(coder:)`, before its `awakeAfter(using:)`, so the
        ///   constraint hook (``NibBridge/installConstraintHook()``, installed by `NibBridgeView.init?(coder:)`)
        ///   makes each constraint's own `awakeAfter(using:)` return the copy
        ///   ``NibBridgeCore/constraintAwakeAfter(_:host:)`` makes relating the view loaded from the nib, and
        ///   outlets to the constraint, connected later, reach that copy. Without the hook (a class that
        ///   forwards to ``NibBridge/awakeAfter(_:coder:file:line:)`` and never installs it), an outlet to one of
        ///   them keeps the original, which the core uninstalls from the placeholder; with a `weak` outlet it
        ///   becomes nil once nib loading releases the placeholder.
        ///
        /// Asking the decoder to substitute other objects is not possible. `replaceObject:withObject:` is public
        /// only on the deprecated `NSUnarchiver` (`NSUnarchiver.replace(_:with:)`); `NSKeyedUnarchiver` documents
        /// only a delegate notification, `unarchiver(_:willReplace:with:)`, and swift-corelibs-foundation's
        /// reimplementation keeps `replaceObject(_:withObject:)` private
        /// (Sources/Foundation/NSKeyedUnarchiver.swift). `UINibDecoder`, which decodes nibs and storyboards, is
        /// private; decompiled copies of it (UIFoundation's `UINibDecoder` in EthanArbuckle/
        /// iPhone18-3_26.1_23B85_Restore, and several older iOS versions) show it implements
        /// `replaceObject:withObject:` only for the object currently being decoded, and raise
        /// `"This coder only supports replacing the object currently being decoded."` for any other object.
        /// Swift cannot catch the exception, so the call would crash the app: it is not made, even when the
        /// coder responds to the selector. Calling it for the object being decoded (the placeholder, or a
        /// constraint in its own `awakeAfter(using:)`) adds nothing: the decoder makes that substitution itself
        /// from what `awakeAfter(using:)` returns, and finding the object already replaced could raise the same
        /// exception.
        ///
        /// Without the hook, keep outlets to such constraints with the `.filesOwner` style (the placeholder
        /// stays, so its constraints do), or give the constraint an identifier in Interface Builder and look it
        /// up in the real view's `constraints` (the copy keeps `identifier`).
        func replaceReferences(to old: AnyObject, with new: AnyObject) {}
    }

    extension UIKitBridgeHost {
        /// Whether the constraint hook is installed: `NSLayoutConstraint`'s `awakeAfter(using:)` exchanged with
        /// `nibBridgeAwakeAfter(using:)` (see `exchangeImplementations(of:with:in:)`). A `static let`: Swift
        /// runs the exchange once, the first time ``NibBridge/installConstraintHook()`` reads it, and makes
        /// that first read thread-safe.
        static let constraintHook: Bool = exchangeImplementations(
            of: #selector(NSLayoutConstraint.awakeAfter(using:)),
            with: #selector(NSLayoutConstraint.nibBridgeAwakeAfter(using:)),
            in: NSLayoutConstraint.self
        )
    }

    extension NSLayoutConstraint {
        /// `NSLayoutConstraint`'s `awakeAfter(using:)` once the constraint hook is installed (see
        /// `UIKitBridgeHost.constraintHook`); sending this method's own selector then runs the original.
        ///
        /// Returns the original's result, unless it is a constraint relating a placeholder that is still being
        /// decoded (the placeholder's own size constraints): then the copy
        /// ``NibBridgeCore/constraintAwakeAfter(_:host:)`` makes, relating the view loaded from the
        /// placeholder's nib. The decoder records the object `awakeAfter(using:)` returns, so outlets to the
        /// constraint, connected later, reach the copy. Every decoded constraint passes here: off the main
        /// thread, where bridged nibs cannot be loaded anyway, the result is returned untouched, without the
        /// host's main-actor checks.
        @objc(nibBridge_awakeAfterUsingCoder:)
        nonisolated dynamic func nibBridgeAwakeAfter(using coder: NSCoder) -> Any? {
            let result = nibBridgeAwakeAfter(using: coder)  // The original implementation, once exchanged.
            guard Thread.isMainThread, let constraint = result as? NSLayoutConstraint else { return result }
            return NibBridgeCore.constraintAwakeAfter(constraint, host: UIKitBridgeHost())
        }
    }
#endif
