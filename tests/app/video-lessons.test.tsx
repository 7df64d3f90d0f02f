import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { areaStars } from '@/app/home-stars';
import { routes } from '@/app/router';
import { lesson as hallo } from '@/features/video-lessons/content/lessons/a1-hallo';
import { earnsStar } from '@/features/video-lessons/model/exercise';
import type { VideoLesson } from '@/features/video-lessons/model/lesson';
import { useAppStore } from '@/store/store';
import { renderRoutes } from '../render';

const files = import.meta.glob<VideoLesson>('/src/features/video-lessons/content/lessons/*.ts', { eager: true, import: 'lesson' });
const lessons = Object.values(files);

/** Answers every question of the lesson on screen: right unless the question's index is in `wrong`. */
async function answerAll(user: ReturnType<typeof userEvent.setup>, lesson: VideoLesson, wrong: number[] = []) {
  for (const [i, q] of lesson.exercise.entries()) {
    expect(screen.getByTestId('exercise-question')).toHaveTextContent(q.question.en);
    const pick = wrong.includes(i) ? (q.answer + 1) % q.options.length : q.answer;
    await user.click(screen.getByRole('button', { name: q.options[pick] }));
    await user.click(screen.getByRole('button', { name: i === lesson.exercise.length - 1 ? 'Show the result' : 'Next' }));
  }
}

describe('the star rule of the exercise', () => {
  it('gives a star with at most one mistake of three', () => {
    expect([0, 1, 2, 3].map(earnsStar)).toEqual([true, true, false, false]);
  });
});

describe('the home page tile of the video lessons', () => {
  it("sums every lesson's stars over all lessons", () => {
    const stars = areaStars({ 'video-lessons_results': { 'a1-hallo': [true, true, false], 'a1-weg': [true, false, false] }, 'time01_results': { typing: [true, false, false] } });
    expect(stars.videoLessons).toEqual({ earned: 3, total: lessons.length * 3 });
  });
});

