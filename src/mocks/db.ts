/**
 * The stand-in server's in-memory database, seeded with realistic data. Reset between tests with
 * `resetDb()`; `npm run dev` and `vite preview` keep one instance for their lifetime.
 */
import { seedArticles } from './data/articles';
import { seedCrosswords } from './data/crosswords';
import { seedExamSections } from './data/prof-exam';
import { seedJobSections } from './data/prof-job';
import { seedTutors } from './data/tutors';
import type { SeedSection } from './data/types';

export interface StoredReview {
  review: string;
  translation: string;
}

export interface User {
  id: number;
  name: string;
  email: string;
  password: string;
  language: string;
  /** `${section_type}\u0000${quiz_type}` → the progress exactly as the server would send it. */
  results: Map<string, unknown>;
  reviews: StoredReview[];
  /** subcategory id → quiz type → rate (0–3). */
  ratings: Map<number, Map<string, number>>;
}

export interface Db {
  users: User[];
  /** token → user id */
  tokens: Map<string, number>;
  /** reset-password tokens → user id */
  resetTokens: Map<string, number>;
  nextUserId: number;
  sections: readonly SeedSection[];
  crosswords: typeof seedCrosswords;
  articles: typeof seedArticles;
  /** Stand-in demo tutors (not real people). */
  tutors: typeof seedTutors;
  /** Tutor requests the stand-in accepted (`site/tutor-request.php`). */
  tutorRequests: Record<string, unknown>[];
  /** Advertisers' enquiries received through site/advertise-request.php. */
  advertiseRequests: AdvertiseEnquiry[];
}

export interface AdvertiseEnquiry {
  company: string;
  name: string;
  email: string;
  offer: string;
  budget: string;
  message: string;
  lang: string;
}

export const DEMO_USER = { email: 'demo@example.com', password: 'Deutsch123!', name: 'Demo Lernende' } as const;
export const TEACHER_USER = { email: 'lehrerin@example.com', password: 'Tafel2024!', name: 'Frau Keller' } as const;
/** A reset-password link that works in the stand-in: /reset-password/demo-reset-token */
export const DEMO_RESET_TOKEN = 'demo-reset-token';

export const resultKey = (sectionType: string, quizType: string) => `${sectionType}\u0000${quizType}`;

function seed(): Db {
  const demo: User = {
    id: 1,
    ...DEMO_USER,
    language: 'en',
    // Progress in the three forms the real server is known to send (CONTRACT.md).
    results: new Map<string, unknown>([
      [resultKey('food01', 'pictures'), [true, true, false]],
      [resultKey('food01', 'typing'), '1,0,0'],
      [resultKey('animals01', 'pictures'), '[true,false,false]'],
      [resultKey('dative', 'practice'), [true, true, true]],
    ]),
    reviews: [
      { review: 'der Apfel', translation: 'apple' },
      { review: 'die Brücke', translation: 'bridge' },
      { review: 'schwimmen', translation: 'swim' },
      { review: 'das Frühstück', translation: 'breakfast' },
      { review: 'die Straße', translation: 'street' },
      { review: 'gemütlich', translation: 'cosy' },
    ],
    ratings: new Map([[101, new Map([['1', 3], ['2', 2]])]]),
  };
  const teacher: User = {
    id: 2,
    ...TEACHER_USER,
    language: 'de',
    results: new Map(),
    reviews: [],
    ratings: new Map(),
  };
  return {
    users: [demo, teacher],
    tokens: new Map(),
    resetTokens: new Map([[DEMO_RESET_TOKEN, 1]]),
    nextUserId: 3,
    sections: [...seedJobSections, ...seedExamSections],
    crosswords: seedCrosswords,
    articles: seedArticles,
    tutors: seedTutors,
    tutorRequests: [],
    advertiseRequests: [],
  };
}

export let db: Db = seed();

export function resetDb(): void {
  db = seed();
}

export function userByToken(token: string | null | undefined): User | undefined {
  if (!token) return undefined;
  const id = db.tokens.get(token);
  return db.users.find((u) => u.id === id);
}

export function issueToken(user: User): string {
  const token = `standin-${user.id}-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  db.tokens.set(token, user.id);
  return token;
}
