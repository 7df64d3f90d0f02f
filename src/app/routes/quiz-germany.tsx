import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { GamePage } from '@/app/game-page';
import { paths } from '@/config/paths';
import { germanyQuizzes } from '@/features/games/content/germany-catalogue';
import { loadGermanyQuiz } from '@/features/games/content/germany-load';
import type { GermanyQuiz, GermanyQuizCard } from '@/features/games/content/quiz-types';
import type { Game } from '@/features/games/content/types';
import { GermanyQuizRound } from '@/features/games/germany-quiz/germany-quiz';
import { QUIZ_CHOICE } from '@/features/games/germany-quiz/model/round';
import { PrintWorksheet } from '@/features/worksheets/components/print-worksheet';
import { germanyQuizSheet } from '../worksheet-sources';
import { Component as NotFound } from './not-found';

type Data = { card: GermanyQuizCard; quiz: GermanyQuiz } | null;

/** Loads the quiz before the page renders (each quiz is its own chunk); an unknown id is not found. */
export async function loader({ params }: LoaderFunctionArgs): Promise<Data> {
  const card = germanyQuizzes.find((c) => c.id === params.id);
  if (!card) return null;
  const quiz = await loadGermanyQuiz(card.id);
  return quiz ? { card, quiz } : null;
}

/** The quiz's catalogue card as the game frame's entry (title, picture, where its stars are kept). */
const gameOf = (card: GermanyQuizCard): Game => ({ img: card.img, url: card.url, title: card.title, descr: card.descr, topic: card.topic, group: 'germany' });

/**
 * /quizzes/<id>: one quiz about Germany on the shared game frame — one choice ('all', one set of
 * stars per quiz under `germany-<id>`), 10 questions a round, missed answers to the reviews.
 */
export function Component() {
  const data = useLoaderData<Data>();
  if (!data) return <NotFound />;
  return <QuizPage key={data.card.id} card={data.card} quiz={data.quiz} />;
}

function QuizPage({ card, quiz }: { card: GermanyQuizCard; quiz: GermanyQuiz }) {
  const { t } = useTranslation('quizzes');
  const load = useCallback(() => Promise.resolve(quiz), [quiz]);
  return (
    <GamePage<GermanyQuiz>
      game={gameOf(card)}
      parent={{ label: t('hubTitle'), to: paths.quizzes, backLabel: t('allQuizzes') }}
      rules={
        <>
          <p>{t('rules')}</p>
          <p className="mt-3">
            <PrintWorksheet topic={{ key: `quiz-${quiz.id}`, title: card.title, level: '', load: () => Promise.resolve(germanyQuizSheet(quiz)) }} />
          </p>
        </>
      }
      choices={[{ key: QUIZ_CHOICE, label: t('choiceAll'), group: t('hubTitle') }]}
      load={load}
    >
      {(play) => <GermanyQuizRound quiz={play.content} lang={play.lang} onDone={play.finish} />}
    </GamePage>
  );
}
