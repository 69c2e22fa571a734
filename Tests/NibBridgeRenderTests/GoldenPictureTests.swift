import Foundation
import NibBridgeRender
import Testing

/// Pictures of the fixtures compared with golden PNGs (a small per-channel tolerance and a small share of
/// differing pixels absorb antialiasing differences).
@Suite("Golden pictures", .enabled(if: Fixtures.backendAvailable, "Pango and cairo are not installed"))
struct GoldenPictureTests {
    static func picture(_ document: String, scene: String? = nil, object: String? = nil, showBridges: Bool = false)
        throws -> Picture
    {
        let (pictures, diagnostics) = RenderRun.pictures(
            document: document, root: Fixtures.gallery, scene: scene, object: object,
            options: RenderOptions(format: .png, showBridges: showBridges), all: false)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        return try #require(pictures.first).picture
    }

    @Test("The gallery scene: labels, buttons, controls, colors, corner radius, a bridged view and images")
    func gallery() throws {
        let picture = try Self.picture(Fixtures.galleryStoryboard, scene: "gal-sc-001")
        #expect(picture.size.width == 375 && picture.size.height == 667)
        try Golden.check(picture.bytes, named: "gallery")
    }

    @Test("The gallery scene with bridged views outlined")
    func galleryWithBridges() throws {
        let picture = try Self.picture(Fixtures.galleryStoryboard, scene: "gal-sc-001", showBridges: true)
        try Golden.check(picture.bytes, named: "gallery-bridges")
    }

    @Test("The bridged nib on its own")
    func badge() throws {
        let picture = try Self.picture(Fixtures.badgeNib)
        #expect(picture.size.width == 160 && picture.size.height == 60)
        try Golden.check(picture.bytes, named: "badge")
    }

    @Test("A golden comparison notices a changed picture")
    func comparisonNoticesChanges() throws {
        let original = try Self.picture(Fixtures.badgeNib)
        let other = try Self.picture(Fixtures.galleryStoryboard, object: "gal-cd-001")
        let a = try PixelImage(png: original.bytes)
        let b = try PixelImage(png: other.bytes)
        #expect(a.difference(from: a, tolerance: 0) == 0)
        #expect(a.difference(from: b, tolerance: Golden.channelTolerance) == 1)  // Different sizes.
    }
}
