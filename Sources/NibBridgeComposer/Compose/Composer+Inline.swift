import NibBridge
import NibBridgeDocument
import NibBridgeLoader

extension Composer {
    /// The XML names composition reads and writes (inlining here, carrying a placeholder's state over in
    /// `Composer+CarryOver.swift`).
    enum XML {
        static let subviews = "subviews"
        static let constraints = "constraints"
        static let connections = "connections"
        static let runtimeAttributes = "userDefinedRuntimeAttributes"
        static let variation = "variation"
        static let id = "id"
        static let key = "key"
        static let userLabel = "userLabel"
        static let keyPath = "keyPath"
        static let contentView = "contentView"
        static let filesOwner = "-1"
        /// The order in which Xcode writes a view's children, for inserting new ones where Xcode would.
        static let childOrder = [
            "rect", "autoresizingMask", subviews, "viewLayoutGuide", "color", "edgeInsets", "directionalEdgeInsets",
            "accessibility", constraints, runtimeAttributes, variation, connections, "point",
        ]
    }

    /// Replaces one placeholder by its nib's content; false when it could not be (with a diagnostic).
    func inline(_ placeholder: IBView, in document: IBDocument, allocator: inout IDAllocator) -> Bool {
        guard let className = placeholder.object.customClass,
            let path = index.nibPath(forClass: className, framework: NibFramework(document.platform)),
            let placeholderID = placeholder.id
        else { return false }
        if stack.contains(className) {
            report(
                .error, "nib embedding cycle: \((stack + [className]).joined(separator: " -> "))", placeholder,
                rule: "cycle")
            // Kept as it is, as the runtime keeps it when its loading stack meets the cycle: the marker tells
            // the runtime not to start the loop again from inside the composed content.
            document.tree.setAttribute(CompiledNib.composedFromAttribute, "", on: placeholder.node)
            return false
        }
        guard let nib = composedNib(atPath: path, for: placeholder) else { return false }
        let views = nib.topLevelObjects.compactMap(\.asView)
        let matches = views.filter { $0.object.customClass == className }
        if matches.count > 1 {
            report(
                .error, "nib '\(className)' has \(matches.count) top-level views of class \(className)", placeholder,
                rule: "several-root-views")
            return false
        }
        let tree = document.tree
        let filesOwnerID = nib.topLevelObjects.first(where: \.isFilesOwner)?.id ?? XML.filesOwner
        let nibResponderID = nib.topLevelObjects.first { Self.isFirstResponder($0.node, in: nib.tree) }?.id
        if let root = matches.first {
            let element = tree.importSubtree(root.node, from: nib.tree)
            let others = importOtherTopLevelObjects(of: nib, into: tree)
            remap(
                [element] + others, in: tree, rootID: root.id, to: placeholderID, allocator: &allocator, ownerID: nil,
                filesOwnerID: filesOwnerID, nibResponderID: nibResponderID, nibName: className,
                placeholder: placeholder)
            carryOver(
                from: placeholder.node, to: element, in: tree, allocator: &allocator,
                location: placeholder.object.location)
            tree.setAttribute(CompiledNib.composedFromAttribute, index.relativePath(path), on: element)
            tree.insert(element, into: tree.parent(of: placeholder.node)!, before: placeholder.node)
            // Placed while the placeholder is still attached: its ancestors lead to the top-level objects.
            place(others, for: placeholder, in: document)
            tree.remove(placeholder.node)
        } else if views.count == 1 {
            let content = tree.importSubtree(views[0].node, from: nib.tree)
            let others = importOtherTopLevelObjects(of: nib, into: tree)
            let mapping = remap(
                [content] + others, in: tree, rootID: nil, to: placeholderID, allocator: &allocator,
                ownerID: placeholderID, filesOwnerID: filesOwnerID, nibResponderID: nibResponderID, nibName: className,
                placeholder: placeholder)
            embed(content, in: placeholder.node, tree: tree)
            tree.setAttribute(CompiledNib.composedFromAttribute, index.relativePath(path), on: placeholder.node)
            adoptOwnerConnections(of: nib, into: placeholder.node, tree: tree, mapping: mapping, allocator: &allocator)
            adoptOwnerRuntimeAttributes(of: nib, into: placeholder.node, tree: tree, placeholder: placeholder)
            place(others, for: placeholder, in: document)
        } else {
            report(
                .error, "nib '\(className)' has no top-level view of class \(className)", placeholder,
                rule: "no-root-view")
            return false
        }
        mergeResources(of: nib, into: document)
        return true
    }

