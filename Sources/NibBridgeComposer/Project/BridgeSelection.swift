/// Which custom classes are nib-bridged: by convention, every class with a same-named nib in the project,
/// narrowed by include and exclude lists (from the command line or `.nibbridge.yml`).
public struct BridgeSelection: Sendable, Hashable {
    /// When not empty, only these classes are bridged.
    public var include: Set<String>
    /// These classes are never bridged.
    public var exclude: Set<String>

    /// Creates a selection.
    public init(include: Set<String> = [], exclude: Set<String> = []) {
        self.include = include
        self.exclude = exclude
    }

    /// Whether a class with a nib of its name is bridged.
    public func isBridged(_ className: String) -> Bool {
        if exclude.contains(className) { return false }
        return include.isEmpty || include.contains(className)
    }
}
