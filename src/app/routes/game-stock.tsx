import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { GamePage, useWordChoices } from '@/app/game-page';
import type { GameWord } from '@/features/games/model/game-word';
import { isStockPlayable, STOCK_SECONDS } from '@/features/games/stock/model/stock';
import { StockGame } from '@/features/games/stock/stock-game';

/** A mixed level draws random topics; when they hold too few nouns, it draws again (a few times). */
const DRAWS = 3;

export function Component() {
  const { t } = useTranslation('game-stock');
  const { choices, load } = useWordChoices(['a1', 'a2']);
  const loadNouns = useCallback(async (choice: string): Promise<GameWord[]> => {
    let words = await load(choice);
    for (let i = 1; i < DRAWS && !isStockPlayable(words); i++) words = await load(choice);
    return words;
  }, [load]);
  return (
    <GamePage
      url="/stock-game"
      rules={
        <>
          <p>{t('rules.goal')}</p>
          <p>{t('rules.keys')}</p>
          <p>{t('rules.clock', { seconds: STOCK_SECONDS })}</p>
          <p>{t('rules.round')}</p>
        </>
      }
      choices={choices}
      load={loadNouns}
      playable={isStockPlayable}
      timed
    >
      {(play) => <StockGame words={play.content} lang={play.lang} timeFactor={play.timeFactor} onDone={play.finish} />}
    </GamePage>
  );
}
