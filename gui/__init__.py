"""The Qt desktop app. Calls the engine in ``gpu_advisor.core``; adds no arithmetic of its own."""
