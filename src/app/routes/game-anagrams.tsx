import { useTranslation } from 'react-i18next';
import { GamePage, useWordChoices } from '@/app/game-page';
import { Anagrams } from '@/features/games/anagrams/anagrams';
import { isPlayable } from '@/features/games/anagrams/model/anagram';

/** /games/anagrams (spec 000 §5): unscramble 10 German words a round; any word topic or level. */
export function Component() {
  const { t } = useTranslation('game-anagrams');
  const { choices, load } = useWordChoices();
  return (
    <GamePage
      url="/games/anagrams"
      rules={
        <>
          <p>{t('rules.goal')}</p>
          <p>{t('rules.how')}</p>
          <p>{t('rules.help')}</p>
        </>
      }
      choices={choices}
      load={load}
      playable={isPlayable}
    >
      {(play) => <Anagrams words={play.content} choice={play.choice} lang={play.lang} onDone={play.finish} />}
    </GamePage>
  );
}
