/// Why a placeholder could not be replaced by its nib's view.
public enum NibBridgeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No nib of that name exists where the class said to look.
    case nibNotFound(className: String, nibName: String, searched: String)
    /// The nib has no top-level view of the class.
    case noTopLevelView(className: String, nibName: String, found: [String])
    /// The nib has several top-level views of the class, so the choice would be a guess.
    case severalTopLevelViews(className: String, nibName: String, count: Int)
    /// Loading the nib would load itself again: the chain of nibs, outermost first.
    case cycle(chain: [String])
    /// The nib could not be loaded for another reason.
    case loadFailed(className: String, nibName: String, reason: String)

    /// A sentence explaining the problem and what to do.
    public var description: String {
        switch self {
        case .nibNotFound(let className, let nibName, let searched):
            return "no nib named '\(nibName)' for \(className) in \(searched)"
        case .noTopLevelView(let className, let nibName, let found):
            let list = found.isEmpty ? "no top-level views" : "top-level objects: \(found.joined(separator: ", "))"
            return "nib '\(nibName)' has no top-level view of class \(className) (\(list))"
        case .severalTopLevelViews(let className, let nibName, let count):
            return "nib '\(nibName)' has \(count) top-level views of class \(className); keep exactly one"
        case .cycle(let chain):
            return "nib embedding cycle: \(chain.joined(separator: " -> "))"
        case .loadFailed(let className, let nibName, let reason):
            return "cannot load nib '\(nibName)' for \(className): \(reason)"
        }
    }
}
