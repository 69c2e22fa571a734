import NibBridgeLayout
import Testing

/// A borderless image-only button showing an SF Symbol (``LayoutRule/symbolButtonsByHeight``): its frame reaches
/// the rest of the symbol's recorded height beyond its 9-point glyph, half above and half below, the odd point
/// above, as an image view's does. AppKit frames are unflipped: a point below the glyph lowers the frame's origin.
@Suite("AppKit symbol buttons' insets")
struct AppKitSymbolButtonTests {
    /// SourceCodeSyntaxHighlight's `folder.fill` buttons (recorded 18 × 14) are stored 3 points above and 2 below
    /// their glyphs; beagle-im's 20-point `phone.fill` button (14 points) in a 25-point frame and Aerial's 48-point
    /// `opticaldiscdrive` button (13 points) in a 52-point frame agree.
    ///
    /// `AppKitSymbolButton/AppKitSymbolButtons13.xib` (tools version 21507) holds a 20 × 20 `folder.fill` button
    /// pinned 20 points from its view's leading side and bottom.
    @Test("a symbol button's frame reaches 3 points above its glyph and 2 below")
    func symbolButtonByHeight() throws {
        // Without the rule a symbol recorded 14 points tall has no insets: the frame is the constrained 20 × 20.
        try expectOnlyFrameLost(
            without: .symbolButtonsByHeight, document: "AppKitSymbolButton/AppKitSymbolButtons13.xib",
            root: "Sy1-Rt-001", view: "Sy1-Bt-002",
            on: (20, 18, 20, 25), off: (20, 20, 20, 20))
    }
}