    /// Imports the nib's top-level objects that are neither views nor placeholders (gesture recognizers,
    /// menus, custom objects): the runtime instantiates them with the nib, and the content refers to them.
    private func importOtherTopLevelObjects(of nib: IBDocument, into tree: XMLTree) -> [XMLNodeID] {
        // Ids below zero are placeholders: File's Owner (-1), First Responder (-2), Application (-3).
        let others = nib.topLevelObjects.filter {
            !$0.isPlaceholder && $0.asView == nil && !($0.id ?? "-").hasPrefix("-")
        }
        let path = index.relativePath(nib.path)
        return others.map {
            let copy = tree.importSubtree($0.node, from: nib.tree)
            tree.setAttribute(CompiledNib.composedFromAttribute, path, on: copy)
            return copy
        }
    }

    /// Places the imported top-level objects beside the parent's own (the scene's or the xib's objects).
    private func place(_ objects: [XMLNodeID], for placeholder: IBView, in document: IBDocument) {
        guard !objects.isEmpty else { return }
        guard let container = topLevelContainer(of: placeholder.node, in: document) else {
            report(
                .warning, "the nib's top-level objects have no place in this document and are left out",
                placeholder)
            return
        }
        for object in objects { document.tree.insert(object, into: container) }
        report(
            .note,
            "\(objects.count) top-level object(s) of nib '\(placeholder.object.customClass ?? "")' join "
                + "this document's top-level objects", placeholder, rule: "top-level-objects")
    }

    /// The `<objects>` element holding the placeholder's scene (storyboard) or the document's top level (xib).
    private func topLevelContainer(of node: XMLNodeID, in document: IBDocument) -> XMLNodeID? {
        let tree = document.tree
        var current = tree.parent(of: node)
        while let element = current, tree.kind(of: element) == .element {
            if tree.nameEquals(element, "scene") || tree.nameEquals(element, "document") {
                return tree.firstElement(of: element, named: "objects")
            }
            current = tree.parent(of: element)
        }
        return nil
    }

    /// Gives every object of an inlined subtree a document-unique id and rewrites references to match;
    /// returns the mapping from the nib's ids to the document's.
    @discardableResult
    private func remap(
        _ subtrees: [XMLNodeID], in tree: XMLTree, rootID: String?, to placeholderID: String,
        allocator: inout IDAllocator, ownerID: String?, filesOwnerID: String, nibResponderID: String?,
        nibName: String, placeholder: IBView
    ) -> [String: String] {
        let subtree = subtrees[0]
        let elements = subtrees.flatMap { [$0] + tree.descendantElements(of: $0) }
        var mapping: [String: String] = [:]
        if let ownerID { mapping[filesOwnerID] = ownerID }
        // First Responder is no object of the nib: actions to it go up the responder chain wherever the view
        // is, so they go to the First Responder of the scene or document that now holds the content.
        if let nibResponderID, let responder = Self.firstResponderID(in: tree, around: placeholder.node) {
            mapping[nibResponderID] = responder
        }
        for element in elements {
            guard let id = tree.attribute(XML.id, of: element) else { continue }
            let new = id == rootID ? placeholderID : allocator.allocate(for: id, scope: placeholderID)
            mapping[id] = new
            tree.setAttribute(XML.id, new, on: element)
        }
        var dropped = 0
        let responder = nibResponderID.flatMap { mapping[$0] }
        for element in elements {
            for (name, value) in tree.attributes(of: element) where IBReferences.attributeNames.contains(name) {
                if let new = mapping[value] {
                    tree.setAttribute(name, new, on: element)
                } else if value == filesOwnerID, let responder, tree.nameEquals(element, "action") {
                    // A control keeps its target weakly (UIControl, NSControl): once the discarded File's Owner
                    // is gone, the action goes up the responder chain, as an action to First Responder does.
                    tree.setAttribute(name, responder, on: element)
                } else if value.hasPrefix("-") && !subtrees.contains(element) {
                    tree.remove(element)  // A connection to File's Owner or First Responder: no owner remains.
                    dropped += 1
                    break
                }
            }
        }
        // Views of the nib's own class inside it are kept as they are at run time (the loading stack names
        // that class): mark them so that nothing takes them for placeholders once inlined.
        for element in elements where element != subtree && tree.attribute("customClass", of: element) == nibName {
            tree.setAttribute(CompiledNib.composedFromAttribute, "", on: element)
        }
        // Interface Builder's design-time metrics of a nib's top-level view mean nothing once nested.
        for child in tree.elements(of: subtree) {
            let key = tree.attribute(XML.key, of: child) ?? ""
            if key.hasPrefix("simulated") || key == "canvasLocation" { tree.remove(child) }
        }
        if dropped > 0 {
            report(
                .warning,
                "\(dropped) connection(s) of nib '\(nibName)' to File's Owner or First Responder were "
                    + "dropped: no owner exists after composition", placeholder, rule: "files-owner-outlet")
        }
        return mapping
    }

