internal import Foundation
import NibBridgeDocument
import NibBridgeLoader

/// Folder mode's run: every document drawn by ``RenderWorkers``, its pictures written, its board laid out;
/// then `index.html` (``CanvasIndex/html(_:showBridges:)``) over the boards in the documents' order.
extension CanvasIndex {
    /// Draws every document of a folder request on ``RenderWorkers``, then writes `index.html`.
    static func runFolder(_ request: RenderRequest, progress: ProgressHandler? = nil) -> RenderSummary {
        let (documents, missing) = IBDocument.documentPaths(in: request.paths)
        var diagnostics = missing
        let output = URL(fileURLWithPath: request.output).standardizedFileURL.path
        let loaders = ConventionLoaders()  // Each project root indexed at most once for the whole folder.
        let jobs = relativePaths(documents, inputs: request.paths)
        let known = ProjectRoots()
        let roots = ProjectRoots.$current.withValue(known) {
            jobs.map { request.root ?? ConventionLoad.projectRoot(for: $0.0) }
        }
        let drawn = RenderWorkers(workers: request.workers).map(groups: roots, roots: known, progress: progress) {
            number in
            var documentRequest = request
            documentRequest.root = roots[number]
            return board(
                document: jobs[number].0, relative: jobs[number].1, request: documentRequest, output: output,
                loaders: loaders)
        }
        var files: [RenderedFile] = []
        var boards: [Board] = []
        for (board, boardFiles, found) in drawn {
            diagnostics += found
            files += boardFiles
            if !board.cards.isEmpty { boards.append(board) }
        }
        let indexPath = output + "/index.html"
        do throws(Diagnostic) {
            try IBDocument.writeAtomically(
                Array(html(boards, showBridges: request.showBridges).utf8), toFile: indexPath)
        } catch {
            diagnostics.append(error)
            return RenderSummary(files: files, index: nil, diagnostics: diagnostics)
        }
        return RenderSummary(files: files, index: indexPath, diagnostics: diagnostics)
    }

    /// Draws one document's pictures, writes them under `output`, and lays them out on its board.
    static func board(
        document: String, relative: String, request: RenderRequest, output: String, loaders: ConventionLoaders
    ) -> (Board, [RenderedFile], [Diagnostic]) {
        let format = request.folderFormat
        let (pictures, found) = RenderRun.pictures(
            document: document, root: request.root, scene: request.scene, object: request.object,
            options: request.options(format: format), loaders: loaders)
        var diagnostics = found
        var files: [RenderedFile] = []
        var board = Board(document: document, relative: relative, cards: [], segues: [])
        let nib = try? NibCache.current.nib(atPath: document)
        var usedNames: Set<String> = []
        for (number, scenePicture) in pictures.enumerated() {
            var name = safe(scenePicture.scene ?? scenePicture.object ?? "picture-\(number + 1)")
            if scenePicture.scene != nil, pictures.filter({ $0.scene == scenePicture.scene }).count > 1 {
                name += "-" + safe(scenePicture.object ?? "\(number + 1)")
            }
            while usedNames.contains(name) { name += "-\(number + 1)" }
            usedNames.insert(name)
            let fileRelative = relative + "/" + name + "." + format.rawValue
            let path = output + "/" + fileRelative
            do throws(Diagnostic) {
                try IBDocument.writeAtomically(scenePicture.picture.bytes, toFile: path)
            } catch {
                diagnostics.append(error)
                continue
            }
            let picture = scenePicture.picture
            files.append(
                RenderedFile(
                    path: path, document: document, scene: scenePicture.scene, object: scenePicture.object,
                    title: picture.title, width: picture.size.width, height: picture.size.height,
                    bridges: picture.bridges.count))
            var ids: Set<String> = []
            if let nib, let scene = scenePicture.scene, let sceneIndex = sceneIndex(scene, in: nib) {
                ids = Set(descendantIDs(of: sceneIndex, in: nib))
            } else if let object = scenePicture.object {
                ids = [object]
            }
            let location = scenePicture.canvasLocation
            board.cards.append(
                Card(
                    file: fileRelative, title: picture.title, scene: scenePicture.scene,
                    object: scenePicture.object,
                    x: location.map { $0.x - picture.size.width / 2 } ?? .nan,
                    y: location.map { $0.y - picture.size.height / 2 } ?? .nan,
                    width: picture.size.width, height: picture.size.height, bridges: picture.bridges.count, ids: ids
                ))
        }
        arrange(&board.cards)
        if let nib { board.segues = segues(in: nib, cards: board.cards) }
        // The ids only attach segues: a run keeps every board until the index is written, not its ids.
        for number in board.cards.indices { board.cards[number].ids = [] }
        return (board, files, diagnostics)
    }
}
