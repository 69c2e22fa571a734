import NibBridgeDocument
import NibBridgeLoader

/// The UI framework whose layout rules apply to a tree of live views.
public enum LayoutPlatform: String, Sendable, Hashable, Codable {
    /// UIKit (iOS, iPadOS, tvOS): frames are measured from the superview's top-left corner.
    case uiKit
    /// AppKit (macOS): frames are measured from the superview's bottom-left corner unless it is flipped.
    case appKit
}

/// Reads what the live objects do not keep from the compiled document they were decoded from: element
/// attributes of layout guides and cells, nested elements (a text field cell's font), and the source
/// location of a constraint, for diagnostics.
///
/// Objects are found by their ``LiveObject/documentPath`` and ``LiveObject/documentID`` in a
/// ``NibCache`` (the loader's cache, so that nothing is read twice).
struct DocumentLookup {
    /// The cache the documents are read through.
    let cache: NibCache
    /// The layout rules that apply (all but in an ablation).
    var rules: LayoutRules = .all

    /// The compiled document an object was decoded from.
    func nib(of object: LiveObject) -> CompiledNib? {
        guard let path = object.documentPath else { return nil }
        return try? cache.nib(atPath: path)
    }

    /// The index of an object's element in its document.
    func index(of object: LiveObject) -> (nib: CompiledNib, index: Int)? {
        guard let nib = nib(of: object), let id = object.documentID, let index = nib.indexByID[id] else { return nil }
        return (nib, index)
    }

    /// An object's element.
    func element(of object: LiveObject) -> CompiledNib.Element? {
        index(of: object).map { $0.nib[$0.index] }
    }

    /// An attribute of an object's element.
    func attribute(_ name: String, of object: LiveObject) -> String? {
        if let view = object as? LiveView, let value = view.otherState[name]?.text { return value }
        return element(of: object)?.attributes[name]
    }

    /// The attributes of a keyed child element of an object's element, or of the element its `cell` holds
    /// (AppKit keeps a control's font and style in its cell).
    func childAttributes(of object: LiveObject, named name: String, key: String) -> [String: String]? {
        guard let (nib, index) = index(of: object) else { return nil }
        if let child = nib.child(of: index, named: name, key: key) { return nib[child].attributes }
        if let cell = nib[index].children.first(where: { nib[$0].attributes["key"] == "cell" }),
            let child = nib.child(of: cell, named: name, key: key)
        {
            return nib[child].attributes
        }
        return nil
    }

    /// The attributes of an AppKit control's cell (`<buttonCell key="cell">`, `<textFieldCell key="cell">`).
    func cellAttributes(of object: LiveObject) -> [String: String]? {
        guard let (nib, index) = index(of: object),
            let cell = nib[index].children.first(where: { nib[$0].attributes["key"] == "cell" })
        else { return nil }
        return nib[cell].attributes
    }

    /// Where an object's element starts in its document.
    func location(of object: LiveObject) -> SourceLocation? {
        element(of: object)?.location
    }

    /// The platform of a tree: its document's, or AppKit when a class name says so.
    func platform(of view: LiveView) -> LayoutPlatform {
        if let nib = nib(of: view) { return nib.platform == .cocoa ? .appKit : .uiKit }
        var stack = [view]
        while let next = stack.popLast() {
            if next.className.hasPrefix("NS") || next.elementName == "customView" { return .appKit }
            if next.className.hasPrefix("UI") { return .uiKit }
            stack += next.subviews
        }
        return .uiKit
    }

    /// Whether a view is a view controller's root view in its document: a controller's `view`, or a
    /// xib's top-level view that File's Owner's `view` outlet connects (a controller's own nib; IB then
    /// simulates the controller's status bar and margins for it).
    func isControllerView(_ view: LiveView) -> Bool {
        guard let (nib, index) = index(of: view) else { return false }
        let parent = nib[index].parent
        if nib[index].attributes["key"] == "view" {
            return parent >= 0 && nib[parent].name.hasSuffix("Controller")
        }
        guard nib.kind == .xib, nib.platform != .cocoa, parent >= 0, nib[parent].name == "objects",
            let id = nib[index].attributes["id"],
            let owner = nib[parent].children.first(where: {
                nib[$0].attributes["placeholderIdentifier"] == "IBFilesOwner"
            }),
            let connections = nib.child(of: owner, named: "connections")
        else { return false }
        return nib.children(of: connections, named: "outlet").contains {
            nib[$0].attributes["property"] == "view" && nib[$0].attributes["destination"] == id
        }
    }
}

extension LiveView {
    /// A carried property by its name (`horizontalHuggingPriority`, `layoutMargins`, ...): the layout
    /// module reads ``LiveView/properties`` by name because it does not depend on the `NibBridge` module
    /// that declares the property type.
    func carried(_ name: String) -> LiveValue? {
        properties.first { String(describing: $0.key) == name }?.value
    }
}

extension CompiledNib {
    /// The id of the device the document is drawn for (`<device id="retina6_1">`), if it names one.
    var deviceID: String? {
        child(of: 0, named: "device").flatMap { self[$0].attributes["id"] }
    }

    /// Whether the document's device is held in landscape (`<device id="retina6_1" orientation="landscape">`).
    var isHeldInLandscape: Bool {
        child(of: 0, named: "device").map { self[$0].attributes["orientation"] } == "landscape"
    }
}
