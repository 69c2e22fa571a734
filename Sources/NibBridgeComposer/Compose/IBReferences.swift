public import NibBridgeDocument

/// The attributes through which Interface Builder documents refer to objects by id.
public enum IBReferences {
    /// Attribute names whose values are object ids (found by surveying Xcode's output).
    public static let attributeNames: Set<String> = [
        "firstItem", "secondItem", "destination", "target", "reference", "tableViewCell", "row", "column",
        "textLabel", "detailTextLabel", "selectedItem", "previousBinding", "headerView", "outlineTableColumn",
        "headOfMergedCell", "popoverAnchorBarButtonItem", "popoverAnchorView", "imageView", "initialItem",
        "centeredItem", "initialViewController",
    ]

    /// Checks that ids are unique and every reference resolves: the structural validity of a document.
    public static func validate(_ document: IBDocument) -> [Diagnostic] {
        let tree = document.tree
        func location(_ element: XMLNodeID) -> SourceLocation {
            var current: XMLNodeID? = element
            while let node = current {
                if let location = document.location(of: node) { return location }
                current = tree.parent(of: node)
            }
            return SourceLocation(path: document.path, line: 1, column: 1)
        }
        var diagnostics: [Diagnostic] = []
        var ids: [String: XMLNodeID] = [:]
        let elements = [document.rootElement] + tree.descendantElements(of: document.rootElement)
        for element in elements {
            guard let id = tree.attribute("id", of: element) else { continue }
            if ids[id] != nil {
                diagnostics.append(
                    Diagnostic(
                        .error, "duplicate object id '\(id)'", at: document.location(of: element),
                        rule: "structure"))
            } else {
                ids[id] = element
            }
        }
        for element in elements {
            for (name, value) in tree.attributes(of: element) where attributeNames.contains(name) {
                if ids[value] == nil {
                    diagnostics.append(
                        Diagnostic(
                            .error, "\(name) '\(value)' names no object in the document",
                            at: location(element), rule: "structure"))
                }
            }
        }
        return diagnostics
    }
}
