// Options that only mean something at some player counts (their help says "At 4 players: …"):
// the lobby shows them only there, and sends them only there.
export const ONLY_AT: Record<string, Record<string, number[]>> = {
  sabias: { four_player_mode: [4] },
  'seven-seals': { saboteur_base_3p: [3] },
};

/** Whether the option `name` of `game` applies at `players` players. */
export function appliesAt(game: string, name: string, players: number): boolean {
  const only = ONLY_AT[game]?.[name];
  return !only || only.includes(players);
}
