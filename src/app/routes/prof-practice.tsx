import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { addProfRating } from '@/api/endpoints/professional';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { PracticePage } from '@/features/professional/components/practice-page';
import { translationFor } from '@/features/professional/model/words';
import { addMissedWords } from '@/features/reviews/reviews-remote';
import { TimeLimitSelect } from '@/components/ui/time-limit-select';
import { limitSeconds, readTimeFactor, saveTimeFactor } from '@/lib/time-limit';
import { useState } from 'react';
import { useAppStore } from '@/store/store';

/** /prof_vacabulary/parctice/?subcategory=…&section=… (spec 001 §2, §4). */
export function Component() {
  const { t } = useTranslation('professional');
  const [params] = useSearchParams();
  const token = useAppStore((s) => s.token);
  const lang = useAppStore((s) => s.curLang);
  const setLoading = useAppStore((s) => s.setLoading);
  // "Find mistakes" shares the review trainer's remembered time limit (WCAG 2.2.1).
  const [factor, setFactor] = useState(readTimeFactor);
  const tag = params.get('tag') === 'exam' ? 'exam' : 'job';
  const subcategory = Number(params.get('subcategory'));
  const section = params.get('section');
  const back = `${tag === 'exam' ? paths.profSectionsExam : paths.profSectionsJob}${section ? `?sectionid=${section}` : ''}`;
  return (
    <div className="page">
      <title>{`${t('practiceHeading')} – ${env.siteName}`}</title>
      <Breadcrumb label={t('browserTitle')} items={[{ label: tag === 'exam' ? t('titleExam') : t('titleJob'), to: back }, { label: t('practiceHeading') }]} />
      <h1 className="page-title mt-2">{t('practiceHeading')}</h1>
      <div className="mt-3">
        <TimeLimitSelect
          label={t('timeSetting')}
          value={factor}
          labels={{ 1: t('time30'), 2: t('time60'), 10: t('time300'), 0: t('timeOff') }}
          onChange={(value) => {
            setFactor(value);
            saveTimeFactor(value);
          }}
        />
      </div>
      {!params.get('subcategory') || !Number.isFinite(subcategory) ? (
        <p role="alert" className="mt-6 font-medium text-red-700">
          {t('noSubcategory')}
        </p>
      ) : (
        <PracticePage
          subcategoryId={subcategory}
          lang={lang}
          loggedIn={token !== null}
          loginLink={`${paths.login}?redirect=${encodeURIComponent(`${paths.profPractice}?${params.toString()}`)}`}
          uploadsBase={env.apiBaseUrl}
          secondsPerWord={limitSeconds(30, factor)}
          onFinished={({ mode, incorrect }) => {
            addMissedWords(
              incorrect.map((w) => ({ review: w.Word, translation: translationFor(w, lang) ?? '' })),
            );
            // Rating (spec 001 §7): only with a token and no incorrect words; loading flag around it.
            if (token && incorrect.length === 0) {
              setLoading(true);
              addProfRating({ subcategory_id: subcategory, type: mode.type })
                .catch(() => undefined)
                .finally(() => setLoading(false));
            }
          }}
        />
      )}
    </div>
  );
}
