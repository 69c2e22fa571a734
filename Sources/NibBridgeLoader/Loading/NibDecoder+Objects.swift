import NibBridge
import NibBridgeDocument

extension NibDecoder {
    private enum XML {
        static let subviews = "subviews"
        static let constraints = "constraints"
        static let constraint = "constraint"
        static let connections = "connections"
        static let runtimeAttributes = "userDefinedRuntimeAttributes"
        static let variation = "variation"
        static let contentView = "contentView"
        static let gridView = "gridView"
        static let gridCells = "gridCells"
        /// The elements of AppKit windows, which hold their content view by key.
        static let windows: Set<String> = ["window", "panel"]
        static let handled: Set<String> = [subviews, constraints, connections, runtimeAttributes, variation]
    }

    /// Decodes a view's state in UIKit's order: properties, subviews, then the constraints it holds.
    func decodeView(_ index: Int, _ view: LiveView) {
        let element = nib[index]
        if let nibPath = element.attributes[CompiledNib.composedFromAttribute] {
            view.isComposed = true
            if !nibPath.isEmpty {  // Empty: a view of a nib's own class, kept as it is.
                view.bridgedFrom = nibPath
                view.placeholderID = element.attributes["id"]
            }
        }
        var carriedElements: Set<String> = []
        for property in CarriedProperty.allCases {
            switch property.xml {
            case .attribute(let name):
                if let value = element.attributes[name] { view.properties[property] = .text(value) }
            case .element(let name, let key):
                carriedElements.insert(key)
                if let child = nib.child(of: index, named: name, key: key) {
                    view.properties[property] = .element(name, elementAttributes(child))
                }
            case .outletCollection:
                break  // Connected with the other connections, after every object exists.
            }
        }
        let carriedAttributes = Set(
            CarriedProperty.allCases.compactMap { property -> String? in
                if case .attribute(let name) = property.xml { return name } else { return nil }
            })
        for (name, value) in element.attributes
        where !carriedAttributes.contains(name) && name != CompiledNib.uninstalledAttribute {
            view.otherState[name] = .text(value)
        }
        if let subviews = nib.child(of: index, named: XML.subviews) {
            var uninstalled: [LiveObject] = []
            for child in nib[subviews].children {
                guard let subview = decodeObject(child) as? LiveView else { continue }
                if Self.isUninstalled(nib[child]) {
                    uninstalled.append(subview)
                } else {
                    view.addSubview(subview)
                }
            }
            if !uninstalled.isEmpty { view.otherState[Self.uninstalledSubviewsKey] = .objects(uninstalled) }
        }
        for child in element.children {
            let childElement = nib[child]
            if XML.handled.contains(childElement.name) { continue }
            if let key = childElement.attributes["key"], carriedElements.contains(key) { continue }
            let isContentView =
                childElement.attributes["key"] == XML.contentView
                && IBClassNames.isViewElement(childElement.name, platform: nib.platform)
            // A proxy (File's Owner, First Responder) is only ever a top-level object; one inside a view (a
            // damaged document) stands for no part of it, and holding the owner from inside would be a cycle.
            if NibDecoder.isProxy(childElement) { continue }
            if childElement.attributes["id"] != nil || isContentView {
                // A content view (a cell's, a box's) is a subview even when Xcode wrote it without an id.
                let object = decodeObject(child)
                if let guide = object as? LiveLayoutGuide {
                    guide.key = childElement.attributes["key"]
                    view.layoutGuides.append(guide)
                } else if childElement.attributes["key"] == XML.contentView, let content = object as? LiveView {
                    view.addSubview(content)
                    view.contentView = content
                } else {
                    view.otherState[childElement.attributes["key"] ?? childElement.name] = .objects([object])
                }
            } else if let key = childElement.attributes["key"], childElement.children.isEmpty {
                view.otherState[key] = .element(childElement.name, childElement.attributes)
            } else {
                let objects = decodeNestedObjects(of: child)
                if !objects.isEmpty { view.otherState[childElement.name] = .objects(objects) }
            }
        }
        if element.name == XML.gridView { addGridContentViews(index, view) }
        if let constraints = nib.child(of: index, named: XML.constraints) {
            for child in nib.children(of: constraints, named: XML.constraint) {
                guard let constraint = decodeObject(child) as? LiveConstraint else { continue }
                if nib[child].attributes["placeholder"] == "YES" { continue }  // Removed at build time.
                // "Installed" unchecked for the traits: the constraint exists (outlets reach it) but is
                // inactive. It stays held by the view so that the bridge recreates it, inactive, on the real view.
                if Self.isUninstalled(nib[child]) { constraint.isActive = false }
                view.addConstraint(constraint)
            }
        }
    }

