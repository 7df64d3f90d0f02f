import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { GamePage } from '@/app/game-page';
import { germanTags } from '@/components/ui/german-tags';
import { EXERCISES, isExercise, type Exercise } from '@/features/games/say-date/model/round';
import { SayDateGame } from '@/features/games/say-date/say-date';

/** German in the rules, in italics. */
const italicGerman = germanTags('italic');

/** The exercise is the whole content: the game builds its questions itself. */
const loadExercise = (choice: string): Promise<Exercise> => (isExercise(choice) ? Promise.resolve(choice) : Promise.reject(new Error(`No exercise ${choice}`)));

export function Component() {
  const { t } = useTranslation('game-say-date');
  const choices = useMemo(() => EXERCISES.map((key) => ({ key, label: t(`exercise.${key}`), group: t('exercises') })), [t]);
  return (
    <GamePage
      url="/games/say-date-game"
      rules={
        <>
          <p>
            <Trans t={t} i18nKey="rules1" components={italicGerman} />
          </p>
          <p>
            <Trans t={t} i18nKey="rules2" components={italicGerman} />
          </p>
          <p>
            <Trans t={t} i18nKey="rules3" components={italicGerman} />
          </p>
        </>
      }
      choices={choices}
      choiceLabel={t('chooseExercise')}
      load={loadExercise}
    >
      {(play) => <SayDateGame exercise={play.content} lang={play.lang} onDone={play.finish} />}
    </GamePage>
  );
}
