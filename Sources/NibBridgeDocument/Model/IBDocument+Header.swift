/// The attributes of a document's root `<document>` element.
public struct IBDocumentHeader: Sendable, Hashable, Codable {
    /// The document type, such as `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`.
    public var type: String
    /// The format version (`3.0`).
    public var version: String?
    /// The Xcode tools version that last saved the document.
    public var toolsVersion: String?
    /// The macOS version that last saved the document.
    public var systemVersion: String?
    /// The runtime, such as `iOS.CocoaTouch`, `MacOSX.Cocoa` or `AppleTV`.
    public var targetRuntime: String?
    /// Whether Auto Layout is on.
    public var useAutolayout: Bool
    /// Whether trait variations (size classes) are on.
    public var useTraitCollections: Bool
    /// Whether safe-area layout guides are on.
    public var useSafeAreas: Bool
    /// The storyboard's initial view controller id, if any.
    public var initialViewController: String?
    /// Whether the document is a launch screen.
    public var launchScreen: Bool
}

/// Whether a document is a `.xib` or a `.storyboard`.
public enum IBDocumentKind: String, Sendable, Codable {
    /// A nib document (`.xib`).
    case xib
    /// A storyboard.
    case storyboard
}

/// The UI framework a document targets.
public enum IBPlatform: String, Sendable, Codable {
    /// iOS and iPadOS (UIKit).
    case cocoaTouch
    /// tvOS (UIKit).
    case appleTV
    /// watchOS (WatchKit).
    case watchKit
    /// macOS (AppKit).
    case cocoa

    /// Whether the platform's views are UIKit views.
    public var isUIKit: Bool { self == .cocoaTouch || self == .appleTV }

    /// The platform a document header names: its `targetRuntime`, else its document `type` (empty when
    /// absent).
    public init(targetRuntime runtime: String, type: String) {
        if runtime.hasPrefix("AppleTV") {
            self = .appleTV
        } else if runtime.lowercased().hasPrefix("watch") || type.containsBytes("WatchKit") {
            self = .watchKit
        } else if runtime.hasPrefix("MacOSX") || type.containsBytes(".Cocoa.") {
            self = .cocoa
        } else {
            self = .cocoaTouch
        }
    }
}

extension IBDocument {
    private enum XML {
        static let type = "type"
        static let version = "version"
        static let toolsVersion = "toolsVersion"
        static let systemVersion = "systemVersion"
        static let targetRuntime = "targetRuntime"
        static let useAutolayout = "useAutolayout"
        static let useTraitCollections = "useTraitCollections"
        static let useSafeAreas = "useSafeAreas"
        static let initialViewController = "initialViewController"
        static let launchScreen = "launchScreen"
        static let scenes = "scenes"
        static let scene = "scene"
        static let objects = "objects"
    }

    /// The root `<document>` element.
    public var rootElement: XMLNodeID { tree.rootElement! }

    /// The attributes of the `<document>` element.
    public var header: IBDocumentHeader {
        let root = rootElement
        func flag(_ name: String) -> Bool { tree.attribute(name, of: root) == "YES" }
        return IBDocumentHeader(
            type: tree.attribute(XML.type, of: root) ?? "",
            version: tree.attribute(XML.version, of: root),
            toolsVersion: tree.attribute(XML.toolsVersion, of: root),
            systemVersion: tree.attribute(XML.systemVersion, of: root),
            targetRuntime: tree.attribute(XML.targetRuntime, of: root),
            useAutolayout: flag(XML.useAutolayout),
            useTraitCollections: flag(XML.useTraitCollections),
            useSafeAreas: flag(XML.useSafeAreas),
            initialViewController: tree.attribute(XML.initialViewController, of: root),
            launchScreen: flag(XML.launchScreen)
        )
    }

    /// Whether this is a xib or a storyboard, from the document type.
    public var kind: IBDocumentKind {
        (tree.attribute(XML.type, of: rootElement) ?? "").containsBytes("Storyboard") ? .storyboard : .xib
    }

    /// The platform, from the target runtime (and the document type when the runtime is absent).
    public var platform: IBPlatform {
        IBPlatform(
            targetRuntime: tree.attribute(XML.targetRuntime, of: rootElement) ?? "",
            type: tree.attribute(XML.type, of: rootElement) ?? "")
    }

    /// The scenes of a storyboard, in document order (empty for a xib).
    public var scenes: [IBScene] {
        guard let container = tree.firstElement(of: rootElement, named: XML.scenes) else { return [] }
        return tree.elements(of: container, named: XML.scene).map { IBScene(document: self, node: $0) }
    }

    /// The top-level objects of a xib (empty for a storyboard), placeholders included.
    public var topLevelObjects: [IBObject] {
        guard let objects = tree.firstElement(of: rootElement, named: XML.objects) else { return [] }
        return tree.elements(of: objects).map { IBObject(document: self, node: $0) }
    }

    /// The object with a given id.
    public func object(withID id: String) -> IBObject? {
        element(withID: id).map { IBObject(document: self, node: $0) }
    }

    /// Every view in the document, in document order.
    public var allViews: [IBView] {
        tree.descendantElements(of: rootElement).compactMap { IBObject(document: self, node: $0).asView }
    }
}
