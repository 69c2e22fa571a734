import Foundation
import NibBridgeDocument
import NibBridgeLoader
import Testing

/// The name a nib file goes by and the framework its header names are read without Foundation's string
/// bridging (they were a tenth of `nibbridge check`'s time); the answers are those Foundation gives.
@Suite("Nib names and document frameworks")
struct NibNameTests {
    static let paths = [
        "Views/Badge.xib", "/a/b/Profile~iphone.xib", "Card~ipad.storyboard", "Base.lproj/Main.storyboard",
        "Café.xib", "v1.2/Name.With.Dots.xib", ".hidden", "NoExtension", "folder/", "/", "Trailing.xib/",
    ]

    @Test("a nib's name is its file name without the extension and the device suffix", arguments: paths)
    func nibName(_ path: String) {
        var expected = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        for suffix in ["~iphone", "~ipad"] where expected.hasSuffix(suffix) {
            expected = String(expected.dropLast(suffix.count))
        }
        #expect(ProjectNibLocator.nibName(ofPath: path) == expected)
    }

    @Test("the framework comes from the header's targetRuntime, else its type")
    func framework() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("NibNameTests-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let headers: [(String, NibFramework?)] = [
            (
                #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">"#,
                .appKit
            ),
            (#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">"#, .uiKit),
            (#"<document type="com.apple.InterfaceBuilder3.AppleTV.Storyboard" targetRuntime="AppleTV">"#, .uiKit),
            (#"<document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0">"#, .watchKit),
            (#"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">"#, .appKit),
            ("<document>", .uiKit),
        ]
        for (index, (header, framework)) in headers.enumerated() {
            let path = folder + "/\(index).xib"
            try Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + header + "</document>").utf8)
                .write(to: URL(fileURLWithPath: path))
            #expect(NibFramework.ofDocument(atPath: path) == framework, "\(header)")
        }
        #expect(NibFramework.ofDocument(atPath: folder + "/missing.xib") == nil)
        #expect(NibFramework.ofDocument(atPath: folder) == nil, "a folder is no document")
    }
}
