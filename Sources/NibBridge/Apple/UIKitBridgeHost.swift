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

        /// Loads the nib with the `UINib` of ``nibs``, after checking it exists (a missing nib would raise, not
        /// return).
        @MainActor
        func instantiateNib(named name: String, location: NibLocation, for viewClass: AnyClass, owner: UIView?)
            throws(NibBridgeError) -> [AnyObject]
        {
            let bundle = try location.bundle(
                containingNib: name, for: viewClass, className: NSStringFromClass(viewClass))
            return Self.nib(named: name, in: bundle).instantiate(withOwner: owner, options: nil).map { $0 as AnyObject }
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

        /// The `contentView` of a table or collection view cell, a table header or footer view, or a visual
        /// effect view.
        @MainActor
        func contentView(of view: UIView) -> UIView? {
            (view as? UITableViewCell)?.contentView ?? (view as? UICollectionViewCell)?.contentView
                ?? (view as? UITableViewHeaderFooterView)?.contentView ?? (view as? UIVisualEffectView)?.contentView
        }

        /// Subviews, or for a table or collection view cell, subviews of its content view (which every cell has).
        @MainActor
        func holdsContent(_ view: UIView) -> Bool {
            let content: UIView? =
                (view as? UITableViewCell)?.contentView ?? (view as? UICollectionViewCell)?.contentView
                ?? (view as? UITableViewHeaderFooterView)?.contentView
            guard let content else { return !view.subviews.isEmpty }
            return !content.subviews.isEmpty || view.subviews.contains { $0 !== content }
        }

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

        /// Copies one ``CarriedProperty``; the core calls it for the properties ``CarryRule`` carries, as the
        /// portable loader and build-time composition do.
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
                // carried over as unset (nil) instead (when `alwaysCarried` asks for it).
                let tint = placeholder.tintColor
                real.tintColor = tint == Self.freshView.tintColor ? nil : tint
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

        /// Whether the view has UIKit's default for the property, which is what Interface Builder writes for a
        /// view fresh from the library (see ``CarriedProperty/interfaceBuilderDefaults``), or, for the
        /// background color, one of Interface Builder's.
        @MainActor
        func hasInterfaceBuilderDefault(_ property: CarriedProperty, _ view: UIView) -> Bool {
            let fresh = Self.freshView
            switch property {
            case .frame, .autoresizingMask, .translatesAutoresizingMaskIntoConstraints: return false
            case .gestureRecognizers: return (view.gestureRecognizers ?? []).isEmpty
            case .alpha: return view.alpha == fresh.alpha
            case .isHidden: return view.isHidden == fresh.isHidden
            case .isOpaque: return view.isOpaque == fresh.isOpaque
            case .tag: return view.tag == fresh.tag
            case .backgroundColor: return Self.isInterfaceBuilderBackground(view.backgroundColor)
            case .tintColor: return view.tintColor == fresh.tintColor  // Unset: the inherited default tint.
            case .contentMode: return view.contentMode == fresh.contentMode
            case .clipsToBounds: return view.clipsToBounds == fresh.clipsToBounds
            case .isUserInteractionEnabled: return view.isUserInteractionEnabled == fresh.isUserInteractionEnabled
            case .autoresizesSubviews: return view.autoresizesSubviews == fresh.autoresizesSubviews
            case .semanticContentAttribute: return view.semanticContentAttribute == fresh.semanticContentAttribute
            case .layoutMargins: return view.layoutMargins == fresh.layoutMargins
            case .directionalLayoutMargins: return view.directionalLayoutMargins == fresh.directionalLayoutMargins
            case .preservesSuperviewLayoutMargins:
                return view.preservesSuperviewLayoutMargins == fresh.preservesSuperviewLayoutMargins
            case .insetsLayoutMarginsFromSafeArea:
                return view.insetsLayoutMarginsFromSafeArea == fresh.insetsLayoutMarginsFromSafeArea
            case .horizontalHuggingPriority:
                return view.contentHuggingPriority(for: .horizontal) == fresh.contentHuggingPriority(for: .horizontal)
            case .verticalHuggingPriority:
                return view.contentHuggingPriority(for: .vertical) == fresh.contentHuggingPriority(for: .vertical)
            case .horizontalCompressionResistancePriority:
                return view.contentCompressionResistancePriority(for: .horizontal)
                    == fresh.contentCompressionResistancePriority(for: .horizontal)
            case .verticalCompressionResistancePriority:
                return view.contentCompressionResistancePriority(for: .vertical)
                    == fresh.contentCompressionResistancePriority(for: .vertical)
            case .accessibility:
                return view.accessibilityIdentifier == nil && view.accessibilityLabel == nil
                    && view.accessibilityHint == nil && view.accessibilityValue == nil
                    && view.accessibilityTraits == fresh.accessibilityTraits
                    && view.isAccessibilityElement == fresh.isAccessibilityElement
            case .restorationIdentifier: return view.restorationIdentifier == nil
            }
        }

        /// The placeholder's safe area, layout margins and readable content guides, each with the real view's
        /// guide of the same kind, and the guides added to the placeholder, moved into the real view.
        @MainActor
        func layoutGuides(movingFrom placeholder: UIView, to real: UIView) -> [(
            guide: AnyObject, counterpart: AnyObject
        )] {
            let system: [(UILayoutGuide, UILayoutGuide)] = [
                (placeholder.safeAreaLayoutGuide, real.safeAreaLayoutGuide),
                (placeholder.layoutMarginsGuide, real.layoutMarginsGuide),
                (placeholder.readableContentGuide, real.readableContentGuide),
            ]
            var pairs = system.map { (guide: $0.0 as AnyObject, counterpart: $0.1 as AnyObject) }
            for guide in placeholder.layoutGuides where !system.contains(where: { $0.0 === guide }) {
                placeholder.removeLayoutGuide(guide)
                real.addLayoutGuide(guide)
                pairs.append((guide, guide))
            }
            return pairs
        }

        /// Records the counterpart on the guide (``GuideReplacement``). Not main-actor isolated: associations
        /// are thread-safe.
        func recordReplacement(ofGuide guide: AnyObject, with counterpart: AnyObject) {
            GuideReplacement.set(counterpart, on: guide)
        }

        /// The counterpart recorded for a guide of a replaced placeholder.
        func guideReplacement(for object: AnyObject) -> AnyObject? { GuideReplacement.counterpart(of: object) }

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
        /// Whether the constraint hook is installed (``ConstraintHook``). A `static let`: Swift runs the
        /// installation once, the first time ``NibBridge/installConstraintHook()`` reads it, and makes that first
        /// read thread-safe. Every decoded constraint passes through the hook: off the main thread, where
        /// bridged nibs cannot be loaded anyway, it is returned untouched, without the host's main-actor checks.
        static let constraintHook: Bool = ConstraintHook.install(in: NSLayoutConstraint.self) { object in
            guard Thread.isMainThread, let constraint = object as? NSLayoutConstraint else { return object }
            return NibBridgeCore.constraintAwakeAfter(constraint, host: UIKitBridgeHost())
        }

        /// One `UINib` per bundle and name (``NibObjectCache``), emptied on memory warnings.
        static let nibs: NibObjectCache<UINib> = {
            let cache = NibObjectCache<UINib>()
            _ = NotificationCenter.default.addObserver(
                forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
            ) { _ in cache.removeAll() }
            return cache
        }()

        /// The cached `UINib` of a nib known to exist in a bundle. (`UINib` itself releases what it read on
        /// memory warnings and reads it again when next used, so keeping the object is what UIKit intends.)
        @MainActor
        static func nib(named name: String, in bundle: Bundle) -> UINib {
            let make = { UINib(nibName: name, bundle: bundle) }
            return nibs.nib(named: name, in: bundle, make: make) ?? make()
        }

        /// A view fresh from `init(frame:)`, whose values are UIKit's defaults (and Interface Builder's, but
        /// for the background color).
        @MainActor static let freshView = UIView()

        /// Whether a background color is one Interface Builder gives a view fresh from the library: none, the
        /// system background (Xcode 11 and later) or white (Xcode 8 to 10), compared in light and dark mode.
        @MainActor
        static func isInterfaceBuilderBackground(_ color: UIColor?) -> Bool {
            guard let color else { return true }
            let styles = [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(userInterfaceStyle: .dark)]
            func components(_ color: UIColor, _ traits: UITraitCollection) -> [CGFloat] {
                var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
                guard color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
                else { return [] }
                return [red, green, blue, alpha]
            }
            return [UIColor.systemBackground, UIColor.white].contains { reference in
                styles.allSatisfy { traits in
                    let (a, b) = (components(color, traits), components(reference, traits))
                    return !a.isEmpty && a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 0.5 / 255 }
                }
            }
        }
    }
#endif
