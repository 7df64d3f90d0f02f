import { useTranslation } from 'react-i18next';
import type { Lang } from '@/i18n/languages';
import { speakGerman } from '@/lib/speech';
import type { WordItem } from '../content/types';
import { germanOf } from '../model/quiz';
import { IconPicture } from '@/components/ui/icon-picture';
import { SpeakButton } from './speak-button';

/** A word card: picture, German with article, translation; speaks the German on hover. */
export function WordCard({ word, lang }: { word: WordItem; lang: Lang }) {
  const { t } = useTranslation('words');
  const german = germanOf(word);
  return (
    <li className="card flex items-center gap-3" onMouseEnter={() => speakGerman(german)}>
      <IconPicture name={word.img} size={56} className="size-14 shrink-0" />
      <div className="min-w-0 flex-1">
        <p lang="de" className="text-lg font-semibold text-slate-900">
          {german}
        </p>
        {word.kind === 'noun' && (
          <p lang="de" className="text-sm text-slate-600">
            {word.plural ? t('plural', { plural: `die ${word.plural}` }) : t('noPlural')}
          </p>
        )}
        <p className="text-slate-700">{word.tr[lang]}</p>
      </div>
      <SpeakButton text={german} />
    </li>
  );
}
