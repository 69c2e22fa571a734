import NibBridgeDocument
import NibBridgeLoader
import Testing

/// Live classes for custom class names: looked up by module and class as the Objective-C runtime does, with
/// UIKit's fallback to the element's own class (and its console warning) for classes the app lacks.
@Suite("Class lookup")
struct ClassLookupTests {
    final class ShopCard: LiveView {}
    final class AnyModuleCard: LiveView {}

    private func load(policy: ClassRegistry.UnknownClassPolicy = .warn) -> LoadedNib {
        let registry = ClassRegistry(unknownClassPolicy: policy)
        registry.register(ShopCard.self, as: "CardView", module: "Shop")
        registry.register(AnyModuleCard.self, as: "CardView")
        return Fixtures.loader("Decoding", registry: registry).load(path: Fixtures.path("Decoding", "Classes.xib"))
    }

    @Test("customModule + customClass picks the class registered in that module")
    func moduleQualified() throws {
        let loaded = load()
        let card = try loaded.view("Cls-Sh-002")
        #expect(card is ShopCard)
        #expect(card.className == "CardView")
    }

    @Test("a class registered without module serves every module it was not registered for")
    func unqualifiedFallback() throws {
        let loaded = load()
        #expect(try loaded.view("Cls-Bl-003") is AnyModuleCard, "customModule=Blog has no Blog.CardView")
        #expect(try loaded.view("Cls-No-004") is AnyModuleCard, "no customModule")
    }

    @Test("an unknown custom class falls back to the element's class, with UIKit's warning at its line")
    func unknownClassWarns() throws {
        let loaded = load()
        let label = try loaded.view("Cls-Uk-005")
        #expect(type(of: label) == LiveView.self, "a plain view stands in, as UIKit uses UILabel")
        #expect(label.className == "FancyLabel")
        let warnings = loaded.diagnostics(rule: "unknown-class")
        #expect(warnings.count == 1, "\(loaded.diagnosticText)")
        let warning = try #require(warnings.first)
        #expect(warning.severity == .warning)
        #expect(warning.message == "Unknown class FancyLabel in Interface Builder file.")
        #expect(warning.location?.line == (try Fixtures.line(ofID: "Cls-Uk-005", in: "Decoding", "Classes.xib")))
    }

    @Test("registered classes and framework classes raise no warning; assumeExists silences unknown ones")
    func noSpuriousWarnings() {
        let warned = load().diagnostics(rule: "unknown-class").map(\.message)
        #expect(!warned.contains { $0.contains("CardView") || $0.contains("UIImageView") || $0.contains("UIView") })
        #expect(load(policy: .assumeExists).diagnostics.isEmpty)
    }

    @Test("framework elements become views named after their UIKit class")
    func frameworkClasses() throws {
        let loaded = load()
        let image = try loaded.view("Cls-Im-006")
        #expect(image.className == "UIImageView")
        #expect(image.elementName == "imageView")
        #expect(try loaded.view("Cls-Rt-001").className == "UIView")
    }
}
