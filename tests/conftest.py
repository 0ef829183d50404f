"""Headless by construction: SDL must never look for a real screen or sound card in tests."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # as the game sets it (game/cli.py): small matrices
# The game speaks the system's language unless told otherwise: tests start from English everywhere.
os.environ["LC_ALL"] = "C.UTF-8"

# Never touch the real user folders: saves, settings and history go to a throwaway place.
import tempfile  # noqa: E402

_SANDBOX = tempfile.mkdtemp(prefix="oneira-tests-")
os.environ["ONEIRA_DATA_DIR"] = os.path.join(_SANDBOX, "data")
os.environ["ONEIRA_CONFIG_DIR"] = os.path.join(_SANDBOX, "config")