    /// Adds the content views of a grid view's cells (`<gridCells><gridCell><textField key="contentView">`)
    /// as its subviews, in document order, as `NSGridView` does when it is decoded.
    private func addGridContentViews(_ index: Int, _ view: LiveView) {
        guard let cells = nib.child(of: index, named: XML.gridCells) else { return }
        for cell in nib[cells].children {
            for child in nib[cell].children where nib[child].attributes["key"] == XML.contentView {
                if let content = decodeObject(child) as? LiveView, content.superview == nil { view.addSubview(content) }
            }
        }
    }

    /// The ``LiveView/otherState`` key under which a view keeps its subviews not installed for the decoder's
    /// traits: decoded (outlets reach them, `awakeFromNib` reaches them) but not added. UIKit's view keeps the
    /// subviews its storyboard defines for other traits, to install them when the traits change (Apple's
    /// reply in rdar://23105634), so they live as long as the view, and weak outlets to them stay set.
    public static let uninstalledSubviewsKey = "nibBridgeUninstalledSubviews"

    /// Whether a subview or constraint is not installed for the decoder's traits (an exclusion of a size-class
    /// variation's mask; see ``CompiledNib/specialized(for:)``).
    static func isUninstalled(_ element: CompiledNib.Element) -> Bool {
        element.attributes[CompiledNib.uninstalledAttribute] == "YES"
    }

    /// The attributes of a property element, with those of its keyed child elements as `key.attribute`
    /// (an accessibility configuration's `<accessibilityTraits key="traits" button="YES"/>` becomes
    /// `traits.button`, its `<bool key="isElement" value="YES"/>` becomes `isElement.value`).
    func elementAttributes(_ index: Int) -> [String: String] {
        var attributes = nib[index].attributes
        for child in nib[index].children {
            guard let key = nib[child].attributes["key"] else { continue }
            for (name, value) in nib[child].attributes where name != "key" {
                attributes["\(key).\(name)"] = value
            }
        }
        return attributes
    }

    /// Decodes a constraint; IB omits an item when it is the view holding the constraint.
    func decodeConstraint(_ index: Int, _ constraint: LiveConstraint) {
        let attributes = nib[index].attributes
        let containerParent = nib[index].parent >= 0 ? nib[nib[index].parent].parent : -1
        let holder = containerParent >= 0 ? decodeObject(containerParent) : nil
        constraint.firstItem = attributes["firstItem"].flatMap(object(forID:)) ?? holder
        constraint.firstAttribute = attributes["firstAttribute"] ?? "notAnAttribute"
        if let second = attributes["secondItem"] {
            constraint.secondItem = object(forID: second)
        } else if attributes["secondAttribute"] != nil {
            constraint.secondItem = holder
        }
        constraint.secondAttribute = attributes["secondAttribute"] ?? "notAnAttribute"
        constraint.relation = attributes["relation"] ?? "equal"
        constraint.multiplier = IBConstraint.parseMultiplier(attributes["multiplier"])
        constraint.constant = Double(attributes["constant"] ?? "") ?? 0
        constraint.priority = Float(attributes["priority"] ?? "") ?? 1000
        constraint.identifier = attributes["identifier"]
        constraint.shouldBeArchived = attributes["placeholder"] != "YES"
    }

    /// Decodes a controller's view and the other objects it holds by key.
    func decodeController(_ index: Int, _ controller: LiveViewController) {
        for child in nib[index].children where nib[child].attributes["id"] != nil {
            let element = nib[child]
            if XML.handled.contains(element.name) { continue }
            let object = decodeObject(child)
            if element.attributes["key"] == "view", let view = object as? LiveView {
                controller.view = view
            } else {
                controller.keyedObjects[element.attributes["key"] ?? element.attributes["id"] ?? element.name] = object
            }
        }
        for child in nib[index].children
        where nib[child].attributes["id"] == nil
            && !XML.handled.contains(nib[child].name)
        {
            for object in decodeNestedObjects(of: child) {
                controller.keyedObjects[object.documentID ?? object.className] = object
            }
        }
    }

    /// Decodes the objects with ids below an element, down to the first id on each path.
    ///
    /// For a window being decoded, its content view becomes the window's ``LiveObject/windowContentView``
    /// (with or without an id), as `NSWindow` sets its `contentView` when it is decoded.
    @discardableResult
    func decodeNestedObjects(of index: Int) -> [LiveObject] {
        var result: [LiveObject] = []
        let window = XML.windows.contains(nib[index].name) ? inProgress[index] : nil
        for child in nib[index].children {
            let element = nib[child]
            if XML.handled.contains(element.name) { continue }
            let isContentView =
                window != nil && element.attributes["key"] == XML.contentView
                && IBClassNames.isViewElement(element.name, platform: nib.platform)
            if NibDecoder.isProxy(element) { continue }  // Only ever top-level (see decodeView).
            if element.attributes["id"] != nil || isContentView {
                let object = decodeObject(child)
                if isContentView, let window, let content = object as? LiveView { window.windowContentView = content }
                result.append(object)
            } else {
                result += decodeNestedObjects(of: child)
            }
        }
        return result
    }
}
