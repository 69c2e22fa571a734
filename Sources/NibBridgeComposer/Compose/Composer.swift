public import NibBridgeDocument
import NibBridgeLoader

/// Build-time composition: replaces every placeholder of a document by its nib's content, so that no
/// placeholder is ever instantiated at run time.
///
/// The carried-over state follows the runtime bridge's ``NibBridge/CarriedProperty`` table; nested embeds
/// are composed first, cycles are reported with their chain.
public final class Composer {
    /// The project the documents belong to.
    public let index: ProjectIndex
    private var composedNibs: [String: Swift.Result<IBDocument, Diagnostic>] = [:]
    var stack: [String] = []
    var diagnostics: [Diagnostic] = []

    /// Creates a composer for a project.
    public init(index: ProjectIndex) { self.index = index }

    /// The result of composing one document.
    public struct Result {
        /// The composed document (the input, edited in memory).
        public var document: IBDocument
        /// How many placeholders were replaced.
        public var replacedCount: Int
        /// What went wrong or deserves a note.
        public var diagnostics: [Diagnostic]
    }

    /// Composes a document in memory; nothing is written.
    public func compose(_ document: IBDocument) -> Result {
        diagnostics = []
        stack = []
        reportMissingNibs(in: document)
        let count = composeInPlace(document, loadingClass: nil)
        return Result(document: document, replacedCount: count, diagnostics: diagnostics)
    }

    /// Views of classes the include list names but no nib answers to: the runtime would fail to load
    /// them, so composition says so as `nibbridge check` does (`missing-nib`).
    private func reportMissingNibs(in document: IBDocument) {
        let selection = index.selection
        guard !selection.include.isEmpty else { return }
        for view in document.allViews {
            guard let className = view.object.customClass, selection.include.contains(className),
                !selection.exclude.contains(className), index.locator.candidates[className] == nil
            else { continue }
            report(
                .error, "no nib named '\(className).xib' under \(index.root) for bridged class \(className)", view,
                rule: "missing-nib")
        }
    }

    /// Replaces the placeholders of a document, innermost last in document order first, so that a
    /// placeholder held by another is composed before its holder moves it.
    @discardableResult
    func composeInPlace(_ document: IBDocument, loadingClass: String?) -> Int {
        var allocator = IDAllocator(
            used: Set(
                document.tree.descendantElements(of: document.rootElement).compactMap {
                    document.tree.attribute("id", of: $0)
                }))
        var count = 0
        for placeholder in index.placeholders(in: document, loadingClass: loadingClass).reversed() {
            // In a document the app loads itself (no loading class), a view holding content is its nib's root
            // to the runtime, not a placeholder: it stays as designed here, as it does at run time.
            if loadingClass == nil && ProjectIndex.holdsContent(placeholder) { continue }
            if inline(placeholder, in: document, allocator: &allocator) { count += 1 }
        }
        document.invalidateIndex()
        return count
    }

    /// The composed document of a nib, composed once per path.
    func composedNib(atPath path: String, for placeholder: IBView) -> IBDocument? {
        if let cached = composedNibs[path] {
            switch cached {
            case .success(let document): return document
            case .failure: return nil
            }
        }
        do {
            let nib = try IBDocument(contentsOfFile: path)
            let className = ProjectNibLocator.nibName(ofPath: path)
            stack.append(className)
            composeInPlace(nib, loadingClass: className)
            stack.removeLast()
            composedNibs[path] = .success(nib)
            return nib
        } catch {
            composedNibs[path] = .failure(error)
            report(
                .error, "cannot read the nib of \(placeholder.object.customClass ?? "?"): \(error.message)",
                placeholder)
            return nil
        }
    }

    func report(_ severity: Diagnostic.Severity, _ message: String, _ view: IBView, rule: String = "compose") {
        diagnostics.append(Diagnostic(severity, message, at: view.object.location, rule: rule))
    }
}
