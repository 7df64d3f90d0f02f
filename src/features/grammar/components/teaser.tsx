import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';

export interface TeaserTile {
  kind: 'word' | 'grammar' | 'verbs';
  title: string;
  to: string;
  img?: string;
}

/** "Boring to read? Try our quizzes!" (or a custom title): 4 tiles — 2 word, 1 grammar, 1 verbs with prepositions. */
export function Teaser({ tiles, title }: { tiles: readonly TeaserTile[]; title?: string }) {
  const { t } = useTranslation('grammar');
  if (tiles.length === 0) return null;
  const label = { word: t('teaserWords'), grammar: t('teaserGrammar'), verbs: t('teaserVerbs') };
  return (
    <section aria-labelledby="teaser-title" className="mt-12">
      <h2 id="teaser-title" className="text-2xl font-bold">
        {title ?? t('teaserTitle')}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <AppLink to={tile.to} className="card flex h-full flex-col items-center gap-2 text-center hover:border-brand-600 hover:shadow-md">
              {tile.img && <img src={`/icons/noto/${tile.img}.svg`} alt="" width={48} height={48} className="size-12" />}
              <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label[tile.kind]}</span>
              <span className="font-semibold">{tile.title}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
