import * as v from 'valibot';
import { article, localizedText, text } from '@/lib/content-schema';

/*
 * The shapes of the games' content (types.ts infers its types from them), checked by the content tests.
 */

/** The CEFR levels the games' content is written at. */
export const LEVELS = ['A1', 'A2', 'B1'] as const;

const level = v.picklist(LEVELS);

/** A compound noun and its parts: Haus + Tür → die Haustür (the article is the last part's). */
export const compoundSchema = v.strictObject({
  /** The compound without article: "Haustür". */
  word: text,
  article,
  /**
   * The parts in their own form, as a learner knows them: nouns with their article
   * ({de: "Haus", article: "das"}), a verb as its infinitive ({de: "schreiben"} in Schreibtisch),
   * an adjective as its base form ({de: "kühl"} in Kühlschrank) — these two without article.
   */
  parts: v.pipe(v.array(v.strictObject({ de: text, article: v.optional(article) })), v.minLength(2), v.maxLength(3)),
  /**
   * The linking letters between part i and part i+1 ("" for none, "s" in Geburtstag·s·kuchen,
   * "n" in Straße·n·bahn, "er" in Kind·er·garten). With the parts they spell the word: the first
   * part with a capital, the later ones lower-cased, each in its stem where it has one.
   */
  joints: v.array(v.string()),
  /**
   * Set when a part changes inside the compound: per part, its form there or null ("Schul" for
   * Schule in Schultasche, "Schreib" for schreiben, "Bücher" for Buch in Bücherregal).
   */
  stems: v.optional(v.array(v.nullable(v.string()))),
  level,
  /** The compound's meaning in every interface language (`de`: a short German explanation, "Tür eines Hauses"). */
  tr: localizedText,
});

/** A short German text for the vanishing-words game. */
export const vanishingTextSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  level,
  title: localizedText,
  /** 40–90 words of natural German at the level. */
  de: text,
  /** The names of people and places in the text: they never vanish (and never join the review list). */
  names: v.optional(v.pipe(v.array(text), v.minLength(1))),
  /** The text's meaning in every interface language (`de`: a one-line German summary). */
  tr: localizedText,
});

const choice = v.strictObject({ de: text, tr: localizedText });

/** A situation of the compliment game: which compliment fits, with the right register? */
export const complimentSchema = v.strictObject({
  /** A short kebab-case id, unique in the set. */
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  /** How hard the German of the compliment is. */
  level,
  /**
   * Who is addressed; it decides the register and the one-line reason shown after an answer. Each
   * addressee goes with one register (`du` for friends, family, children and peers on du terms;
   * `Sie` for everyone else here).
   */
  who: v.picklist(['friend', 'family', 'child', 'peer', 'neighbour', 'stranger', 'service', 'customer', 'boss', 'colleague', 'teacher', 'host']),
  /** The situation, told to the learner in every interface language. */
  situation: localizedText,
  /** Who is addressed: `du` (friend, family, child, fellow student) or `Sie` (stranger, colleague one is not on du with, customer). */
  register: v.picklist(['du', 'Sie']),
  /** The fitting compliment; `tr.de` is a short German note on what it praises. */
  answer: choice,
  /** 2–3 wrong choices: the right words in the wrong register, or a compliment for another situation (in the right register). */
  distractors: v.pipe(
    v.array(v.strictObject({ de: text, reason: v.picklist(['register', 'situation']), tr: localizedText })),
    v.minLength(2),
    v.maxLength(3),
  ),
});

const partIndex = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6));

/**
 * A sentence for the sentences puzzle, with every word order the game accepts. The parts are
 * written as they stand inside a sentence (lower-case unless a noun, a name or "Sie"), without
 * punctuation: the game capitalises the first part, sets the commas around `clause` and ends
 * with `punctuation`.
 *
 * The accepted orders: any one part that is a sentence element of its own (subject, object, a
 * time, place or manner) may stand first, the finite verb keeps position 2 (first in questions
 * and imperatives, last in a subordinate clause); the other verb parts (infinitive, participle,
 * separable particle) and a predicative adjective stay at the end; a subordinate clause may come
 * first, last, or right after the finite verb and the subject. Orders that change the meaning
 * ("Ihre Freundin hat sie angerufen") are not listed.
 */
export const sentencePuzzleSchema = v.strictObject({
  level,
  /** What the sentence practises. */
  rule: v.picklist(['verb-second', 'verb-final', 'question', 'bracket', 'imperative']),
  /** How the sentence ends. */
  punctuation: v.picklist(['.', '?', '!']),
  /** The parts in one correct order (a part may be several words: "ins Kino"); 3–7 parts. */
  parts: v.pipe(
    v.array(v.pipe(text, v.regex(/^[^.,!?;:]+$/, 'no punctuation in a part'))),
    v.minLength(3),
    v.maxLength(7),
  ),
  /** Every other correct order, as permutations of the part indices ([2, 1, 0, 3] …). */
  alsoCorrect: v.array(v.array(partIndex)),
  /** A subordinate or infinitive clause: the indices of its first and last part in `parts`; commas set it off wherever it stands. */
  clause: v.optional(v.tuple([partIndex, partIndex])),
  /** The grammar practice list the sentence comes from ("grammar/a1/word-order"), if any. */
  source: v.optional(v.pipe(v.string(), v.regex(/^grammar\/a[12]\/[a-z0-9-]+$/))),
  /** The meaning in every interface language (`de`: a German paraphrase that does not give the order away). */
  tr: localizedText,
});

/** A quiz about Germany (/quizzes/): a topic with its questions, 10 asked a round (quiz-types.ts `GermanyQuiz`). */
export const germanyQuizSchema = v.strictObject({
  /** Also the progress topic: `quiz_results["germany-<id>_results"]`. */
  id: v.pipe(v.string(), v.regex(/^[a-z]+(?:-[a-z]+)*$/)),
  title: localizedText,
  descr: localizedText,
  /** Noto emoji icon name. */
  img: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  questions: v.pipe(
    v.array(
      v.strictObject({
        q: localizedText,
        /** 3–4 options; proper names may be the same in every language. */
        options: v.pipe(v.array(localizedText), v.minLength(3), v.maxLength(4)),
        /** Index of the right option. */
        answer: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3)),
        /** One line: why, with the fact behind it. */
        explanation: localizedText,
      }),
    ),
    v.minLength(12, 'at least 12 questions'),
  ),
});
