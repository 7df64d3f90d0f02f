import { useCallback } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { GamePage } from '@/app/game-page';
import { germanTags } from '@/components/ui/german-tags';
import { ComplimentGame } from '@/features/games/compliments/compliment-game';
import { COMPLIMENT_CHOICES, ROUND_LENGTH, situationsFor } from '@/features/games/compliments/model/round';
import type { ComplimentSituation } from '@/features/games/content/types';

/** /compliment-game: the compliment that fits the situation and du or Sie (the situations load on start). */
export function Component() {
  const { t } = useTranslation('game-compliments');
  const choices = COMPLIMENT_CHOICES.map((key) => ({ key, label: t(`choices.${key}`), group: t('choiceGroup') }));
  const load = useCallback(async (choice: string) => situationsFor(choice, (await import('@/features/games/content/compliments')).compliments), []);
  return (
    <GamePage<ComplimentSituation[]>
      url="/compliment-game"
      rules={
        <p>
          <Trans t={t} i18nKey="rules" components={germanTags()} />
        </p>
      }
      choices={choices}
      choiceLabel={t('choiceLabel')}
      load={load}
      playable={(situations) => situations.length >= ROUND_LENGTH}
    >
      {(play) => <ComplimentGame situations={play.content} lang={play.lang} onDone={play.finish} />}
    </GamePage>
  );
}
