import Foundation
import Testing

/// `check` reports the numbers other commands refuse or clamp, at their attributes: numbers that are not
/// finite are errors, as `tree` and `load` give them; finite numbers beyond what pictures are drawn with are
/// warnings, word for word as `render` gives them. The other documents are checked all the same, and no
/// input changes (the hostile-input runner).
@Suite("check: numbers other commands refuse")
struct CheckNumberTests {
    static let nanFrame = HostileCase.nanFrame
    static let infiniteFrame = HostileCase.infiniteFrame
    /// A label whose font size and line count are beyond what is drawn, and a constraint of a huge constant.
    static let hugeLabel = Array(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
            <objects>
                <view contentMode="scaleToFill" id="Hst-lb-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <label opaque="NO" text="Big" numberOfLines="20000000" id="Hst-lb-002">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <fontDescription key="fontDescription" type="system" pointSize="1e30"/>
                        </label>
                        <textView clipsSubviews="YES" id="Hst-lb-003">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <size key="maxSize" width="10000000" height="10000000"/>
                        </textView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Hst-lb-002" firstAttribute="width" constant="5e9" id="Hst-lb-004"/>
                    </constraints>
                </view>
            </objects>
        </document>

        """.utf8)
    static let hugeFrame = HostileCase.hugeFrame

    static func notFinite(_ file: String, _ bytes: [UInt8], _ name: String, _ value: String) -> String {
        "in/\(file):\(HostileDocument.framePosition(name, in: bytes)): error: \(name)=\"\(value)\" is not a finite "
            + "number: Interface Builder writes finite numbers only [number]"
    }

    static func outOfRange(
        _ file: String, _ bytes: [UInt8], _ needle: String, _ name: String, _ value: String,
        limit: String
    ) -> String {
        "in/\(file):\(HostileDocument.position(of: Array(needle.utf8), in: bytes, shift: needle.utf8.count)): "
            + "warning: \(name)=\"\(value)\" is out of the range pictures are drawn with (at most \(limit) in "
            + "magnitude): it is drawn clamped [number]"
    }

    static let cases: [HostileCase] = [
        HostileCase(
            name: "check with a NaN frame", prepare: { try $0.write("in/Nan.xib", bytes: nanFrame) },
            runs: [["check", "in"]], status: 1,
            errors: [
                notFinite("Nan.xib", nanFrame, "width", "nan"),
                "checked 3 documents: 1 errors, 0 warnings",
            ]),
        HostileCase(
            name: "check with infinite numbers", prepare: { try $0.write("in/Inf.xib", bytes: infiniteFrame) },
            runs: [["check", "in"]], status: 1,
            errors: [
                notFinite("Inf.xib", infiniteFrame, "x", "1e999"),
                notFinite("Inf.xib", infiniteFrame, "height", "-inf"),
                "checked 3 documents: 2 errors, 0 warnings",
            ]),
        HostileCase(
            name: "check with a frame too large to draw",
            prepare: { try $0.write("in/Wide.xib", bytes: hugeFrame) }, runs: [["check", "in"]], status: 0,
            errors: [
                outOfRange("Wide.xib", hugeFrame, #" width=""#, "width", "3000000000", limit: "1000000"),
                outOfRange("Wide.xib", hugeFrame, #" height=""#, "height", "1e19", limit: "1000000"),
                "checked 3 documents: 0 errors, 2 warnings",
            ]),
        HostileCase(
            name: "check with a font, a line count and a constant beyond what is drawn",
            prepare: { try $0.write("in/Label.xib", bytes: hugeLabel) }, runs: [["check", "in"]], status: 0,
            errors: [
                outOfRange("Label.xib", hugeLabel, #"numberOfLines=""#, "numberOfLines", "20000000", limit: "1000000"),
                outOfRange("Label.xib", hugeLabel, #"pointSize=""#, "pointSize", "1e30", limit: "10000"),
                outOfRange("Label.xib", hugeLabel, #"constant=""#, "constant", "5e9", limit: "1000000"),
                // A text view's maximum size is huge on purpose, and no length drawn.
                "checked 3 documents: 0 errors, 3 warnings",
            ]),
        HostileCase(
            name: "check --format json with a NaN frame", prepare: { try $0.write("in/Nan.xib", bytes: nanFrame) },
            runs: [["check", "in", "--format", "json"]], status: 1,
            output: [
                #""message" : "width=\"nan\" is not a finite number: Interface Builder writes finite numbers only""#
            ],
            json: true),
    ]

    @Test(arguments: cases)
    func numbers(_ hostile: HostileCase) throws { try HostileInputCLITests().run(hostile) }

    /// The warnings `check` gives for numbers are the ones `render` gives when it draws the same documents.
    @Test(arguments: [("Wide.xib", hugeFrame), ("Label.xib", hugeLabel)])
    func checkWarnsAsRenderDoes(_ file: String, _ bytes: [UInt8]) throws {
        let project = try HostileProject()
        try project.write("in/\(file)", bytes: bytes)
        let check = try TimedCLI.run(["check", "in/\(file)"], in: project.path)
        let render = try TimedCLI.run(["render", "in/\(file)", "--output", "pictures"], in: project.path)
        func numberWarnings(_ text: String) -> [String] {
            text.components(separatedBy: "\n").filter { $0.hasSuffix("[number]") }.sorted()
        }
        #expect(!numberWarnings(check.standardError).isEmpty)
        #expect(numberWarnings(check.standardError) == numberWarnings(render.standardError))
    }
}
