import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { addProfRating } from '@/api/endpoints/professional';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { PracticePage } from '@/features/professional/components/practice-page';
import { wordsTypeOf } from '@/features/professional/model/modes';
import { translationFor } from '@/features/professional/model/words';
import { addMissedWords } from '@/store/sync/reviews-remote';
import { TimeLimitSelect } from '@/components/ui/time-limit-select';
import { useStoredState } from '@/lib/hydration';
import { limitSeconds, REVIEW_TIME_FACTOR } from '@/lib/time-limit';
import { useAppStore } from '@/store/store';

/**
 * /prof_vacabulary/parctice/?subcategory=…&section=…&tag=…&type=… (spec 001 §2, §4). `type` is the
 * subcategory's kind of words from the sections answer (the section browser puts it on the link).
 */
export function Component() {
  const { t } = useTranslation('professional');
  const [params] = useSearchParams();
  const token = useAppStore((s) => s.token);
  const lang = useAppStore((s) => s.curLang);
  const queryClient = useQueryClient();
  // "Find mistakes" shares the review trainer's remembered time limit (WCAG 2.2.1).
  const [factor, setFactor] = useStoredState(REVIEW_TIME_FACTOR);
  // The game state's tag defaults to exam (spec 001 §3, §9); only the section page defaults to job.
  const tag = params.get('tag') === 'job' ? 'job' : 'exam';
  const subcategory = Number(params.get('subcategory'));
  const section = params.get('section');
  const back = `${tag === 'exam' ? paths.profSectionsExam : paths.profSectionsJob}${section ? `?sectionid=${section}` : ''}`;
  return (
    <div className="page">
      <title>{`${t('practiceHeading')} – ${env.siteName}`}</title>
      <Breadcrumb label={t('browserTitle')} items={[{ label: tag === 'exam' ? t('titleExam') : t('titleJob'), to: back }, { label: t('practiceHeading') }]} />
      <h1 className="page-title mt-2">{t('practiceHeading')}</h1>
      {!params.get('subcategory') || !Number.isFinite(subcategory) ? (
        <p role="alert" className="mt-6 font-medium text-red-700">
          {t('noSubcategory')}
        </p>
      ) : (
        <PracticePage
          subcategoryId={subcategory}
          wordsType={wordsTypeOf(params.get('type'))}
          lang={lang}
          loggedIn={token !== null}
          loginLink={`${paths.login}?redirect=${encodeURIComponent(`${paths.profPractice}?${params.toString()}`)}`}
          uploadsBase={env.uploadsBaseUrl}
          tag={tag}
          secondsPerWord={limitSeconds(30, factor)}
          timeSetting={
            <TimeLimitSelect
              label={`${t('modes.findMistakes')}: ${t('timeSetting')}`}
              value={factor}
              labels={{ 1: t('time30'), 2: t('time60'), 10: t('time300'), 0: t('timeOff') }}
              onChange={setFactor}
            />
          }
          onFinished={({ mode, incorrect }) => {
            addMissedWords(
              incorrect.map((w) => ({ review: w.Word, translation: translationFor(w, lang) ?? '' })),
            );
            // Rating (spec 001 §7): only with a token and no incorrect words.
            if (token && incorrect.length === 0) {
              addProfRating({ subcategory_id: subcategory, type: mode.type })
                // The games done (practice page) and the stars (section browser) read the ratings anew.
                .then(() => queryClient.invalidateQueries({ queryKey: ['profRatings'] }))
                .catch(() => undefined);
            }
          }}
        />
      )}
    </div>
  );
}
