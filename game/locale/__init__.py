"""Translation catalogues (<language>/LC_MESSAGES/oneira.po and the compiled .mo) and their tools."""