describe('/video-lessons', () => {
  it('shows every lesson grouped by level, then topic, with its description, length and stars', async () => {
    localStorage.setItem('quiz_results', JSON.stringify({ 'video-lessons_results': { 'a1-hallo': [true, false, false] } }));
    useAppStore.getState().reloadResults();
    renderRoutes(routes, '/video-lessons');
    expect(await screen.findByRole('heading', { level: 1, name: 'Video lessons' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('listitem').map((li) => li.textContent?.replace('›', '').trim())).toEqual(['Main', 'Video lessons']);
    expect(screen.getAllByTestId('video-card')).toHaveLength(lessons.length);
    const a1 = screen.getByRole('region', { name: 'Level A1' });
    const meeting = within(a1).getByRole('region', { name: 'Meeting people' });
    const card = within(meeting).getByRole('link', { name: new RegExp(hallo.title.en) }).closest('li')!;
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/video-lessons/a1-hallo');
    expect(card).toHaveTextContent(hallo.descr.en);
    expect(within(card).getByRole('img', { name: '1 of 3 stars' })).toBeInTheDocument();
    expect(card).toHaveTextContent(/Length: 0:\d\d/);
    // Every lesson sits under its level's and topic's headings.
    for (const lesson of lessons) {
      const level = screen.getByRole('region', { name: `Level ${lesson.level}` });
      expect(within(level).getByRole('link', { name: new RegExp(lesson.title.en.replace(/[?!.]/g, '.')) })).toBeInTheDocument();
    }
  });

  it("shows the lessons' titles and descriptions in the interface language", async () => {
    useAppStore.getState().setLang('ua');
    renderRoutes(routes, '/video-lessons');
    const link = await screen.findByRole('link', { name: new RegExp(hallo.title.ua) });
    expect(link).toHaveTextContent(hallo.descr.ua);
  });
});

describe('/video-lessons/:id', () => {
  it('shows the video with German captions, nothing preloaded, the poster and the no-tracking note', async () => {
    renderRoutes(routes, '/video-lessons/a1-hallo');
    expect(await screen.findByRole('heading', { level: 1, name: hallo.title.en })).toBeInTheDocument();
    const video = screen.getByTestId('lesson-video');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/video-lessons/a1-hallo.jpg');
    expect(video.querySelector('source')).toHaveAttribute('src', '/video-lessons/a1-hallo.webm');
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'de');
    expect(track).toHaveAttribute('src', '/video-lessons/a1-hallo.vtt');
    expect(track).toHaveAttribute('default');
    const note = screen.getByText(/served by this site itself: no video platform, no cookies, no tracking/);
    expect(within(note).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/datenschutz');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Video lessons' })).toHaveAttribute('href', '/video-lessons');
  });

  it('shows the transcript: each German line with its translation, German only for German learners', async () => {
    renderRoutes(routes, '/video-lessons/a1-hallo');
    const transcript = await screen.findByTestId('transcript');
    const items = within(transcript).getAllByRole('listitem');
    expect(items).toHaveLength(hallo.lines.length);
    hallo.lines.forEach((line, i) => {
      expect(within(items[i]!).getByText(line.de)).toHaveAttribute('lang', 'de');
      expect(within(items[i]!).getByText(line.tr.en)).toBeInTheDocument();
    });
  });

  it('in German shows the lines without a translation', async () => {
    useAppStore.getState().setLang('de');
    renderRoutes(routes, '/video-lessons/a1-hallo');
    const transcript = await screen.findByTestId('transcript');
    const items = within(transcript).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(hallo.lines.map((l) => l.de));
  });

  // Issue 25 item 1: the questions sat under the transcript and its translation.
  it('hides the transcript and its translation while the questions are answered; it comes back with the result', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/video-lessons/a1-hallo');
    expect(await screen.findByTestId('transcript')).toBeInTheDocument();
    expect(screen.queryByTestId('exercise-question')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the questions' }));
    expect(screen.queryByTestId('transcript')).not.toBeInTheDocument();
    expect(screen.getByText(/The transcript is hidden while you answer the questions/)).toBeInTheDocument();
    expect(screen.queryByText(hallo.lines[0]!.tr.en)).not.toBeInTheDocument();
    const first = hallo.exercise[0]!;
    expect(screen.getByRole('button', { name: first.options[0] })).toHaveFocus();
    await answerAll(user, hallo);
    expect(screen.getByTestId('exercise-result')).toBeInTheDocument();
    expect(screen.getByTestId('transcript')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByTestId('transcript')).not.toBeInTheDocument();
  });

  it('is not found for an unknown lesson', async () => {
    renderRoutes(routes, '/video-lessons/no-such-lesson');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
    expect(screen.queryByTestId('lesson-video')).not.toBeInTheDocument();
  });

  it('the exercise with no mistake records a star under video-lessons_results[id]', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/video-lessons/a1-hallo');
    await user.click(await screen.findByRole('button', { name: 'Start the questions' }));
    await screen.findByTestId('exercise-question');
    await answerAll(user, hallo);
    const result = screen.getByTestId('exercise-result');
    expect(result).toHaveTextContent('3 of 3 right');
    expect(result).toHaveTextContent('you earned a star');
    expect(within(result).getByRole('heading')).toHaveFocus();
    expect(useAppStore.getState().quizResults['video-lessons_results']?.['a1-hallo']).toEqual([true, false, false]);
    expect(JSON.parse(localStorage.getItem('quiz_results') ?? '{}')['video-lessons_results']['a1-hallo']).toEqual([true, false, false]);
    expect(screen.getAllByRole('img', { name: '1 of 3 stars' }).length).toBeGreaterThan(0);
  });

  it('shows the right answer after a wrong one; two mistakes earn no star; "Try again" starts over', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/video-lessons/a1-hallo');
    await user.click(await screen.findByRole('button', { name: 'Start the questions' }));
    await screen.findByTestId('exercise-question');
    const first = hallo.exercise[0]!;
    await user.click(screen.getByRole('button', { name: first.options[(first.answer + 1) % first.options.length] }));
    expect(screen.getByTestId('exercise-feedback')).toHaveTextContent(`Not quite. The right answer: ${first.options[first.answer]}.`);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const second = hallo.exercise[1]!;
    await user.click(screen.getByRole('button', { name: second.options[(second.answer + 1) % second.options.length] }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const third = hallo.exercise[2]!;
    await user.click(screen.getByRole('button', { name: third.options[third.answer] }));
    await user.click(screen.getByRole('button', { name: 'Show the result' }));
    expect(screen.getByTestId('exercise-result')).toHaveTextContent('1 of 3 right');
    expect(screen.getByTestId('exercise-result')).toHaveTextContent('No star this time');
    expect(useAppStore.getState().quizResults['video-lessons_results']).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByTestId('exercise-question')).toHaveTextContent(first.question.en);
    expect(screen.getByRole('button', { name: first.options[0] })).toHaveFocus();
    await answerAll(user, hallo, [1]);
    expect(screen.getByTestId('exercise-result')).toHaveTextContent('2 of 3 right');
    expect(useAppStore.getState().quizResults['video-lessons_results']?.['a1-hallo']).toEqual([true, false, false]);
  });
});

describe('/datenschutz', () => {
  it('says that the videos are self-hosted, without tracking, and load only on play', async () => {
    renderRoutes(routes, '/datenschutz');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Videolektionen' });
    const section = heading.closest('section')!;
    expect(section).toHaveTextContent(/direkt von unserem\s+Server/);
    expect(section).toHaveTextContent(/kein Tracking/);
    expect(section).toHaveTextContent(/das Video selbst wird erst\s+geladen, wenn Sie auf Abspielen drücken/);
  });
});
