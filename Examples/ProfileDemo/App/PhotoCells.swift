import NibBridge
import UIKit

/// Designed in PhotoCell.xib; registered and dequeued by class.
final class PhotoCell: NibBridgeTableViewCell {
    @IBOutlet var photoView: UIImageView!
}

/// Designed in ThumbnailCell.xib.
final class ThumbnailCell: NibBridgeCollectionViewCell {
    @IBOutlet var imageView: UIImageView!
}

/// A table of photos and a strip of thumbnails.
final class PhotosViewController: UITableViewController {
    let thumbnails = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(nibBridged: PhotoCell.self)
        thumbnails.register(nibBridged: ThumbnailCell.self)
        thumbnails.dataSource = self
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(nibBridged: PhotoCell.self, for: indexPath)
        cell.photoView.image = UIImage(systemName: "photo")
        return cell
    }
}

extension PhotosViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(nibBridged: ThumbnailCell.self, for: indexPath)
        cell.imageView.image = UIImage(systemName: "photo")
        return cell
    }
}
