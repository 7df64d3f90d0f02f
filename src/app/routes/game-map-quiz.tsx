import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { GamePage } from '@/app/game-page';
import { isQuizChoice, QUIZ_CHOICES, type MapFacts } from '@/features/games/map/model/quiz-round';
import { MapQuiz } from '@/features/games/map/map-quiz';

/** /games/map-quiz: questions about a highlighted state (capital, neighbours, rivers, largest city). */
export function Component() {
  const { t } = useTranslation('game-map-quiz');
  const choices = QUIZ_CHOICES.map((key) => ({ key, label: t(`choices.${key}`), group: t('choiceGroup') }));
  const load = useCallback(async (): Promise<MapFacts> => {
    const { states, countries, rivers } = await import('@/features/games/content/states');
    return { states, countries, rivers };
  }, []);
  return (
    <GamePage<MapFacts> url="/games/map-quiz" rules={<p>{t('rules')}</p>} choices={choices} choiceLabel={t('choiceLabel')} load={load}>
      {(play) => <MapQuiz facts={play.content} choice={isQuizChoice(play.choice) ? play.choice : 'mixed'} lang={play.lang} onDone={play.finish} />}
    </GamePage>
  );
}
