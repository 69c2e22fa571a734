import NibBridgeComposer
import NibBridgeDocument
import Testing

/// File's Owner style nibs whose File's Owner sets user-defined runtime attributes (a localization key, a style
/// name): loading the nib with the placeholder as its owner sets them on the placeholder, so composition writes
/// them on the placeholder, before its own, and a key path the placeholder sets itself keeps the placeholder's
/// value (the parent document sets it after the nib is loaded).
struct ComposeOwnerRuntimeAttributesTests {
    static let placeholder = "Wc3-hN-p0x"

    /// The runtime attributes written on the composed placeholder, as `keyPath=value`, in document order.
    static func attributes(_ document: IBDocument) throws -> [String] {
        let tree = document.tree
        let element = try document.required(placeholder)
        let container = try #require(tree.firstElement(of: element, named: "userDefinedRuntimeAttributes"))
        return tree.elements(of: container).map { attribute in
            let value =
                tree.attribute("value", of: attribute)
                ?? tree.elements(of: attribute).first.flatMap { tree.attribute("value", of: $0) } ?? "-"
            return "\(tree.attribute("keyPath", of: attribute) ?? "?")=\(value)"
        }
    }

    @Test func ownerAttributesComeFirstAndThePlaceholdersWin() throws {
        let document = try ComposedFixture("OwnerRuntimeAttributes").document("Main.storyboard")
        #expect(
            try Self.attributes(document) == [
                "styleName=boldBlack", "cornerRadius=8", "titleKey=badge_inbox_title", "showsCount=YES",
            ])
    }

    @Test func theReplacedKeyPathIsNoted() throws {
        let run = try ComposedFixture("OwnerRuntimeAttributes")
        #expect(run.summary.placeholders == 1)
        #expect(
            run.summary.diagnostics.map(\.message) == [
                "the placeholder's own runtime attribute(s) titleKey replace those the nib's File's Owner sets, as at "
                    + "run time (the placeholder's are set after the nib is loaded)"
            ])
        #expect(run.summary.diagnostics.map(\.severity) == [.note])
        #expect(run.diagnostics(rule: "placeholder-runtime-attributes").count == 1)
    }

    @Test func ownerOutletsMoveAlongside() throws {
        let document = try ComposedFixture("OwnerRuntimeAttributes").document("Main.storyboard")
        #expect(document.connectionSummaries == ["\(Self.placeholder).titleLabel -> Tq4-cW-h1e"])
    }
}
