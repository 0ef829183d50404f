"""The parts every table screen shares: the score track, the header, the players' strip, the card
rows and GameScene, the table screens' base."""