    /// Adds a File's Owner nib's content view to the placeholder, filling it (the runtime's embed).
    private func embed(_ content: XMLNodeID, in placeholder: XMLNodeID, tree: XMLTree) {
        let frame = tree.firstElement(of: placeholder, named: "rect", key: "frame")
        let rect = tree.makeElement(
            "rect",
            attributes: [
                ("key", "frame"), ("x", "0.0"), ("y", "0.0"),
                ("width", frame.flatMap { tree.attribute("width", of: $0) } ?? "0.0"),
                ("height", frame.flatMap { tree.attribute("height", of: $0) } ?? "0.0"),
            ])
        if let old = tree.firstElement(of: content, named: "rect", key: "frame") { tree.remove(old) }
        if let old = tree.firstElement(of: content, named: "autoresizingMask", key: "autoresizingMask") {
            tree.remove(old)
        }
        insertOrdered(rect, named: "rect", into: content, tree: tree)
        let mask = tree.makeElement(
            "autoresizingMask",
            attributes: [("key", "autoresizingMask"), ("widthSizable", "YES"), ("heightSizable", "YES")])
        insertOrdered(mask, named: "autoresizingMask", into: content, tree: tree)
        tree.setAttribute("translatesAutoresizingMaskIntoConstraints", nil, on: content)
        tree.setAttribute(XML.key, nil, on: content)
        tree.insert(content, into: ensureContainer(XML.subviews, in: placeholder, tree: tree))
    }

    /// The child container of an element, created where Xcode writes it when missing.
    func ensureContainer(_ name: String, in element: XMLNodeID, tree: XMLTree) -> XMLNodeID {
        if let existing = tree.firstElement(of: element, named: name) { return existing }
        let container = tree.makeElement(name)
        insertOrdered(container, named: name, into: element, tree: tree)
        return container
    }

    /// Inserts a child before the first existing child that Xcode writes after it.
    func insertOrdered(_ child: XMLNodeID, named name: String, into element: XMLNodeID, tree: XMLTree) {
        let rank = XML.childOrder.firstIndex(of: name) ?? XML.childOrder.count
        let next = tree.elements(of: element).first { sibling in
            (XML.childOrder.firstIndex(of: tree.name(of: sibling)) ?? XML.childOrder.count) > rank
        }
        tree.insert(child, into: element, before: next)
    }

    /// The id of the First Responder placeholder for an element: in the scene holding it (a storyboard) or
    /// among the document's top-level objects (a xib; `-2` in UIKit xibs, `-1` in AppKit's).
    static func firstResponderID(in tree: XMLTree, around element: XMLNodeID) -> String? {
        var current: XMLNodeID? = element
        while let node = current {
            if tree.nameEquals(node, "scene") || tree.parent(of: node) == nil || tree.nameEquals(node, "document") {
                let objects = tree.nameEquals(node, "scene") ? tree.firstElement(of: node, named: "objects") : nil
                let container = objects ?? tree.firstElement(of: node, named: "objects")
                guard let container else { return nil }
                return tree.elements(of: container).first { isFirstResponder($0, in: tree) }
                    .flatMap { tree.attribute("id", of: $0) }
            }
            current = tree.parent(of: node)
        }
        return nil
    }

    /// Whether an element is a First Responder placeholder (UIKit's `IBFirstResponder`, AppKit's
    /// `FirstResponder` custom object, or a storyboard scene's `firstResponder` member).
    static func isFirstResponder(_ element: XMLNodeID, in tree: XMLTree) -> Bool {
        tree.attribute("placeholderIdentifier", of: element) == "IBFirstResponder"
            || tree.attribute("sceneMemberID", of: element) == "firstResponder"
            || (tree.nameEquals(element, "customObject") && tree.attribute("id", of: element) == "-1")
    }
}
