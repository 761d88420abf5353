"""Game-independent vocabulary: errors, options, chance, scores, results, the protocol, records."""
