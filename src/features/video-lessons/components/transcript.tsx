import { htmlLangOf, type Lang } from '@/i18n/languages';
import type { VideoLesson } from '../model/lesson';

/** The video's German lines with their translation in the interface language (German: the lines alone). */
export function Transcript({ lesson, lang }: { lesson: VideoLesson; lang: Lang }) {
  return (
    <ol className="mt-3 max-w-3xl space-y-3" data-testid="transcript">
      {lesson.lines.map((line, i) => (
        <li key={i} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
          <p lang="de" className="text-lg font-semibold text-slate-900">
            {line.de}
          </p>
          {lang !== 'de' && (
            <p lang={htmlLangOf(lang)} className="mt-1 text-slate-700">
              {line.tr[lang]}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
