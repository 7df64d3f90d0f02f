import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { GamePage } from '@/app/game-page';
import { FIND_CHOICES, isFindChoice } from '@/features/games/map/model/find-round';
import type { MapFacts } from '@/features/games/map/model/quiz-round';
import { MapGame } from '@/features/games/map/map-game';

/** /map-game: find the state (or the state of a capital) on the map of Germany. */
export function Component() {
  const { t } = useTranslation('game-map');
  const choices = FIND_CHOICES.map((key) => ({ key, label: t(`choices.${key}`), group: t('choiceGroup') }));
  const load = useCallback(async (): Promise<MapFacts> => {
    const { states, countries, rivers } = await import('@/features/games/content/states');
    return { states, countries, rivers };
  }, []);
  return (
    <GamePage<MapFacts> url="/map-game" rules={<p>{t('rules')}</p>} choices={choices} choiceLabel={t('choiceLabel')} load={load}>
      {(play) => <MapGame facts={play.content} kind={isFindChoice(play.choice) ? play.choice : 'state'} lang={play.lang} onDone={play.finish} />}
    </GamePage>
  );
}
