"""Café mode: the operator's config, the exit chord and PIN, idle and attract mode, supervision."""
