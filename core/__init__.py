"""The engine of GPU Cloud Advisor: catalog, estimates, selection and cost. Never imports Qt."""
