import { useTranslation } from 'react-i18next';
import { GamePage, useWordChoices } from '@/app/game-page';
import { Laces } from '@/features/games/laces/laces';
import { laceWords, LACES_WORDS } from '@/features/games/laces/model/laces';
import type { GameWord } from '@/features/games/model/game-word';
import { useAppStore } from '@/store/store';

export function Component() {
  const { t } = useTranslation('game-laces');
  const lang = useAppStore((s) => s.curLang);
  const { choices, load } = useWordChoices();
  return (
    <GamePage<GameWord[]>
      url="/games/laces-game"
      rules={
        <>
          <p>{t('rules')}</p>
          <p>{t('rulesKeyboard')}</p>
        </>
      }
      choices={choices}
      load={load}
      playable={(words) => laceWords(words, lang).length >= LACES_WORDS}
    >
      {(play) => <Laces words={play.content} lang={play.lang} onDone={play.finish} />}
    </GamePage>
  );
}
