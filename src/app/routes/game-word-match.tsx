import { useTranslation } from 'react-i18next';
import { GamePage, useWordChoices } from '@/app/game-page';
import type { GameWord } from '@/features/games/model/game-word';
import { MATCH_PAIRS, matchWords, starFlips } from '@/features/games/word-match/model/deck';
import { WordMatch } from '@/features/games/word-match/word-match';
import { useAppStore } from '@/store/store';

export function Component() {
  const { t } = useTranslation('game-word-match');
  const lang = useAppStore((s) => s.curLang);
  const { choices, load } = useWordChoices();
  return (
    <GamePage<GameWord[]>
      url="/games/word-match"
      rules={
        <>
          <p>{t('rules', { pairs: MATCH_PAIRS })}</p>
          <p>{t('starRule', { bound: starFlips(MATCH_PAIRS) })}</p>
          <p>{t('rulesKeyboard')}</p>
        </>
      }
      choices={choices}
      load={load}
      playable={(words) => matchWords(words, lang).length >= MATCH_PAIRS}
    >
      {(play) => <WordMatch words={play.content} lang={play.lang} onDone={play.finish} />}
    </GamePage>
  );
}
