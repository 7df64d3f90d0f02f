import { useTranslation } from 'react-i18next';
import { GamePage, useWordChoices } from '@/app/game-page';
import { isStockPlayable, STOCK_SECONDS } from '@/features/games/stock/model/stock';
import { StockGame } from '@/features/games/stock/stock-game';

export function Component() {
  const { t } = useTranslation('game-stock');
  // Only the noun topics: verb and adjective topics have nothing to put on a shelf.
  const { choices, load } = useWordChoices(['a1', 'a2'], 'nouns');
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
      load={load}
      playable={isStockPlayable}
      timed
    >
      {(play) => <StockGame words={play.content} lang={play.lang} timeFactor={play.timeFactor} onDone={play.finish} />}
    </GamePage>
  );
}
