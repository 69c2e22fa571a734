import Foundation
import NibBridgeDocument
import NibBridgeLoader
import NibBridgeRender
import Testing

/// `render` draws a document with its size-class variations applied for the device it is designed on
/// (`Variations/Library.xib`, an iPad document: a sidebar installed only in wR hR, a hint label not
/// installed there, the title placed after the sidebar), and for another device's traits when the load is
/// given them.
@Suite(
    "Render applies size-class variations",
    .enabled(if: Fixtures.backendAvailable, "Pango and cairo are not installed"))
struct VariationsRenderTests {
    static let document = Fixtures.folder + "/Variations/Library.xib"

    static func texts(_ options: RenderOptions) throws -> [String: IBRect] {
        let (pictures, diagnostics) = RenderRun.pictures(document: Self.document, options: options)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        let picture = try #require(pictures.first?.picture)
        return Dictionary(picture.texts.map { ($0.text, $0.rect) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("for the document's iPad the sidebar is installed and the hint is not")
    func designDevice() throws {
        let texts = try Self.texts(RenderOptions(format: .svg))
        let title = try #require(texts["Library"])
        #expect(title.x >= 340, "the title is placed after the 320-point sidebar: \(title)")
        #expect(texts["Swipe right for your shelves"] == nil)
    }

    @Test("drawn for an iPhone (render --device), the base configuration is drawn: no sidebar, the hint")
    func phoneTraits() throws {
        let phone = try #require(Device.named("iPhone 15"))
        #expect(phone.sizeClassTraits == .phone(landscape: false, regularWidthInLandscape: false))
        let texts = try Self.texts(RenderOptions(format: .svg, device: phone))
        let title = try #require(texts["Library"])
        #expect(title.x < 340, "\(title)")
        #expect(texts["Swipe right for your shelves"] != nil)
    }
}
