internal import Foundation
public import NibBridge
public import NibBridgeDocument

/// The UI framework a document's views belong to: a nib is a candidate for a placeholder only when it is
/// of the placeholder's framework (an iOS app holds no AppKit nib, and `UINib` could not load one).
public enum NibFramework: Sendable, Hashable, CustomStringConvertible {
    /// UIKit: iOS, iPadOS and tvOS documents.
    case uiKit
    /// AppKit: macOS documents.
    case appKit
    /// WatchKit: watchOS storyboards (WatchKit has no nibs to bridge).
    case watchKit

    /// The framework of a platform.
    public init(_ platform: IBPlatform) {
        switch platform {
        case .cocoaTouch, .appleTV: self = .uiKit
        case .cocoa: self = .appKit
        case .watchKit: self = .watchKit
        }
    }

    /// The framework's name.
    public var description: String {
        switch self {
        case .uiKit: return "UIKit"
        case .appKit: return "AppKit"
        case .watchKit: return "WatchKit"
        }
    }

    /// The framework of a document file, read from its header (`targetRuntime`, else the document type)
    /// without parsing the whole file; nil when the file cannot be read.
    public static func ofDocument(atPath path: String) -> NibFramework? {
        // The header's two attributes, found by bytes in its first 4 KB (no Foundation string search).
        guard let header = IBDocument.headerAttributes(["type", "targetRuntime"], ofFile: path) else { return nil }
        return NibFramework(IBPlatform(targetRuntime: header["targetRuntime"] ?? "", type: header["type"] ?? ""))
    }
}

extension NibLocating {
    /// Answers as ``path(forNibNamed:location:)``: a locator that knows no frameworks.
    public func path(forNibNamed name: String, location: NibLocation, framework: NibFramework?) -> String? {
        path(forNibNamed: name, location: location)
    }
}

extension ProjectNibLocator {
    /// The first candidate of `framework` (any framework when `nil`).
    public func path(forNibNamed name: String, location: NibLocation, framework: NibFramework?) -> String? {
        candidates(forNibNamed: name, location: location, framework: framework).first
    }

    /// The candidates for a name, best first, of `framework` only when one is given.
    public func candidates(forNibNamed name: String, location: NibLocation, framework: NibFramework?) -> [String] {
        var found = candidates[name] ?? []
        if case .bundlePath(let folder) = location { found = found.filter { $0.hasPrefix(folder) } }
        guard let framework else { return found }
        return found.filter { (frameworks[$0] ?? framework) == framework }
    }
}
