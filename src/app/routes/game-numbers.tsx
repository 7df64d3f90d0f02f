import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { GamePage } from '@/app/game-page';
import { germanTags } from '@/components/ui/german-tags';
import { allChoices, choiceKey, newRound, rangeLabel } from '@/features/games/numbers/model/round';
import { NumbersGame } from '@/features/games/numbers/numbers-game';

/** A new round of the chosen exercise (its ten numbers); every start and "Play again" loads one. */
const load = async (key: string) => newRound(key);

/** /games/numbers-game (issue 13): numbers 0 to 1 000 000 in digits, German words and speech. */
export function Component() {
  const { t } = useTranslation('game-numbers');
  const choices = useMemo(
    () =>
      allChoices().map(({ direction, level }) => ({
        key: choiceKey(direction, level),
        label: `${rangeLabel(level)} · ${t(`short.${direction}`)}`,
        group: t(`group.${direction}`),
      })),
    [t],
  );
  return (
    <GamePage
      url="/games/numbers-game"
      rules={
        <>
          <p>{t('rules.what')}</p>
          <p>
            <Trans t={t} i18nKey="rules.typing" components={germanTags()} />
          </p>
          <p>{t('rules.listen')}</p>
          <p>{t('rules.round')}</p>
        </>
      }
      choices={choices}
      choiceLabel={t('chooseExercise')}
      load={load}
    >
      {(play) => <NumbersGame round={play.content} onDone={play.finish} />}
    </GamePage>
  );
}
