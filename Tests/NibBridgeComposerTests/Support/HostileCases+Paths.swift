import Foundation

/// Hostile file systems: outputs reaching inputs through links, colliding outputs, composed output read
/// back, named pipes, linked and locked folders.
extension HostileCase {
    static let refusedMain = "error: refusing to overwrite the input in/Base.lproj/Main.storyboard"
    static let fifoNote = "in/Pipe.xib:1:1: note: skipped: it is a named pipe (FIFO), not a regular file [input]"

    static let paths: [HostileCase] = [
        HostileCase(
            name: "compose --output is a link to the input folder", prepare: { try $0.link("link", to: "in") },
            runs: [["compose", "in", "--output", "link"]], status: 1,
            errors: [
                refusedMain + ": the output path link/Base.lproj/Main.storyboard leads to it [output]",
                "error: refusing to overwrite the input in/Views/BadgeView.xib: the output path "
                    + "link/Views/BadgeView.xib leads to it [output]",
            ]),
        HostileCase(
            name: "compose --output goes through a linked parent", prepare: { try $0.link("p/inlink", to: "../in") },
            runs: [["compose", "in", "--output", "p/inlink"]], status: 1,
            errors: [refusedMain + ": the output path p/inlink/Base.lproj/Main.storyboard leads to it [output]"]),
        HostileCase(
            name: "compose --output climbs out of a link with ..",
            prepare: { try $0.link("p/deep", to: "../in/Views") },
            runs: [["compose", "in", "--output", "p/deep/.."]], status: 1,
            errors: [refusedMain + ": the output path p/deep/../Base.lproj/Main.storyboard leads to it [output]"]),
        HostileCase(
            name: "compose never writes over a nib of the project root",
            prepare: { try $0.write("other/BadgeView.xib", bytes: HostileDocument.xib()) },
            runs: [["compose", "other/BadgeView.xib", "--root", "in", "--output", "in/Views"]], status: 1,
            errors: ["error: refusing to overwrite the input in/Views/BadgeView.xib [output]"],
            output: ["wrote 0 files to in/Views"]),
        HostileCase(
            name: "compose into a folder inside its input, twice",
            runs: [composeInto("in/out"), composeInto("in/out")],
            status: 0, errors: ["in/out:1:1: note: folder not searched: it is the output folder [input]"],
            output: ["composed 2 documents, replaced 1 placeholders, wrote 2 files to in/out"], outputs: ["in/out"],
            absent: ["in/out/out", "in/out/in"]),
        HostileCase(
            name: "composed output is not read back by a later run",
            runs: [composeInto("in/out"), composeInto("other")],
            status: 0,
            errors: ["in/out:1:1: note: folder not searched: it holds composed output (.nibbridge-composed) [input]"],
            forbidden: ["ambiguous-nib", "NSCocoaErrorDomain"],
            output: ["composed 2 documents, replaced 1 placeholders, wrote 2 files to other"],
            outputs: ["in/out", "other"], absent: ["other/out"], identical: [["in/out", "other"]]),
        HostileCase(
            name: "two inputs with the same relative path are both refused", prepare: twoViews,
            runs: [["compose", "a/View.xib", "b/View.xib", "--output", "out"]], status: 1,
            errors: collision, output: ["wrote 0 files to out"], outputs: ["out"], absent: ["out/View.xib"]),
        HostileCase(
            name: "two input folders with the same relative path are both refused", prepare: twoViews,
            runs: [["compose", "a", "b", "--output", "out"]], status: 1, errors: collision, outputs: ["out"],
            absent: ["out/View.xib"]),
        HostileCase(
            name: "two inputs whose paths differ only in case are both refused (one file on macOS)",
            prepare: {
                try $0.write("a/View.xib", bytes: HostileDocument.xib(label: Array("A".utf8)))
                try $0.write("a/view.xib", bytes: HostileDocument.xib(label: Array("B".utf8)))
            },
            runs: [["compose", "a", "--output", "out"]], status: 1,
            errors: [
                "a/View.xib:1:1: error: a/View.xib and a/view.xib would both be written to out/View.xib: compose "
                    + "them into separate output folders, or give their common folder as the input [output]"
            ],
            outputs: ["out"], absent: ["out/View.xib", "out/view.xib"]),
        HostileCase(
            name: "one input given twice is composed once", prepare: twoViews,
            runs: [["compose", "a/View.xib", "./a/View.xib", "--output", "out"]], status: 0,
            output: ["composed 1 documents, replaced 0 placeholders, wrote 1 files to out"], outputs: ["out"]),
        HostileCase(
            name: "a document in the legacy IB3 archive format is reported and counted, the others written",
            prepare: {
                try $0.write("old/New.xib", bytes: HostileDocument.xib())
                try $0.write(
                    "old/Old.xib",
                    bytes: Array(
                        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"7.10\">\n</archive>\n"
                            .utf8))
            },
            runs: [["compose", "old", "--output", "out"]], status: 1,
            openings: ["old/Old.xib:2:1: error: legacy Interface Builder 3 archive format"],
            output: ["composed 2 documents, replaced 0 placeholders, wrote 1 files to out (1 unreadable)"],
            outputs: ["out"], absent: ["out/Old.xib"]),
        HostileCase(
            name: "composing composed output gives the same bytes",
            runs: [composeInto("once"), ["compose", "once", "--output", "twice"]], status: 0,
            output: ["composed 2 documents, replaced 0 placeholders, wrote 2 files to twice"],
            outputs: ["once", "twice"], identical: [["once", "twice"]]),
    ]

