import ArgumentParser
import NibBridgeDocument

/// Checks, before a command runs, that the scene or object it is asked for exists in the document, so
/// that naming one that does not is bad usage (exit 64 with the command's usage), not a run that fails.
enum DocumentChoice {
    /// Throws a `ValidationError` when `scene` or `object` names nothing in the document at `path`.
    ///
    /// A document that cannot be read is left to the command, which reports it at its place (exit 1).
    static func validate(document path: String, scene: String?, object: String?) throws {
        guard scene != nil || object != nil else { return }
        let document: IBDocument
        do throws(Diagnostic) {
            document = try IBDocument(contentsOfFile: path)
        } catch {
            return
        }
        if let scene {
            guard document.kind == .storyboard else {
                throw ValidationError("--scene chooses a storyboard scene, and \(path) is a xib")
            }
            let ids = document.scenes.compactMap(\.sceneID)
            guard ids.contains(scene) else {
                throw ValidationError("no scene with id '\(scene)' in \(path); its scenes: \(listed(ids))")
            }
        }
        if let object, document.object(withID: object) == nil {
            throw ValidationError("no object with id '\(object)' in \(path)")
        }
    }

    /// A list for a message, shortened when long.
    private static func listed(_ ids: [String]) -> String {
        guard !ids.isEmpty else { return "none" }
        let shown = ids.prefix(12).joined(separator: ", ")
        return ids.count > 12 ? shown + " and \(ids.count - 12) more" : shown
    }
}
