import { useTranslation } from 'react-i18next';
import { GamePage } from '@/app/game-page';
import { loadTexts, TEXT_LEVELS } from '@/features/games/vanishing-words/load';
import { VanishingWords } from '@/features/games/vanishing-words/vanishing-words';

/** /games/Vanishing-Words-game (spec 000 §2): restore the words that vanish from a short German text. */
export function Component() {
  const { t } = useTranslation('game-vanishing-words');
  const choices = TEXT_LEVELS.map((level) => ({ key: level, label: t(`levels.${level}`), group: t('textsGroup') }));
  return (
    <GamePage
      url="/games/Vanishing-Words-game"
      rules={
        <>
          <p>{t('rules')}</p>
          <p>{t('rulesWords')}</p>
          <p>{t('rulesClock')}</p>
        </>
      }
      choices={choices}
      choiceLabel={t('level')}
      load={loadTexts}
      playable={(texts) => texts.length > 0}
      timed
    >
      {(play) => <VanishingWords texts={play.content} lang={play.lang} timeFactor={play.timeFactor} onDone={play.finish} />}
    </GamePage>
  );
}
