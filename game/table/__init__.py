"""A game at the table: the seats (humans and bots), the engine state and its action log, and
the director that decides which scene comes next. No drawing here."""
