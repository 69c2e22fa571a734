internal import Foundation

// Finding a bridged class's nib in the bundles of an app. Foundation only, so it compiles and is tested on
// every platform, although only the UIKit and AppKit adapters call it.

extension NibLocation {
    /// The bundles this location searches, in order; `.automatic` and `.classBundle` start with the bundle
    /// that contains `aClass`'s code.
    func bundles(for aClass: AnyClass, className: String) -> [Bundle] {
        switch self {
        case .automatic:
            return NibBundleSearch.automatic(
                classBundle: Bundle(for: aClass), mainBundle: Bundle.main,
                moduleName: NibBundleSearch.moduleName(ofClassName: className))
        case .main: return [Bundle.main]
        case .classBundle: return [Bundle(for: aClass)]
        case .bundleIdentifier(let identifier): return Bundle(identifier: identifier).map { [$0] } ?? []
        case .bundlePath(let path): return Bundle(path: path).map { [$0] } ?? []
        }
    }

    /// The first bundle holding the compiled nib `<nibName>.nib`, else `.nibNotFound` saying where it looked.
    ///
    /// Checked before loading because `UINib` and `NSNib` raise an Objective-C exception (which Swift cannot
    /// catch) for a missing nib instead of returning an error.
    func bundle(containingNib nibName: String, for aClass: AnyClass, className: String) throws(NibBridgeError)
        -> Bundle
    {
        let bundles = bundles(for: aClass, className: className)
        if let bundle = bundles.first(where: { $0.path(forResource: nibName, ofType: "nib") != nil }) {
            return bundle
        }
        let searched =
            bundles.isEmpty
            ? "\(description), which does not exist"
            : "\(description) (\(bundles.map(\.bundlePath).joined(separator: ", ")))"
        throw .nibNotFound(className: className, nibName: nibName, searched: searched)
    }
}

/// The search order of ``NibLocation/automatic``.
///
/// `Bundle(for:)` is the bundle holding a class's code: right for an app target or a framework, wrong for a
/// SwiftPM target, whose resources SwiftPM copies into a bundle of their own, `<Package>_<Target>.bundle`,
/// that only the target's generated `Bundle.module` names (and that accessor is internal to the target).
/// SwiftPM puts that bundle in the app's resources (Xcode), or beside the executable or test bundle
/// (`swift build`), so the search looks for `*_<Module>.bundle` in the resource folder and the folder of the
/// class's bundle and of the main bundle. Directory listings are cached per folder and module.
enum NibBundleSearch {
    /// The bundles to search for a class's nib: the class's bundle, its module's SwiftPM resource bundles,
    /// then the main bundle, without repeats.
    static func automatic(classBundle: Bundle, mainBundle: Bundle, moduleName: String?) -> [Bundle] {
        var result = [classBundle]
        if let moduleName {
            let folders = [classBundle, mainBundle].flatMap { bundle -> [URL] in
                [bundle.resourceURL, bundle.bundleURL, bundle.bundleURL.deletingLastPathComponent()].compactMap { $0 }
            }
            for folder in folders {
                result += resourceBundles(in: folder.standardizedFileURL.path, moduleName: moduleName)
            }
        }
        result.append(mainBundle)
        var seen = Set<String>()
        return result.filter { seen.insert(($0.bundleURL.standardizedFileURL.path)).inserted }
    }

    /// The module of a class name as `NSStringFromClass` gives it (`MyKit.CardView` gives `MyKit`); `nil` for
    /// a class with an Objective-C name of its own.
    static func moduleName(ofClassName className: String) -> String? {
        guard let dot = className.firstIndex(of: "."), dot != className.startIndex else { return nil }
        return String(className[..<dot])
    }

    /// SwiftPM resource bundles of a module in a folder, sorted by name.
    static func resourceBundles(in folder: String, moduleName: String) -> [Bundle] {
        cache.bundles(in: folder, moduleName: moduleName) {
            let suffix = "_\(moduleName).bundle"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []  // Absent: none.
            return names.filter { $0.hasSuffix(suffix) }.sorted().compactMap {
                Bundle(path: (folder as NSString).appendingPathComponent($0))
            }
        }
    }

    private static let cache = Cache()

    /// Listings already made, by folder and module; bundles do not change while an app runs.
    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String: [Bundle]] = [:]

        func bundles(in folder: String, moduleName: String, make: () -> [Bundle]) -> [Bundle] {
            let key = folder + "\u{0}" + moduleName
            lock.lock()
            defer { lock.unlock() }
            if let cached = entries[key] { return cached }
            let made = make()
            entries[key] = made
            return made
        }
    }
}
