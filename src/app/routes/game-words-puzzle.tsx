import { useTranslation } from 'react-i18next';
import { GamePage, useWordChoices } from '@/app/game-page';
import { wordLevelOf } from '@/app/game-sources';
import { wordQuizzes } from '@/features/words/content/catalogue';
import { isPlayable } from '@/features/games/words-puzzle/model/round';
import { WordsPuzzle } from '@/features/games/words-puzzle/words-puzzle';
import { seeded } from '@/lib/random';
import { useAppStore } from '@/store/store';

/** A1 words run across and down; from A2 (and in the verb roots) also diagonally. */
function isDiagonal(choice: string): boolean {
  if (choice.startsWith('level-')) return choice !== 'level-a1';
  const entry = wordQuizzes.find((e) => e.id === choice);
  return entry ? wordLevelOf(entry) !== 'a1' : false;
}

export function Component() {
  const { t } = useTranslation('game-words-puzzle');
  const lang = useAppStore((s) => s.curLang);
  const { choices, load } = useWordChoices();
  return (
    <GamePage
      url="/games/words-puzzle"
      rules={
        <>
          <p>{t('rules')}</p>
          <p>{t('rulesHow')}</p>
          <p>{t('rulesLetters')}</p>
          <p>{t('rulesStar')}</p>
        </>
      }
      choices={choices}
      load={load}
      playable={(words) => isPlayable(words, lang, seeded(1))}
    >
      {(play) => <WordsPuzzle words={play.content} lang={play.lang} diagonal={isDiagonal(play.choice)} onDone={play.finish} />}
    </GamePage>
  );
}
