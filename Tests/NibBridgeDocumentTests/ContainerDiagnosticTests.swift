import NibBridgeDocument
import Testing

/// Inputs that are not Interface Builder documents at all each get their own explanation, and binary
/// data is never echoed to the terminal.
@Suite struct ContainerDiagnosticTests {
    @Test func binaryFileWithANulByte() {
        let bytes: [UInt8] = [0xCA, 0xFE, 0xBA, 0xBE, 0x00, 0x00, 0x00, 0x02, 0x0A, 0x3C, 0x3E]
        #expect(
            Diagnosing.rendered(bytes, path: "Image.xib") == """
                Image.xib:1:5: error: binary data (a NUL byte): this is not an XML text file [input]
                """)
    }

    @Test func nulByteInsideAnOtherwiseTextualDocument() {
        let text = Diagnosing.header + "    <objects>\u{0}</objects>\n</document>\n"
        #expect(
            Diagnosing.rendered(text) == """
                Broken.xib:3:14: error: binary data (a NUL byte): this is not an XML text file [input]
                """)
    }

    @Test func binaryPropertyList() {
        let bytes = Array("bplist00".utf8) + [0xD4, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x00, 0x0A, 0x5F, 0x10]
        #expect(
            Diagnosing.rendered(bytes, path: "Main.storyboardc/Info.xib") == """
                Main.storyboardc/Info.xib:1:1: error: binary property list: this looks like a compiled nib; NibBridge reads .xib and .storyboard sources [input]
                """)
    }

    @Test func compiledNibArchive() {
        let bytes = Array("NIBArchive".utf8) + [0x01, 0x00, 0x00, 0x00, 0x0A, 0x00, 0x00, 0x00, 0x2C, 0x00]
        #expect(
            Diagnosing.rendered(bytes, path: "View.xib") == """
                View.xib:1:1: error: compiled nib archive: NibBridge reads .xib and .storyboard sources, not compiled .nib files [input]
                """)
    }

    @Test(arguments: [[0xFF, 0xFE] as [UInt8], [0xFE, 0xFF]])
    func utf16ByteOrderMark(_ mark: [UInt8]) {
        let units = Array(Diagnosing.header.utf16)
        let littleEndian = mark == [0xFF, 0xFE]
        let bytes =
            mark
            + units.flatMap { unit -> [UInt8] in
                let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
                return littleEndian ? pair : pair.reversed()
            }
        #expect(
            Diagnosing.rendered(bytes, path: "Wide.xib") == """
                Wide.xib:1:1: error: UTF-16 text is not supported: Interface Builder documents are UTF-8 [input]
                """)
    }

    @Test func legacyInterfaceBuilder3Archive() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            \t<data>
            \t\t<int key="IBDocument.SystemTarget">1280</int>
            \t\t<string key="IBDocument.SystemVersion">11C74</string>
            \t</data>
            </archive>

            """
        #expect(
            Diagnosing.rendered(text, path: "Legacy.xib") == """
                Legacy.xib:2:1: error: legacy Interface Builder 3 archive format: open and save the file in Xcode 5 or later to convert it to the <document> format [input]
                <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                ^
                """)
    }

    @Test func emptyFile() {
        #expect(
            Diagnosing.rendered([], path: "Empty.xib") == """
                Empty.xib:1:1: error: file is empty: expected an Interface Builder document [input]
                """)
    }

    @Test func whitespaceOnlyFile() {
        let rendered = Diagnosing.rendered(" \n\t\n  ", path: "Blank.xib")
        #expect(
            rendered == """
                Blank.xib:1:1: error: file contains only white space: expected an Interface Builder document [input]
                """)
        #expect(Diagnosing.diagnostic(Array(" \n".utf8))?.message != Diagnosing.diagnostic([])?.message)
    }

    @Test func propertyListIsNotAnInterfaceBuilderDocument() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleName</key>
            \t<string>Notes</string>
            </dict>
            </plist>

            """
        #expect(
            Diagnosing.rendered(text, path: "Info.xib") == """
                Info.xib:3:1: error: not an Interface Builder document: the root element is <plist>, expected <document> [input]
                <plist version="1.0">
                ^
                """)
    }

    @Test(arguments: [#"<document version="3.0">"#, #"<document type="com.example.Layout" version="3.0">"#])
    func documentWithoutAnInterfaceBuilderType(_ root: String) {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(root)\n    <objects/>\n</document>\n"
        #expect(
            Diagnosing.rendered(text, path: "Other.xib") == """
                Other.xib:2:1: error: not an Interface Builder document: <document> has no Interface Builder 'type' attribute [input]
                \(root)
                ^
                """)
    }

    @Test func noRootElementAtAll() {
        #expect(
            Diagnosing.rendered("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- nothing here -->\n") == """
                Broken.xib:3:1: error: no root element [syntax]
                """)
    }

    @Test func controlCharactersAreShownAsPictures() {
        let text = Diagnosing.header + "    <label text=\"bell\u{7}\" id=\"a1\" id=\"a2\"/>\n</document>\n"
        #expect(
            Diagnosing.rendered(text) == """
                Broken.xib:3:33: error: duplicate attribute 'id' [syntax]
                    <label text="bell\u{2407}" id="a1" id="a2"/>
                                                ^
                """)
    }
}
