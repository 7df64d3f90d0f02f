import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { mediaUrl } from '../content/catalogue';
import type { VideoLesson } from '../model/lesson';

/**
 * The lesson's video from this site's own server: nothing but the poster loads before the learner
 * presses play (`preload="none"`); German captions are on by default. The note under it says so.
 */
export function LessonVideo({ lesson, title }: { lesson: VideoLesson; title: string }) {
  const { t } = useTranslation('video-lessons');
  return (
    <figure className="max-w-3xl">
      <video
        controls
        preload="none"
        poster={mediaUrl(lesson.id, 'jpg')}
        width={640}
        height={360}
        aria-label={t('videoLabel', { title })}
        className="aspect-video h-auto w-full rounded-lg bg-slate-900"
        data-testid="lesson-video"
      >
        <source src={mediaUrl(lesson.id, 'webm')} type="video/webm" />
        <track kind="captions" srcLang="de" label={t('captionsLabel')} src={mediaUrl(lesson.id, 'vtt')} default />
      </video>
      <figcaption className="mt-2 text-sm text-slate-700">
        {t('privacyNote')}{' '}
        <AppLink to={paths.privacy} className="text-link">{t('privacyLink')}</AppLink>
      </figcaption>
    </figure>
  );
}
