import NibBridgeDocument
import NibBridgeLoader

extension AppKitAlignment {
    /// The alignment rect insets of a text field, secure text field or token field, from its cell's style.
    ///
    /// A label insets its text 2 points from each side of its frame; a bordered field, or one that draws its
    /// background, fills its frame (measured on the corpus).
    static func textFieldInsets(of view: LiveView, cell: [String: String], lookup: DocumentLookup) -> LayoutInsets {
        let bordered = cell["borderStyle"] != nil || cell["bezelStyle"] != nil || cell["drawsBackground"] == "YES"
        return bordered ? .zero : insets(0, 2, 0, 2)
    }
}
