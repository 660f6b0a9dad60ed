-- Trigram matching for typo-tolerant product search (the embedded PGlite loads it too).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
