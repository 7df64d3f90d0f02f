import { useTranslation } from 'react-i18next';
import type { ProfWord } from '@/api/schemas';
import { UploadImage } from '@/components/ui/upload-image';
import type { Lang } from '@/i18n/languages';
import { speakGerman } from '@/lib/speech';
import { uploadUrl } from '@/lib/uploads-url';
import { sectionIcon, translationsFor } from '../model/words';

interface Props {
  words: readonly ProfWord[];
  lang: Lang;
  uploadsBase: string;
  tag: 'job' | 'exam';
  missed?: ReadonlySet<number>;
}

/** The subcategory's words with example, picture and translations (spec 001 §2); missed words in red. */
export function WordGrid({ words, lang, uploadsBase, tag, missed }: Props) {
  const { t } = useTranslation('professional');
  return (
    <ul className="mt-4 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
      {words.map((word) => {
        const translations = translationsFor(word, lang);
        return (
          <li key={word.ID} className={`card flex flex-col gap-2 p-3 sm:p-4 ${missed?.has(word.ID) ? 'border-red-300 bg-red-50' : ''}`}>
            <div className="flex items-start justify-between gap-2">
              <span lang="de" className="min-w-0 font-semibold wrap-anywhere">
                {word.Word}
              </span>
              <button type="button" className="shrink-0 rounded-full p-1.5 text-slate-600 hover:bg-slate-100" aria-label={t('speak', { word: word.Word })} onClick={() => speakGerman(word.Word)}>
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
                  <path d="M4 9h4l5-4v14l-5-4H4zM16 8a5 5 0 0 1 0 8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
                </svg>
              </button>
            </div>
            {word.Example && (
              <p lang="de" className="text-sm text-slate-700 italic">
                {word.Example}
              </p>
            )}
            {word.ImagePath && <UploadImage src={uploadUrl(word.ImagePath, uploadsBase)} fallback={sectionIcon(tag)} size={128} lazy className="mx-auto size-32" />}
            <ul className="list-disc pl-5 text-sm">
              {translations.length === 0 ? <li>{t('translationMissing', { language: lang })}</li> : translations.map((translation) => <li key={translation}>{translation}</li>)}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

