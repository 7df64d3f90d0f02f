import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GamePage } from '@/app/game-page';
import { loadSentences, PUZZLE_LEVELS } from '@/features/games/sentences-puzzle/load';
import { ROUND_LENGTH } from '@/features/games/sentences-puzzle/model/puzzle';
import { SentencesPuzzle } from '@/features/games/sentences-puzzle/sentences-puzzle';

export function Component() {
  const { t } = useTranslation('game-sentences-puzzle');
  const choices = useMemo(() => PUZZLE_LEVELS.map((key) => ({ key, label: t(`level.${key}`), group: t('levels') })), [t]);
  return (
    <GamePage
      url="/games/sentences-puzzle"
      rules={
        <>
          <p>{t('rules1')}</p>
          <p>{t('rules2')}</p>
          <p>{t('rules3')}</p>
        </>
      }
      choices={choices}
      choiceLabel={t('chooseLevel')}
      load={loadSentences}
      playable={(sentences) => sentences.length >= ROUND_LENGTH}
    >
      {(play) => <SentencesPuzzle sentences={play.content} lang={play.lang} onDone={play.finish} />}
    </GamePage>
  );
}
