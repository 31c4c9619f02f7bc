"""Figure detection: candidates (`candidate`), the steps that find and qualify them
(`steps`, one module each), the ruler that runs them in order (`ruler`), and the helpers
the steps share (`words`, `counted`, `changes`, `prices`, `headers`, `denominators`)."""
