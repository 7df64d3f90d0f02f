import { useTranslation } from 'react-i18next';
import type { Lang } from '@/i18n/languages';
import { germanOf, type GameWord } from '../model/game-word';

/**
 * The words to find, as their translations: a found word is struck through and shows its German;
 * after giving up, the words not found show theirs, marked "not found".
 */
export function WordsList({ words, found, gaveUp, lang }: { words: readonly GameWord[]; found: readonly number[]; gaveUp: boolean; lang: Lang }) {
  const { t } = useTranslation('game-words-puzzle');
  return (
    <div className="min-w-0 flex-1">
      <h3 id="words-puzzle-list" className="font-semibold">
        {t('listTitle')}
      </h3>
      <ul aria-labelledby="words-puzzle-list" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 lg:block lg:space-y-1.5">
        {words.map((w, i) => {
          const isFound = found.includes(i);
          const isMissed = gaveUp && !isFound;
          return (
            <li key={`${w.de}-${i}`}>
              <span aria-hidden="true" className={`inline-block w-5 font-bold ${isFound ? 'text-emerald-700' : isMissed ? 'text-amber-800' : 'text-slate-400'}`}>
                {isFound ? '✓' : isMissed ? '✗' : '•'}
              </span>{' '}
              <span className={isFound ? 'text-slate-600 line-through' : ''}>{w.tr[lang]}</span>
              {isFound && <span className="sr-only"> {t('foundMark')}</span>}
              {(isFound || isMissed) && (
                <>
                  {' – '}
                  <span lang="de" className="font-semibold">
                    {germanOf(w)}
                  </span>
                </>
              )}
              {isMissed && <span className="text-sm text-amber-900"> ({t('missedMark')})</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