    static let specialFiles: [HostileCase] =
        ["tree", "check", "graph"].map { command in
            HostileCase(
                name: "\(command) skips a named pipe", prepare: { try $0.fifo("in/Pipe.xib") },
                runs: [[command, "in"]],
                status: 0, errors: [fifoNote])
        } + [
            HostileCase(
                name: "compose skips a named pipe", prepare: { try $0.fifo("in/Pipe.xib") }, runs: [composeInto("out")],
                status: 0, errors: [fifoNote], output: ["wrote 2 files to out"], outputs: ["out"]),
            HostileCase(
                name: "render skips a named pipe", prepare: { try $0.fifo("in/Pipe.xib") },
                runs: [["render", "in", "--output", "pictures"]], status: 0, errors: [fifoNote],
                output: ["rendered 2 pictures, index at ", "/pictures/index.html"], outputs: ["pictures"]),
            HostileCase(
                name: "render of a named pipe", prepare: { try $0.fifo("in/Pipe.xib") },
                runs: [["render", "in/Pipe.xib", "--output", "picture.svg"]], status: 1,
                errors: [
                    "in/Pipe.xib:1:1: error: cannot read file: it is a named pipe (FIFO), not a regular file [input]"
                ],
                silent: true, absent: ["picture.svg"]),
            HostileCase(
                name: "a named pipe as .nibbridge.yml", prepare: { try $0.fifo(".nibbridge.yml") },
                runs: [["check", "in"]], status: 1,
                errors: [
                    ".nibbridge.yml:1:1: error: cannot read configuration: it is a named pipe (FIFO), not a regular "
                        + "file [config]"
                ]),
            HostileCase(
                name: "tree of a named pipe given by name", prepare: { try $0.fifo("in/Pipe.xib") },
                runs: [["tree", "in/Pipe.xib"]], status: 0, errors: [fifoNote], silent: true),
            HostileCase(
                name: "load of a named pipe", prepare: { try $0.fifo("in/Pipe.xib") }, runs: [["load", "in/Pipe.xib"]],
                status: 1,
                errors: [
                    "in/Pipe.xib:1:1: error: cannot read file: it is a named pipe (FIFO), not a regular file [input]"
                ],
                silent: true),
            HostileCase(
                name: "an input folder given as a link", prepare: { try $0.link("linked", to: "in") },
                runs: [["check", "linked"]], status: 0, errors: ["checked 2 documents: 0 errors, 0 warnings"]),
            HostileCase(
                name: "a linked subfolder is searched",
                prepare: {
                    try $0.write("shared/Extra.xib", bytes: HostileDocument.xib())
                    try $0.link("in/Shared", to: "../shared")
                },
                runs: [["tree", "in"]], status: 0, output: ["in/Shared/Extra.xib (xib, iOS.CocoaTouch)"]),
            HostileCase(
                name: "a link back to a searched folder is followed once",
                prepare: { try $0.link("in/Views/back", to: "..") }, runs: [["check", "in"]], status: 0,
                errors: [
                    "in/Views/back:1:1: note: symbolic link not followed: its folder is already searched [input]",
                    "checked 2 documents: 0 errors, 0 warnings",
                ]),
            HostileCase(
                name: "a link to itself named like a document",
                prepare: { try $0.link("in/Loop.xib", to: "Loop.xib") }, runs: [["check", "in"]], status: 0,
                errors: [
                    "in/Loop.xib:1:1: warning: skipped: cannot follow the symbolic link (Too many levels of symbolic "
                        + "links) [input]"
                ]),
        ]
        + ["tree", "check", "graph"].map { command in
            HostileCase(
                name: "\(command) reports an unreadable folder", prepare: { try $0.lockedFolder("in/Locked") },
                runs: [[command, "in"]], status: 1,
                errors: ["in/Locked:1:1: error: cannot read the folder: Permission denied [input]"], unprivileged: true)
        }

    static func composeInto(_ folder: String) -> [String] { ["compose", "in", "--output", folder] }

    @Sendable static func twoViews(_ project: HostileProject) throws {
        try project.write("a/View.xib", bytes: HostileDocument.xib(label: Array("A".utf8)))
        try project.write("b/View.xib", bytes: HostileDocument.xib(label: Array("B".utf8)))
    }

    static let collision = [
        "a/View.xib:1:1: error: a/View.xib and b/View.xib would both be written to out/View.xib: compose them into "
            + "separate output folders, or give their common folder as the input [output]",
        "b/View.xib:1:1: error: b/View.xib and a/View.xib would both be written to out/View.xib: compose them into "
            + "separate output folders, or give their common folder as the input [output]",
    ]
}
