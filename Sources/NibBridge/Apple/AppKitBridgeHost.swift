#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    internal import AppKit

    /// The ``NibBridgeHost`` of AppKit: the bridge's primitive operations on `NSView` and
    /// `NSLayoutConstraint`. Every decision stays in ``NibBridgeCore``.
    ///
    /// As on UIKit, the operations that touch views are `@MainActor` and the `@preconcurrency` conformance
    /// checks at run time that they are called on the main actor: load bridged nibs on the main thread.
    struct AppKitBridgeHost: @preconcurrency NibBridgeHost {
        typealias View = NSView
        typealias Constraint = NSLayoutConstraint

        /// `NSStringFromClass`, as on UIKit (see `UIKitBridgeHost.className(of:)`).
        func className(of object: AnyObject) -> String {
            NSStringFromClass(type(of: object))
        }

        /// Loads the nib with `NSNib`, the placeholder as File's Owner, after checking it exists.
        ///
        /// Unlike UIKit, AppKit also sends `awakeFromNib()` to the File's Owner: the placeholder receives it
        /// while its class's nib is being loaded, and ``NibBridgeCore/shouldAwakeFromNib(_:className:)`` holds
        /// it back like the root view's.
        @MainActor
        func instantiateNib(named name: String, location: NibLocation, for viewClass: AnyClass, owner: NSView?)
            throws(NibBridgeError) -> [AnyObject]
        {
            let className = NSStringFromClass(viewClass)
            let bundle = try location.bundle(containingNib: name, for: viewClass, className: className)
            guard let nib = Self.nib(named: name, in: bundle) else {
                throw .loadFailed(className: className, nibName: name, reason: "NSNib could not read the nib file")
            }
            var topLevelObjects: NSArray?
            guard nib.instantiate(withOwner: owner, topLevelObjects: &topLevelObjects) else {
                throw .loadFailed(className: className, nibName: name, reason: "NSNib could not instantiate the nib")
            }
            return (topLevelObjects ?? []).map { $0 as AnyObject }
        }

        /// Adds the content filling the container and resizing with it.
        @MainActor
        func embed(_ content: NSView, in container: NSView) {
            content.frame = container.bounds
            content.autoresizingMask = [.width, .height]
            content.translatesAutoresizingMaskIntoConstraints = true
            container.addSubview(content)
        }

        func asView(_ object: AnyObject) -> NSView? { object as? NSView }

        @MainActor
        func subviews(of view: NSView) -> [NSView] { view.subviews }

        @MainActor
        func tag(of view: NSView) -> Int { view.tag }

        /// A box's `contentView`.
        @MainActor
        func contentView(of view: NSView) -> NSView? { (view as? NSBox)?.contentView }

        /// Whether the view has subviews (AppKit's cells, `NSTableCellView`, have no content view of their own).
        @MainActor
        func holdsContent(_ view: NSView) -> Bool { !view.subviews.isEmpty }

        @MainActor
        func move(_ subview: NSView, into superview: NSView) { superview.addSubview(subview) }

        @MainActor
        func constraints(of view: NSView) -> [NSLayoutConstraint] { view.constraints }

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

        /// A constraint from the snapshot's raw values (AppKit's `NSLayoutConstraint.Attribute` and `.Relation`).
        @MainActor
        func makeConstraint(_ snapshot: ConstraintSnapshot) -> NSLayoutConstraint {
            // See UIKitBridgeHost.makeConstraint(_:): the first item of a placeholder's constraint is alive.
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
            constraint.priority = NSLayoutConstraint.Priority(rawValue: snapshot.priority)
            constraint.identifier = snapshot.identifier
            constraint.shouldBeArchived = snapshot.shouldBeArchived
            return constraint
        }

        @MainActor
        func install(_ constraint: NSLayoutConstraint, on view: NSView, active: Bool) {
            view.addConstraint(constraint)
            constraint.isActive = active
        }

        @MainActor
        func uninstall(_ constraint: NSLayoutConstraint, from view: NSView) { view.removeConstraint(constraint) }

        /// Copies one ``CarriedProperty`` that `NSView` has; the UIKit-only ones are no-ops.
        @MainActor
        func copy(_ property: CarriedProperty, from placeholder: NSView, to real: NSView) {
            switch property {
            case .frame: real.frame = placeholder.frame
            case .autoresizingMask: real.autoresizingMask = placeholder.autoresizingMask
            case .translatesAutoresizingMaskIntoConstraints:
                real.translatesAutoresizingMaskIntoConstraints = placeholder.translatesAutoresizingMaskIntoConstraints
            case .autoresizesSubviews: real.autoresizesSubviews = placeholder.autoresizesSubviews
            case .alpha: real.alphaValue = placeholder.alphaValue
            case .isHidden: real.isHidden = placeholder.isHidden
            case .isOpaque:
                break  // Read-only on NSView: a subclass overrides `isOpaque` to declare it.
            case .tag:
                break  // Read-only on NSView (`NSControl` and subclasses that override `tag` make it settable).
            case .backgroundColor:
                // NSView has no background color; a layer-backed placeholder may carry one on its layer.
                if placeholder.wantsLayer, let color = placeholder.layer?.backgroundColor {
                    real.wantsLayer = true
                    real.layer?.backgroundColor = color
                }
            case .clipsToBounds: real.clipsToBounds = placeholder.clipsToBounds  // macOS 10.9, public since the 14 SDK
            case .tintColor, .contentMode, .isUserInteractionEnabled:
                break  // UIKit only: no NSView equivalent (tints and content modes belong to controls and layers).
            case .semanticContentAttribute:
                // `userInterfaceLayoutDirection` is not equivalent: its getter returns the inherited direction,
                // so copying it would pin the real view to it.
                break
            case .layoutMargins, .directionalLayoutMargins, .preservesSuperviewLayoutMargins,
                .insetsLayoutMarginsFromSafeArea:
                break  // UIKit only: NSView has no layout margins.
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
                // NSAccessibilityProtocol's accessors are methods in Swift.
                let identifier: String? = placeholder.accessibilityIdentifier()
                let label: String? = placeholder.accessibilityLabel()
                real.setAccessibilityIdentifier(identifier)
                real.setAccessibilityLabel(label)
            case .restorationIdentifier:
                real.identifier = placeholder.identifier  // AppKit's equivalent, used by state restoration.
            case .gestureRecognizers:
                for recognizer in placeholder.gestureRecognizers {
                    placeholder.removeGestureRecognizer(recognizer)
                    real.addGestureRecognizer(recognizer)
                }
            }
        }

        /// Whether the view has AppKit's default for the property, which is what Interface Builder writes for a
        /// view fresh from the library; properties `NSView` lacks always count as default.
        @MainActor
        func hasInterfaceBuilderDefault(_ property: CarriedProperty, _ view: NSView) -> Bool {
            let fresh = Self.freshView
            switch property {
            case .frame, .autoresizingMask, .translatesAutoresizingMaskIntoConstraints: return false
            case .gestureRecognizers: return view.gestureRecognizers.isEmpty
            case .alpha: return view.alphaValue == fresh.alphaValue
            case .isHidden: return view.isHidden == fresh.isHidden
            case .autoresizesSubviews: return view.autoresizesSubviews == fresh.autoresizesSubviews
            case .backgroundColor: return !view.wantsLayer || view.layer?.backgroundColor == nil
            case .clipsToBounds: return view.clipsToBounds == fresh.clipsToBounds
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
                let identifier: String? = view.accessibilityIdentifier()
                let label: String? = view.accessibilityLabel()
                return (identifier ?? "").isEmpty && (label ?? "").isEmpty
            case .restorationIdentifier: return view.identifier == nil
            case .isOpaque, .tag, .tintColor, .contentMode, .isUserInteractionEnabled, .semanticContentAttribute,
                .layoutMargins, .directionalLayoutMargins, .preservesSuperviewLayoutMargins,
                .insetsLayoutMarginsFromSafeArea:
                return true  // Not carried on AppKit (see `copy(_:from:to:)`).
            }
        }

        /// The placeholder's safe area guide with the real view's, and the guides added to the placeholder,
        /// moved into the real view. `NSView` has no margins or readable content guides.
        @MainActor
        func layoutGuides(movingFrom placeholder: NSView, to real: NSView) -> [(
            guide: AnyObject, counterpart: AnyObject
        )] {
            let safeArea = placeholder.safeAreaLayoutGuide
            var pairs: [(guide: AnyObject, counterpart: AnyObject)] = [(safeArea, real.safeAreaLayoutGuide)]
            for guide in placeholder.layoutGuides where guide !== safeArea {
                placeholder.removeLayoutGuide(guide)
                real.addLayoutGuide(guide)
                pairs.append((guide, guide))
            }
            return pairs
        }

        /// Records the counterpart on the guide (``GuideReplacement``), as on UIKit.
        func recordReplacement(ofGuide guide: AnyObject, with counterpart: AnyObject) {
            GuideReplacement.set(counterpart, on: guide)
        }

        /// The counterpart recorded for a guide of a replaced placeholder.
        func guideReplacement(for object: AnyObject) -> AnyObject? { GuideReplacement.counterpart(of: object) }

        /// Sends `awakeFromNib()` to a view whose call ``NibBridgeCore/shouldAwakeFromNib(_:className:)`` held
        /// back, when the core finds it is not the view the parent document will awake.
        @MainActor
        func awakeFromNib(_ object: AnyObject) { (object as? NSView)?.awakeFromNib() }

        /// Marks the view with an Objective-C associated object (`ResolvedMark`), as on UIKit (see
        /// `UIKitBridgeHost.markResolved(_:)`). Not main-actor isolated: associations are thread-safe.
        func markResolved(_ view: NSView) { ResolvedMark.set(on: view) }

        /// Whether ``markResolved(_:)`` marked the view.
        func isResolved(_ view: NSView) -> Bool { ResolvedMark.isSet(on: view) }

        /// Does nothing, as on UIKit (see `UIKitBridgeHost.replaceReferences(to:with:)`): AppKit's
        /// `NSKeyedUnarchiver` has no public way to substitute an object it already decoded, and records the
        /// object `awakeAfter(using:)` returns by itself. Outlets to the placeholder's own constraints reach the
        /// copies relating the real view through the constraint hook (``NibBridge/installConstraintHook()``,
        /// installed by `NibBridgeView.init?(coder:)`), which substitutes each constraint from its own
        /// `awakeAfter(using:)`; without the hook they keep the originals.
        func replaceReferences(to old: AnyObject, with new: AnyObject) {}
    }

    extension AppKitBridgeHost {
        /// Whether the constraint hook is installed, as on UIKit (see `UIKitBridgeHost.constraintHook`). AppKit
        /// may decode nibs off the main thread: there, where bridged nibs cannot be loaded anyway, the
        /// constraint is returned untouched, without the host's main-actor checks.
        static let constraintHook: Bool = ConstraintHook.install(in: NSLayoutConstraint.self) { object in
            guard Thread.isMainThread, let constraint = object as? NSLayoutConstraint else { return object }
            return NibBridgeCore.constraintAwakeAfter(constraint, host: AppKitBridgeHost())
        }

        /// One `NSNib` per bundle and name (``NibObjectCache``), which the system may reclaim under memory pressure.
        static let nibs = NibObjectCache<NSNib>()

        /// The cached `NSNib` of a nib in a bundle, or nil when `NSNib` cannot read it.
        @MainActor
        static func nib(named name: String, in bundle: Bundle) -> NSNib? {
            nibs.nib(named: name, in: bundle) { NSNib(nibNamed: name, bundle: bundle) }
        }

        /// A view fresh from `init(frame:)`, whose values are AppKit's defaults and Interface Builder's.
        @MainActor static let freshView = NSView(frame: .zero)
    }
#endif
