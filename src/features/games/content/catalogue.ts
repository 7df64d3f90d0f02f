import type { Game } from './types';

/** The games of the /games hub and the footer. Each game joins this list with its page. */
export const games: readonly Game[] = [];
