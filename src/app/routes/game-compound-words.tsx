import { useTranslation } from 'react-i18next';
import { GamePage } from '@/app/game-page';
import { CompoundWords } from '@/features/games/compound-words/compound-words';
import { COMPOUND_LEVELS, loadCompounds } from '@/features/games/compound-words/load-compounds';

/** Examples on the start screen: German, shown as German. */
const EXAMPLES = ['das Haus + die Tür → die Haustür', 'der Geburtstag + s + der Kuchen → der Geburtstagskuchen', 'die Schule (Schul-) + die Tasche → die Schultasche'];

/** /games/compound-words-game: build German compound nouns from their parts, then choose the article (issue 12 game 4). */
export function Component() {
  const { t } = useTranslation('game-compound-words');
  const choices = COMPOUND_LEVELS.map((level) => ({ key: level, label: t(`levels.${level}`), group: t('levelGroup') }));
  return (
    <GamePage
      url="/games/compound-words-game"
      choiceLabel={t('choiceLabel')}
      rules={
        <>
          <p>{t('rules')}</p>
          <p>{t('rulesArticle')}</p>
          <p>{t('rulesLinking')}</p>
          <p className="font-semibold">{t('examples')}</p>
          <ul className="list-disc pl-6">
            {EXAMPLES.map((example) => (
              <li key={example} lang="de">
                {example}
              </li>
            ))}
          </ul>
          <p>{t('rulesKeyboard')}</p>
        </>
      }
      choices={choices}
      load={loadCompounds}
      playable={(content) => content.compounds.length >= 2}
    >
      {(play) => <CompoundWords content={play.content} lang={play.lang} onDone={play.finish} />}
    </GamePage>
  );
}
