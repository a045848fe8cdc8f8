"""GPU Cloud Advisor (算力选型顾问): choose and price cloud GPU servers for AI work."""

__version__ = "0.1.0"
APP_NAME = "GPU Cloud Advisor"
