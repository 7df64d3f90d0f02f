import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { GamePage, useWordChoices } from '@/app/game-page';
import type { GameWord } from '@/features/games/model/game-word';
import { isMousePlayable } from '@/features/games/mouse/model/mouse';
import { MouseGame } from '@/features/games/mouse/mouse-game';

/** A mixed level draws random topics; when they hold too few pictures, it draws again (a few times). */
const DRAWS = 3;

export function Component() {
  const { t } = useTranslation('game-mouse');
  const { choices, load } = useWordChoices();
  const loadPictured = useCallback(
    async (choice: string): Promise<GameWord[]> => {
      let words = await load(choice);
      for (let i = 1; i < DRAWS && !isMousePlayable(words); i++) words = await load(choice);
      return words;
    },
    [load],
  );
  return (
    <GamePage
      url="/games/mouse-game"
      rules={
        <>
          <p>{t('rules.goal')}</p>
          <p>{t('rules.race')}</p>
          <p>{t('rules.end')}</p>
          <p>{t('rules.keys')}</p>
        </>
      }
      choices={choices}
      load={loadPictured}
      playable={isMousePlayable}
    >
      {(play) => <MouseGame words={play.content} lang={play.lang} onDone={play.finish} />}
    </GamePage>
  );
}
