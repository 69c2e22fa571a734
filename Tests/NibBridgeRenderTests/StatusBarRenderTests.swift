import Foundation
import NibBridgeRender
import Testing

/// `render` draws the status bar Interface Builder simulated, as the layout uses it: Xcode 11 to 14 hide
/// the classic 20-point status bar of home-button iPhones (frame reproduction's rule
/// `classicStatusBarHiddenXcode11to14`), so a scene saved there is drawn without one and its content from
/// the top, while Xcode 15 shows it again. Before, the picture always drew the device's status bar over
/// content laid out without one.
@Suite(
    "Scenes show the status bar Interface Builder simulated",
    .enabled(if: Fixtures.backendAvailable, "Pango and cairo are not installed"))
struct StatusBarRenderTests {
    static func picture(_ file: String) throws -> Picture {
        let (pictures, diagnostics) = RenderRun.pictures(
            document: Fixtures.folder + "/StatusBars/" + file, options: RenderOptions(format: .svg))
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        return try #require(pictures.first?.picture)
    }

    @Test("Xcode 12 on an iPhone 8: no status bar, the label at its stored place below the top")
    func hiddenInXcode12() throws {
        let picture = try Self.picture("Xcode12.storyboard")
        #expect(!picture.texts.contains { $0.text == "9:41" }, "no clock drawn")
        let label = try #require(picture.texts.first { $0.text == "Welcome" })
        #expect(label.rect.y >= 8 && label.rect.y < 8 + 21, "\(label.rect)")
    }

    @Test("Xcode 15 on an iPhone 8: the 20-point status bar, the label below it")
    func shownInXcode15() throws {
        let picture = try Self.picture("Xcode15.storyboard")
        #expect(picture.texts.contains { $0.text == "9:41" })
        let label = try #require(picture.texts.first { $0.text == "Welcome" })
        #expect(label.rect.y >= 28 && label.rect.y < 28 + 21, "\(label.rect)")
    }
}
