import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GamePage } from '@/app/game-page';
import { EXERCISES, isExercise, type Exercise } from '@/features/games/say-time/model/round';
import { SayTimeGame } from '@/features/games/say-time/say-time-game';

/** The exercise chosen is the content: the round is made up in the game (no files to load). */
const load = (choice: string): Promise<Exercise> => (isExercise(choice) ? Promise.resolve(choice) : Promise.reject(new Error(`No exercise ${choice}`)));

export function Component() {
  const { t } = useTranslation('game-say-time');
  const choices = useMemo(() => EXERCISES.map((key) => ({ key, label: t(`exercise.${key}`), group: key === 'set-clock' ? t('groupSet') : t('groupSay') })), [t]);
  return (
    <GamePage
      url="/games/say-time-game"
      rules={
        <>
          <p>{t('rules1')}</p>
          <p>{t('rules2')}</p>
          <p>{t('rules3')}</p>
        </>
      }
      choices={choices}
      choiceLabel={t('chooseExercise')}
      load={load}
    >
      {(play) => <SayTimeGame exercise={play.content} onDone={play.finish} />}
    </GamePage>
  );
}
