"""The engine version written into records."""

ENGINE_VERSION = "0.2.0"
