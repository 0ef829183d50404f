"""The QR code of the phone page's address, as a matrix the TV draws with pygame.

segno (pure Python, maintained) makes the code; this module only hands back rows of booleans
(True = dark module), with the quiet zone the scanners need around it.
"""

from __future__ import annotations

import segno


def qr_matrix(text: str, border: int = 4) -> list[list[bool]]:
    """Rows of dark (True) / light (False) modules for `text`, `border` light modules around it.

    Error correction is raised as far as the size allows (a TV seen at an angle, glare)."""
    code = segno.make(text, micro=False, boost_error=True)
    return [[bool(v) for v in row] for row in code.matrix_iter(scale=1, border=border)]
