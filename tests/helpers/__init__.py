"""Shared helpers for the tests (deal search, table checks)."""
