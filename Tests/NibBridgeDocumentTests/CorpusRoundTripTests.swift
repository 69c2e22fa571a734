import Foundation
import NibBridgeDocument
import Testing

@Suite(.enabled(if: Corpus.isAvailable, Corpus.skipMessage))
struct CorpusRoundTripTests {
    @Test func everyCorpusDocumentWritesBackByteIdentical() throws {
        let paths = Corpus.documentPaths
        #expect(paths.count >= 980)
        var identical = 0
        var failures: [String] = []
        for path in paths {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            do {
                let document = try IBDocument(bytes: bytes, path: path)
                if document.serialized() == bytes {
                    identical += 1
                } else {
                    failures.append("\(path): written bytes differ")
                }
            } catch {
                failures.append(error.rendered())
            }
        }
        print("corpus round trip: \(identical) of \(paths.count) byte-identical")
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
        #expect(identical == paths.count)
    }

    @Test func everyCorpusDocumentHasTypedHeaderAndObjects() throws {
        var views = 0
        var constraints = 0
        var emptyStoryboards = 0
        for path in Corpus.documentPaths {
            let document = try IBDocument(contentsOfFile: path)
            #expect(document.header.type.hasPrefix("com.apple.InterfaceBuilder"), "\(path)")
            if document.kind == .storyboard {
                if document.scenes.isEmpty { emptyStoryboards += 1 }
                #expect(document.scenes.allSatisfy { $0.sceneID != nil }, "\(path): a scene without sceneID")
            } else {
                #expect(!document.topLevelObjects.isEmpty, "\(path) has no top-level objects")
            }
            for view in document.allViews {
                views += 1
                for constraint in view.constraints {
                    constraints += 1
                    #expect(constraint.firstItem != nil, "\(path): constraint \(constraint.id ?? "?") has no first item")
                }
            }
        }
        print("corpus model: \(views) views, \(constraints) constraints, \(emptyStoryboards) storyboards without scenes")
        #expect(views > 10_000)
        #expect(constraints > 5_000)
    }
}
