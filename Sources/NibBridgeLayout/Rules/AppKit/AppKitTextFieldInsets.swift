import NibBridgeDocument
import NibBridgeLoader

extension AppKitAlignment {
    /// The elements AppKit draws as text fields: `NSTextField` and its secure and token subclasses.
    static let textFieldElements: Set<String> = ["textField", "secureTextField", "tokenField"]

    /// Whether a text field's cell draws a border or a bezel: a field, which centres its text, not a label.
    static func drawsFieldBorder(_ cell: [String: String]) -> Bool {
        cell["borderStyle"] != nil || cell["bezelStyle"] != nil
    }

    /// The alignment rect insets of a text field, secure text field or token field, from its cell's style.
    ///
    /// A label insets its text 2 points from each side of its frame; a bordered field, or one that draws its
    /// background, fills its frame (measured on the corpus).
    static func textFieldInsets(cell: [String: String]) -> LayoutInsets {
        drawsFieldBorder(cell) || cell["drawsBackground"] == "YES" ? .zero : insets(0, 2, 0, 2)
    }
}
