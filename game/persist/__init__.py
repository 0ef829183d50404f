"""Files the game keeps: autosaves (every accepted action), finished-game history, settings.

JSON only, written atomically (temp file, fsync, rename, fsync the folder), never pickle.
"""
