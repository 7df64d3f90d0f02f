import { labelOf } from './check';
import { gappedSentence, spellOut } from './date-words';
import { germanName } from './names';
import type { Item } from './round';

/** The German answer of an item as it is shown after answering ("which date": the date in digits). */
export function answerOf(item: Item): string {
  switch (item.kind) {
    case 'name':
      return germanName(item.name);
    case 'ending':
      return spellOut(item.sentence.phrase);
    case 'read':
      return spellOut(item.sentence.phrase);
    case 'which':
      return labelOf(item.sentence);
  }
}

/** The German of an item kept for the reviews when it is missed: the name, or the date phrase in words. */
export function missedGerman(item: Item): string {
  return item.kind === 'name' ? germanName(item.name) : spellOut(item.sentence.phrase);
}

/** The word that sets the ending of the asked ordinal ("am", "der" …); empty where no ordinal is asked. */
export function wordBefore(item: Item): string {
  if (item.kind === 'ending') return gappedSentence(item.sentence, item.gap).before.split(' ').at(-2) ?? '';
  if (item.kind === 'read') return item.sentence.phrase.split(' ').find((_, i, words) => /^\d/.test(words[i + 1] ?? '')) ?? '';
  return '';
}
