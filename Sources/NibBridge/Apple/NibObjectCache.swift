internal import Foundation

/// One nib object (`UINib`, `NSNib`) per bundle and nib name, so that each nib file is read and parsed once
/// however many placeholders and `loadFromNib()` calls use it (NibDesignable #26: screens with nested nibs
/// slowed down by a new nib object per instance). Foundation only, so it compiles and is tested everywhere.
///
/// Thread-safe: a lock makes each nib object once. Entries live in an `NSCache`, which lets the system
/// reclaim them under memory pressure, and the UIKit adapter also empties it on memory warnings, as UIKit
/// does with its own caches; a nib object is made again on next use.
final class NibObjectCache<Nib: AnyObject>: @unchecked Sendable {
    private let lock = NSLock()
    private let cache = NSCache<NSString, Nib>()

    /// The nib object for a name in a bundle, made by `make` the first time (or after the cache was emptied);
    /// nil, and nothing kept, when `make` cannot make it.
    func nib(named name: String, in bundle: Bundle, make: () -> Nib?) -> Nib? {
        let key = NSString(string: bundle.bundlePath + "\u{0}" + name)
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache.object(forKey: key) { return cached }
        guard let made = make() else { return nil }
        cache.setObject(made, forKey: key)
        return made
    }

    /// Forgets every nib object.
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        cache.removeAllObjects()
    }
}
