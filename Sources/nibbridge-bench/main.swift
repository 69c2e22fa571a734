print("nibbridge-bench: not yet written")
