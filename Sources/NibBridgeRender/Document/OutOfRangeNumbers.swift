internal import Foundation
import NibBridgeDocument
import NibBridgeLoader

/// Numbers of a document beyond what pictures are drawn with, each a warning at its attribute.
///
/// The reader accepts any finite number; a frame 3000000000 points wide or a font of 1e30 points cannot be
/// drawn as written (cairo and Pango keep lengths in fixed point, see ``RenderLimits``). The renderer draws
/// such values clamped and says where they are; a picture whose size is out of range is not made (an error
/// at its object), and the other pictures and documents go on.
enum OutOfRangeNumbers {
    /// The attributes checked, by element name, with the largest magnitude drawn as written.
    static func limit(element: String, key: String?, attribute: String) -> Double? {
        switch (element, attribute) {
        case ("rect", "x"), ("rect", "y"), ("rect", "width"), ("rect", "height"), ("point", "x"), ("point", "y"):
            return RenderLimits.maximumLength
        case ("size", "width"), ("size", "height"):
            // AppKit's text views store a huge maximum size on purpose (10000000): it is no length drawn.
            return key == "maxSize" ? nil : RenderLimits.maximumLength
        case ("constraint", "constant"):
            return RenderLimits.maximumLength
        case ("inset", _), ("edgeInsets", _), ("directionalEdgeInsets", _):
            let sides: Set<String> = ["top", "left", "bottom", "right", "leading", "trailing", "minX", "minY"]
            return sides.contains(attribute) ? RenderLimits.maximumLength : nil
        case ("font", "pointSize"), ("font", "size"), ("fontDescription", "pointSize"), ("fontDescription", "size"):
            return RenderLimits.maximumFontSize
        case (_, "numberOfLines"):
            return Double(RenderLimits.maximumLines)
        default:
            return nil
        }
    }

    /// The out-of-range numbers of a document, in document order.
    static func diagnostics(in document: IBDocument) -> [Diagnostic] {
        let tree = document.tree
        guard let root = tree.rootElement else { return [] }
        var diagnostics: [Diagnostic] = []
        for element in tree.descendantElements(of: root) {
            let name = tree.name(of: element)
            let key = tree.attribute("key", of: element)
            for attribute in tree.attributes(of: element) {
                guard let limit = limit(element: name, key: key, attribute: attribute.name),
                    let number = Double(attribute.value), number.isFinite, abs(number) > limit
                else { continue }
                let offset =
                    tree.sourceOffset(ofAttribute: attribute.name, of: element) ?? tree.sourceOffset(of: element)
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "\(attribute.name)=\"\(attribute.value)\" is out of the range pictures are drawn with "
                            + "(at most \(IBNumber.format(limit)) in magnitude): it is drawn clamped",
                        at: offset.map(document.file.location(ofOffset:)), rule: "number"))
            }
        }
        return diagnostics
    }

    /// The out-of-range numbers of a loaded document and of the nibs bridged into it, each file once.
    static func diagnostics(document path: String, loaded: LoadedNib) -> [Diagnostic] {
        var nibs: [String] = []
        var seen: Set<ObjectIdentifier> = []
        func visit(_ view: LiveView) {
            guard seen.insert(ObjectIdentifier(view)).inserted else { return }
            if let nib = view.bridgedFrom, nib != path, !nibs.contains(nib) { nibs.append(nib) }
            view.subviews.forEach(visit)
        }
        for object in loaded.objectsByID.values.sorted(by: { ($0.documentID ?? "") < ($1.documentID ?? "") }) {
            if let view = object as? LiveView { visit(view) }
            if let content = object.windowContentView { visit(content) }
        }
        var diagnostics: [Diagnostic] = []
        for file in [path] + nibs.sorted() {
            // A document that cannot be read was reported by loading.
            guard let document = try? IBDocument(contentsOfFile: file) else { continue }
            diagnostics += OutOfRangeNumbers.diagnostics(in: document)
        }
        return diagnostics
    }
}
