// The server's routes for learning the games (docs/server.md, issue 27): rules pages, tutorials,
// the review of a finished match; and the shapes of a hint and a review (docs/coach.md).
import { request, type Message } from '../api';
import type { RulesAnswer } from './rules';

function call<T>(method: string, path: string, token?: string): Promise<T> {
  return request<T>(method, path, undefined, token);
}

export interface TutorialCreated {
  table_id: string;
  seat: number;
  token: string;
  name: string;
  game: string;
  url: string;
  steps: number;
}

/** One rated decision of a review (coach.Decision.to_json()). */
export interface Decision {
  hand: number;
  index: number;
  played: string;
  played_message: Message;
  best: string;
  best_message: Message;
  loss: number;
  interval: [number, number];
  label: 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';
  top: { action: string; mean: number; error: number }[];
  worlds: number;
}

/** A seat's review (coach.Review.to_json()). */
export interface Review {
  game: string;
  seat: number;
  counts: Record<string, number>;
  forced: number;
  decisions: Decision[];
  costliest: Message[];
}

/** A hint frame's `hint` (coach.Hint.to_json()). */
export interface Hint {
  action: number;
  best: { id: number; text: string; message: Message; mean: number; interval: [number, number] }[];
  reason: Message | null;
  worlds: number;
}

const enc = encodeURIComponent;

export const learnApi = {
  rules: (game: string, lang: string) => call<RulesAnswer>('GET', `/api/games/${enc(game)}/rules?lang=${enc(lang)}`),
  tutorials: () => call<{ games: string[] }>('GET', '/api/tutorials'),
  startTutorial: (game: string, name: string) =>
    call<TutorialCreated>('POST', `/api/tutorials/${enc(game)}${name ? `?name=${enc(name)}` : ''}`),
  review: (matchId: number | string, seat: number, hand: number | null = null) =>
    call<Review>('POST', `/api/matches/${enc(String(matchId))}/review?seat=${seat}${hand === null ? '' : `&hand=${hand}`}`),
};

/** Where the rules page of `game` is (`section`: the anchor to open at). The server serves the
 * client at `/` (and `/t/...`), so the page is `/?rules=GAME`; the client also reads `/rules/GAME`. */
export function rulesUrl(game: string, section: string | null = null): string {
  return `/?rules=${enc(game)}${section ? `#${enc(section)}` : ''}`;
}

/** The games that have a tutorial, asked once per page. */
let tutorialGames: Promise<string[]> | null = null;
export function gamesWithTutorial(): Promise<string[]> {
  tutorialGames ??= learnApi.tutorials().then(
    (r) => r.games,
    () => {
      tutorialGames = null;
      return [];
    },
  );
  return tutorialGames;
}
