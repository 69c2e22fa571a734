extension IBDocument {
    /// Ids that are not unique and references that name no object, each an error (rule `structure`): the
    /// structural validity of a document, read in one pass over the `id` attribute and the attributes named
    /// in `referenceNames` (those whose values are object ids; the set may hold `id` itself, which saves
    /// making a set with it for every document).
    ///
    /// Duplicate ids come first, at the element holding the second and later ones, then references to no
    /// object, at their element, each in document order.
    public func referenceDiagnostics(referenceNames: IBAttributeNames) -> [Diagnostic] {
        let names =
            referenceNames.names.contains("id") ? referenceNames : IBAttributeNames(referenceNames.names.union(["id"]))
        let found = attributes(named: names)
        var diagnostics: [Diagnostic] = []
        var ids: Set<String> = []
        ids.reserveCapacity(found.count)
        for attribute in found where attribute.name == "id" && !ids.insert(attribute.value).inserted {
            diagnostics.append(
                Diagnostic(
                    .error, "duplicate object id '\(attribute.value)'", at: location(of: attribute.element),
                    rule: "structure"))
        }
        for attribute in found where attribute.name != "id" && referenceNames.names.contains(attribute.name) {
            guard !ids.contains(attribute.value) else { continue }
            diagnostics.append(
                Diagnostic(
                    .error, "\(attribute.name) '\(attribute.value)' names no object in the document",
                    at: nearestLocation(of: attribute.element), rule: "structure"))
        }
        return diagnostics
    }

    /// The location of a node, else of its nearest ancestor made from source, else the file's start.
    func nearestLocation(of element: XMLNodeID) -> SourceLocation {
        var current: XMLNodeID? = element
        while let node = current {
            if let location = location(of: node) { return location }
            current = tree.parent(of: node)
        }
        return SourceLocation(path: path, line: 1, column: 1)
    }
}
