internal import Foundation
public import NibBridge
import NibBridgeDocument

/// Finds nib files by name for the portable loader, the way `Bundle` finds compiled nibs in an app.
public protocol NibLocating: Sendable {
    /// The path of the nib's source document, or `nil` when there is none.
    func path(forNibNamed name: String, location: NibLocation) -> String?
    /// The path of the nib for a placeholder of `framework` (any framework when `nil`); a locator that knows no
    /// frameworks answers as ``path(forNibNamed:location:)``.
    func path(forNibNamed name: String, location: NibLocation, framework: NibFramework?) -> String?
}

/// Finds nibs under a project folder by file name, as an app bundle flattens them: `Name.xib` anywhere
/// below the root, preferring a plain name over `~iphone`/`~ipad` variants and `Base.lproj` over other
/// localizations.
public struct ProjectNibLocator: NibLocating {
    /// The folder searched.
    public let root: String
    /// Every candidate file for each nib name, best first, whatever its framework.
    public let candidates: [String: [String]]
    /// The UI framework of each candidate file, read from its header.
    public let frameworks: [String: NibFramework]

    /// Indexes every `.xib` under a folder, reading each one's framework (``NibIndex`` reads them when
    /// asked, and walks the folder only when a name is looked up).
    public init(root: String) {
        self.root = root
        candidates = NibIndex.walk(root: root)
        var frameworks: [String: NibFramework] = [:]
        for path in candidates.values.joined() { frameworks[path] = NibFramework.ofDocument(atPath: path) }
        self.frameworks = frameworks
    }

    /// The first candidate for the name, of any framework; `location` matters only as a bundle path, because
    /// a project folder is one bundle.
    public func path(forNibNamed name: String, location: NibLocation) -> String? {
        candidates(forNibNamed: name, location: location, framework: nil).first
    }

    /// The nib name of a file: its base name without extension and device suffix.
    public static func nibName(ofPath path: String) -> String {
        // The last component without its extension, as NSString's lastPathComponent and
        // deletingPathExtension give it, without bridging to NSString (5% of check's time).
        var file = Substring(path)
        while file.count > 1, file.hasSuffix("/") { file = file.dropLast() }
        if let slash = file.lastIndex(of: "/"), file.index(after: slash) < file.endIndex {
            file = file[file.index(after: slash)...]
        }
        if let dot = file.lastIndex(of: "."), dot != file.startIndex { file = file[..<dot] }
        var name = String(file)
        for suffix in ["~iphone", "~ipad"] where name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
        return name
    }

    /// The order of candidates for one name: plain before device variants, `Base.lproj` before other
    /// localizations, then by path.
    static func rank(_ path: String) -> (Int, Int, String) {
        let device = path.contains("~iphone.") || path.contains("~ipad.") ? 1 : 0
        let localized = path.contains(".lproj/") && !path.contains("Base.lproj/") ? 1 : 0
        return (device, localized, path)
    }
}
