"""Work in other processes: the jobs a worker runs (no Qt here, so it starts fast)."""
