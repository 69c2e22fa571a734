#if !NIBBRIDGE_FUZZING
    internal import Foundation

    /// The entry point of a normal build (no `-sanitize=fuzzer`): replays inputs through the fuzz check.
    ///
    /// `NibBridgeFuzz crash-1234 fuzz-corpus/` runs the checks of the stage `NIBBRIDGE_FUZZ_STAGE` names
    /// (``FuzzStage``, `reader` by default) on every file given and every file in every folder given, so a crash libFuzzer found can be reproduced and debugged without
    /// the sanitizers, and the seed corpus can be checked in a plain build. Built with
    /// `-Xswiftc -DNIBBRIDGE_FUZZING`, this file is left out and libFuzzer's `main` is used instead.
    @main
    struct Replay {
        /// Runs the check on every input named by the arguments and prints a summary.
        static func main() {
            let arguments = CommandLine.arguments.dropFirst()
            guard !arguments.isEmpty, !arguments.contains("--help"), !arguments.contains("-h") else {
                print(
                    "usage: [NIBBRIDGE_FUZZ_STAGE=reader|compose|load|render] NibBridgeFuzz <file-or-folder> ...  (replays inputs through a stage's fuzz checks)"
                )
                exit(arguments.isEmpty ? 64 : 0)
            }
            let stage = FuzzStage.current  // An unknown NIBBRIDGE_FUZZ_STAGE ends the replay before any input.
            var documents = 0
            var rejected = 0
            for path in inputs(arguments) {
                guard let data = FileManager.default.contents(atPath: path) else {
                    print("cannot read \(path)")
                    exit(66)
                }
                if stage.run([UInt8](data)) { documents += 1 } else { rejected += 1 }
            }
            print(
                "\(stage.rawValue): replayed \(documents + rejected) inputs: \(documents) read as documents, \(rejected) rejected; no invariant broken"
            )
        }

        /// Files as given and the regular files inside folders (recursively), sorted per folder.
        static func inputs(_ arguments: ArraySlice<String>) -> [String] {
            var paths: [String] = []
            let manager = FileManager.default
            for argument in arguments {
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else {
                    paths.append(argument)
                    continue
                }
                let files = (manager.subpaths(atPath: argument) ?? []).sorted().map { argument + "/" + $0 }
                paths += files.filter { path in
                    var isFolder: ObjCBool = false
                    return manager.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
                }
            }
            return paths
        }
    }
#endif
