print("NibBridgeFuzz: not yet written")
