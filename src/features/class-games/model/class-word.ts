/** A word as the class games use it (the app layer turns the word sets into these). */
export interface ClassWord {
  /** German without article: "Straße". */
  de: string;
  article?: 'der' | 'die' | 'das';
  /** Noto emoji icon name, when the word has a picture. */
  img?: string;
  /** The meaning in the interface language. */
  translation: string;
}

/** Nouns with their article: "die Straße". */
export function germanOf(word: ClassWord): string {
  return word.article ? `${word.article} ${word.de}` : word.de;
}

/** One entry per German form (sets may list a word twice); the first wins. */
export function uniqueClassWords(words: readonly ClassWord[]): ClassWord[] {
  const seen = new Set<string>();
  return words.filter((w) => {
    const key = germanOf(w);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
