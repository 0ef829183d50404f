"""The composition root: the only place that knows both the framework (game/app) and the screens.

It builds the app with every screen registered by name (scenes/routes.py), runs the real window
and its kiosk policies (launch.py), and drives the screenshot tour and the table bench.
"""
