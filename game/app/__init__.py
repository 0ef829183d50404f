"""The app: one loop, a stack of scenes, devices turned into intents.

    input device -> Intent -> top scene.handle -> engine action -> new state -> scenes animate -> frame
"""
