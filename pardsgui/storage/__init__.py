"""Files on the user's disk: settings, records, autosave (no Qt)."""
