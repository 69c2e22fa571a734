import NibBridgeDocument
import NibBridgeLoader

/// Runs every check rule over one document's placeholders.
struct Checker {
    let index: ProjectIndex
    let configuration: CheckConfiguration
    let summaries: NibSummaryCache

    /// The attributes whose values are object ids, as compose validates them (``IBReferences``), and `id`.
    static let referenceNames = IBAttributeNames(IBReferences.attributeNames.union(["id"]))

    func check(_ document: IBDocument) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func emit(_ rule: CheckRule, _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
            guard let severity = configuration.severity(of: rule) else { return }
            diagnostics.append(Diagnostic(severity, message, at: location, rule: rule.id, notes: notes))
        }
        let framework = NibFramework(document.platform)
        // Views with a custom class, found in one pass over the attributes (most elements have none).
        let classed = ProjectIndex.customClassElements(of: document)
        for (element, className) in classed {
            guard let other = index.nibCandidates(forClass: className).first,
                index.nibCandidates(forClass: className, framework: framework).isEmpty,
                let view = IBObject(document: document, node: element).asView
            else { continue }
            // A nib of the name exists, for another framework: no candidate here, at run time or at build time.
            let otherFramework = index.locator.framework(ofPath: other).map { "an \($0)" } ?? "another framework's"
            diagnostics.append(
                Diagnostic(
                    .note,
                    "\(className) is not bridged in this \(framework) document: its nib '\(className)' is \(otherFramework) nib",
                    at: view.object.location, rule: "platform",
                    notes: [
                        Diagnostic.Note(
                            message: "nib \(className)", location: SourceLocation(path: other, line: 1, column: 1))
                    ]))
        }
        for (element, className) in configuration.selection.include.isEmpty ? [] : classed {
            guard configuration.selection.include.contains(className), index.locator.candidates[className] == nil,
                let view = IBObject(document: document, node: element).asView
            else { continue }
            emit(
                .missingNib, "no nib named '\(className).xib' under \(index.root) for bridged class \(className)",
                at: view.object.location)
        }
        // What compose refuses to write (duplicate ids, references to no object) is an error here too, and so
        // are numbers no command takes as written (not finite: errors; beyond what pictures are drawn with:
        // warnings, as `render` gives them).
        diagnostics += document.referenceDiagnostics(referenceNames: Checker.referenceNames)
        diagnostics += document.numberDiagnostics()
        for placeholder in index.placeholders(in: document, classed: classed, framework: framework) {
            if ProjectIndex.holdsContent(placeholder) {
                let className = placeholder.object.customClass ?? ""
                emit(
                    .placeholderSubviews,
                    "the \(className) view holds subviews: when the app loads this document itself, NibBridge takes "
                        + "it for the root of \(className)'s nib and leaves it as designed here (UIKit gives no way to "
                        + "tell them apart); leave placeholders empty, or mark them with a tag",
                    at: placeholder.object.location)
            }
            checkPlaceholder(placeholder, framework: framework, emit: emit)
        }
        return diagnostics
    }

    private func checkPlaceholder(
        _ placeholder: IBView, framework: NibFramework,
        emit: (CheckRule, String, SourceLocation?, [Diagnostic.Note]) -> Void
    ) {
        let className = placeholder.object.customClass ?? ""
        let location = placeholder.object.location
        let candidates = index.nibCandidates(forClass: className, framework: framework)
        if candidates.count > 1 {
            // File systems on Apple platforms ignore Unicode normalization: names that differ only there are
            // one name to `Bundle`, so the choice between the files is arbitrary there too.
            let names = Set(candidates.map { Array(ProjectNibLocator.nibName(ofPath: $0).utf8) })
            let normalization =
                names.count > 1
                ? " (their names differ only in Unicode normalization, which the file system ignores)" : ""
            emit(
                .ambiguousNib,
                "\(candidates.count) nibs are named '\(className)'\(normalization); the first is used", location,
                candidates.map {
                    Diagnostic.Note(message: "candidate", location: SourceLocation(path: $0, line: 1, column: 1))
                })
        }
        guard let path = candidates.first else { return }
        let nib: NibSummary
        switch summaries.summary(atPath: path) {
        case .success(let summary): nib = summary
        case .failure(let error):
            emit(.missingNib, "the nib of \(className) cannot be read: \(error.message)", location, [])
            return
        }
        let nibNote = [
            Diagnostic.Note(message: "nib \(className)", location: SourceLocation(path: path, line: 1, column: 1))
        ]
        let matches = nib.views.filter { $0.customClass == className }
        if matches.count > 1 {
            emit(
                .severalRootViews, "nib '\(className)' has \(matches.count) top-level views of class \(className)",
                location, matches.map { Diagnostic.Note(message: "top-level view", location: $0.location) })
            return
        }
        if let root = matches.first {
            if !nib.filesOwnerOutlets.isEmpty {
                emit(
                    .filesOwnerOutlet,
                    "nib '\(className)' has \(nib.filesOwnerOutlets.count) File's Owner outlet(s); "
                        + "its root view replaces the placeholder, so no owner receives them", location,
                    nib.filesOwnerOutlets.map { Diagnostic.Note(message: "File's Owner outlet", location: $0) })
            }
            if let module = placeholder.object.customModule, let rootModule = root.customModule, module != rootModule {
                emit(
                    .moduleMismatch,
                    "placeholder names module '\(module)' but nib '\(className)' names '\(rootModule)'",
                    location, [Diagnostic.Note(message: "nib's root view", location: root.location)])
            }
            for (attribute, size) in NibSummary.requiredSizes(of: placeholder) {
                if let own = root.requiredSizes[attribute], own != size {
                    emit(
                        .sizeConflict,
                        "placeholder requires \(attribute) == \(IBNumber.format(size)) but nib '\(className)' "
                            + "requires \(attribute) == \(IBNumber.format(own)): the layout is unsatisfiable", location,
                        [Diagnostic.Note(message: "nib's root view", location: root.location)])
                }
            }
        } else if nib.views.count == 1 {
            let other = nib.views[0].customClass
            if let other, other != className, nib.filesOwnerClass != className {
                emit(
                    .rootClassMismatch,
                    "nib '\(className)' has a root view of class \(other); it is used as the "
                        + "content of the placeholder (File's Owner style)", location,
                    [Diagnostic.Note(message: "root view", location: nib.views[0].location)])
            } else if let owner = nib.filesOwnerClass, owner != className {
                // A controller's nib named after a view class (GameTableView.xib owned by a view controller).
                emit(
                    .rootClassMismatch,
                    "nib '\(className)' belongs to File's Owner class \(owner); it is used as the "
                        + "content of the \(className) placeholder (File's Owner style)", location, nibNote)
            }
        } else {
            emit(
                .noRootView,
                "nib '\(className)' has no top-level view of class \(className) and "
                    + "\(nib.views.count) top-level views", location, nibNote)
            return
        }
        if let chain = cycle(from: className) {
            emit(.cycle, "nib embedding cycle: \(chain.joined(separator: " -> "))", location, [])
        }
        notes(for: placeholder, className: className, emit: emit)
    }

    private func notes(
        for placeholder: IBView, className: String,
        emit: (CheckRule, String, SourceLocation?, [Diagnostic.Note]) -> Void
    ) {
        let location = placeholder.object.location
        let constraints = placeholder.constraints.count
        if constraints > 0 {
            emit(
                .placeholderConstraints,
                "\(constraints) constraint(s) on the \(className) placeholder are kept on the "
                    + "nib's view", location, [])
        }
        let attributes = placeholder.object.runtimeAttributes.map(\.keyPath)
        if !attributes.isEmpty {
            emit(
                .placeholderRuntimeAttributes,
                "runtime attributes \(attributes.joined(separator: ", ")) on the "
                    + "\(className) placeholder are applied after the nib's own", location, [])
        }
    }

    /// The chain of nibs from a class back to itself, if its nib embeds it (directly or not).
    func cycle(from start: String) -> [String]? {
        var path: [String] = [start]
        var visited: Set<String> = []
        func visit(_ className: String) -> Bool {
            guard let nibPath = index.nibPath(forClass: className),
                case .success(let nib) = summaries.summary(atPath: nibPath)
            else { return false }
            let embeddedClasses = Set(nib.embeddedClasses.map(\.className)).subtracting([className]).sorted()
            for embedded in embeddedClasses where index.nibPath(forClass: embedded) != nil {
                path.append(embedded)
                if embedded == start { return true }
                if !visited.contains(embedded) {
                    visited.insert(embedded)
                    if visit(embedded) { return true }
                }
                path.removeLast()
            }
            return false
        }
        return visit(start) ? path : nil
    }
}
