import Foundation

/// Hostile documents and usage: bytes that are not UTF-8, references to no character, numbers that are
/// not finite, outputs that cannot be written, stamps aimed at inputs, and unknown scenes and rules.
extension HostileCase {
    static let invalidUTF8 = HostileDocument.xib(label: [0x41, 0xFF, 0x42])
    static let nulReference = HostileDocument.xib(label: Array("a&#0;b".utf8))
    static let nanFrame = HostileDocument.xib(frame: #"x="0.0" y="0.0" width="nan" height="120""#)
    static let infiniteFrame = HostileDocument.xib(frame: #"x="1e999" y="0.0" width="120" height="-inf""#)
    static let hugeFrame = HostileDocument.xib(frame: #"x="0.0" y="0.0" width="3000000000" height="1e19""#)

    static let documents: [HostileCase] = [
        HostileCase(
            name: "render a folder where one document is too large to draw",
            prepare: { try $0.write("in/Wide.xib", bytes: hugeFrame) },
            runs: [["render", "in", "--output", "pictures"]], status: 1,
            errors: [
                "in/Wide.xib:\(HostileDocument.position(of: Array("<view".utf8), in: hugeFrame)): error: cannot render "
                    + "UIView: the picture size 3000000000x1e+19 is beyond the 1000000 points a side pictures are "
                    + "drawn at [render]"
            ], output: ["index at "], outputs: ["pictures"]),
        HostileCase(
            name: "invalid UTF-8", prepare: { try $0.write("in/Bad.xib", bytes: invalidUTF8) }, runs: [["tree", "in"]],
            status: 1,
            errors: [
                "in/Bad.xib:\(HostileDocument.position(of: [0xFF], in: invalidUTF8)): error: invalid UTF-8: byte 0xFF "
                    + "never appears in UTF-8; XML documents are UTF-8 text [input]"
            ], output: ["in/Base.lproj/Main.storyboard"]),
        HostileCase(
            name: "a reference to U+0000", prepare: { try $0.write("in/Nul.xib", bytes: nulReference) },
            runs: [["check", "in"]], status: 1,
            errors: [
                "in/Nul.xib:\(HostileDocument.position(of: Array("&#0;".utf8), in: nulReference)): error: character "
                    + "reference '&#0;' is U+0000 (NUL), which XML does not allow in a document [syntax]"
            ]),
        HostileCase(
            name: "tree --format json with a NaN frame", prepare: { try $0.write("in/Nan.xib", bytes: nanFrame) },
            runs: [["tree", "--format", "json", "in"]], status: 1,
            errors: [
                "in/Nan.xib:\(HostileDocument.framePosition("width", in: nanFrame)): error: width=\"nan\" is not a "
                    + "finite number: Interface Builder writes finite numbers only [number]"
            ],
            output: [#""path" : "in/Base.lproj/Main.storyboard""#, #""path" : "in/Nan.xib""#], json: true),
        HostileCase(
            name: "tree --format json with infinite numbers",
            prepare: { try $0.write("in/Inf.xib", bytes: infiniteFrame) }, runs: [["tree", "--format", "json", "in"]],
            status: 1,
            errors: [
                "in/Inf.xib:\(HostileDocument.framePosition("x", in: infiniteFrame)): error: x=\"1e999\" is not a "
                    + "finite number: Interface Builder writes finite numbers only [number]",
                "in/Inf.xib:\(HostileDocument.framePosition("height", in: infiniteFrame)): error: height=\"-inf\" is "
                    + "not a finite number: Interface Builder writes finite numbers only [number]",
            ],
            output: [#""path" : "in/Base.lproj/Main.storyboard""#, #""path" : "in/Inf.xib""#], json: true),
        HostileCase(
            name: "load --format json with a NaN frame", prepare: { try $0.write("in/Nan.xib", bytes: nanFrame) },
            runs: [["load", "--format", "json", "in/Nan.xib"]], status: 1,
            errors: [
                "in/Nan.xib:\(HostileDocument.framePosition("width", in: nanFrame)): error: width=\"nan\" is not a "
                    + "finite number: Interface Builder writes finite numbers only [number]"
            ],
            output: [#""path" : "in/Nan.xib""#, #""id" : "Hst-il-001""#], json: true),
        HostileCase(
            name: "compose into a folder that is a file", prepare: { try $0.write("blocker", "not a folder") },
            runs: [["compose", "in", "--output", "blocker"]], status: 1,
            errors: [
                "blocker/.nibbridge-composed:1:1: error: cannot write the file: blocker is a regular file, not a "
                    + "folder [output]"
            ]),
        HostileCase(
            name: "check --stamp below a file", runs: [["check", "in", "--stamp", "in/Views/BadgeView.xib/stamp"]],
            status: 1,
            errors: [
                "in/Views/BadgeView.xib/stamp:1:1: error: cannot write the file: in/Views/BadgeView.xib is a "
                    + "regular file, not a folder [output]"
            ]),
        HostileCase(
            name: "check --stamp at an input", runs: [["check", "in", "--stamp", "in/Views/BadgeView.xib"]], status: 64,
            errors: [
                "Error: --stamp in/Views/BadgeView.xib is the input in/Views/BadgeView.xib; give a file that is not read"
            ] + usage("check"), silent: true),
        HostileCase(
            name: "check --stamp at a nib of the project",
            runs: [["check", "in/Base.lproj/Main.storyboard", "--stamp", "in/Views/BadgeView.xib"]], status: 64,
            errors: usage("check"), openings: ["Error: --stamp in/Views/BadgeView.xib is the input /"], silent: true),
        HostileCase(
            name: "check --stamp at a link to an input",
            prepare: { try $0.link("stamp", to: "in/Base.lproj/Main.storyboard") },
            runs: [["check", "in", "--stamp", "stamp"]], status: 64,
            errors: ["Error: --stamp stamp is the input in/Base.lproj/Main.storyboard; give a file that is not read"],
            silent: true),
        HostileCase(
            name: "check --rule with an unknown rule", runs: [["check", "in", "--rule", "cycles=off"]], status: 64,
            errors: ["Error: --rule takes ID=off|note|warning|error with a known rule id, not 'cycles=off'"]
                + usage("check"), silent: true),
        HostileCase(
            name: "load --scene with an unknown scene",
            runs: [["load", "in/Base.lproj/Main.storyboard", "--scene", "nope"]], status: 64,
            errors: ["Error: no scene with id 'nope' in in/Base.lproj/Main.storyboard; its scenes: tne-QT-ifu"]
                + usage("load"), silent: true),
        HostileCase(
            name: "load --scene of a xib", runs: [["load", "in/Views/BadgeView.xib", "--scene", "tne-QT-ifu"]],
            status: 64,
            errors: ["Error: --scene chooses a storyboard scene, and in/Views/BadgeView.xib is a xib"] + usage("load"),
            silent: true),
        HostileCase(
            name: "render --object with an unknown object",
            runs: [["render", "in/Base.lproj/Main.storyboard", "--object", "nope", "--output", "picture.svg"]],
            status: 64, errors: ["Error: no object with id 'nope' in in/Base.lproj/Main.storyboard"] + usage("render"),
            silent: true, absent: ["picture.svg"]),
        HostileCase(
            name: "load of a missing file", runs: [["load", "in/Missing.xib"]], status: 1,
            errors: ["in/Missing.xib:1:1: error: cannot read file: No such file or directory [input]"], silent: true),
        HostileCase(
            name: "load --format json of a missing file", runs: [["load", "--format", "json", "in/Missing.xib"]],
            status: 1, errors: ["in/Missing.xib:1:1: error: cannot read file: No such file or directory [input]"],
            silent: true),
    ]

    /// The first line of a subcommand's usage, which bad usage must print.
    static func usage(_ command: String) -> [String] {
        ["  See 'nibbridge \(command) --help' for more information."]
    }
}
