import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table';
import { htmlLangOf, type Lang } from '@/i18n/languages';
import { speakGerman, useCanSpeak } from '@/lib/speech';
import type { ArticleBlock, ArticleContent } from '../content/types';
import { formatDate } from '@/lib/format-date';
import { headingIds, tableOfContents } from '../model/article-text';
import type { ShownBody } from '../model/shown-body';
import { InlineText } from './inline-text';
import { TYPE_KEYS } from './type-keys';

/** Moves focus to a heading (and scrolls to it), so keyboard and screen reader users land there. */
function goTo(id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  heading.focus();
  heading.scrollIntoView?.({ block: 'start' });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

function Block({ block, h2Id }: { block: ArticleBlock; h2Id?: string }) {
  const { t } = useTranslation('articles');
  const speech = useCanSpeak();
  if ('h2' in block)
    return (
      <h2 id={h2Id} tabIndex={-1} className="mt-8 scroll-mt-4 text-2xl font-bold">
        {block.h2}
      </h2>
    );
  if ('h3' in block) return <h3 className="mt-6 text-xl font-semibold">{block.h3}</h3>;
  if ('p' in block)
    return (
      <p className="mt-3">
        <InlineText text={block.p} />
      </p>
    );
  if ('ul' in block)
    return (
      <ul className="mt-3 list-disc space-y-1 pl-6">
        {block.ul.map((item, i) => (
          <li key={i}>
            <InlineText text={item} />
          </li>
        ))}
      </ul>
    );
  if ('ol' in block)
    return (
      <ol className="mt-3 list-decimal space-y-1 pl-6">
        {block.ol.map((item, i) => (
          <li key={i}>
            <InlineText text={item} />
          </li>
        ))}
      </ol>
    );
  if ('examples' in block)
    return (
      <ul aria-label={t('examples')} className="mt-3 space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3">
        {block.examples.map((example, i) => (
          <li key={i} className="flex items-start gap-2">
            {speech && (
              <button type="button" className="btn-secondary shrink-0 px-2 py-0.5 text-sm" aria-label={t('listen', { text: example.de })} onClick={() => speakGerman(example.de)}>
                <span aria-hidden="true">🔊</span>
              </button>
            )}
            <span className="min-w-0">
              <span lang="de" className="font-semibold">
                {example.de}
              </span>{' '}
              <span className="text-slate-700">
                — <InlineText text={example.en} />
              </span>
            </span>
          </li>
        ))}
      </ul>
    );
  if ('table' in block) return <DataTable caption={block.table.caption} head={block.table.head} rows={block.table.rows} cell={(text) => <InlineText text={text} />} />;
  return (
    <p className="mt-4 rounded-md border-l-4 border-brand-600 bg-brand-50 p-3">
      <strong>{t('tip')}: </strong>
      <InlineText text={block.tip} />
    </p>
  );
}

/**
 * One static article (issue 15): picture, title, type and date, an automatic table of contents
 * for long articles (focus moves to the chosen heading), the body in the interface language when
 * translated, else in English (lang="en") under a notice that says so (issue 25.6), German marked
 * lang="de" with examples you can hear, and the sources. Heading anchors come from the English
 * headings, so an address with #section works in every language.
 */
export function ArticleView({ article, lang, shown }: { article: ArticleContent; lang: Lang; shown: Pick<ShownBody, 'body' | 'lang' | 'inEnglishOnly'> }) {
  const { t } = useTranslation('articles');
  const bodyLang = htmlLangOf(shown.lang);
  const toc = tableOfContents(shown.body, article.body);
  const ids = headingIds(article.body.flatMap((b) => ('h2' in b ? [b.h2] : [])));
  let h2Index = 0;
  return (
    <article className="max-w-3xl">
      <header className="mt-2 flex items-start gap-4">
        <img src={`/icons/noto/${article.img}.svg`} alt="" width={72} height={72} className="size-14 shrink-0 sm:size-18" />
        <div>
          <h1 className="page-title">{article.title[lang]}</h1>
          <p className="mt-1 text-slate-700">
            {t(`types.${TYPE_KEYS[article.type]}`)} · {t('published')} <time dateTime={article.date}>{formatDate(article.date, lang)}</time>
          </p>
        </div>
      </header>

      {shown.inEnglishOnly && (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-slate-800">
          <span aria-hidden="true">ℹ️ </span>
          {t('inEnglishOnly')}
        </p>
      )}

      {toc.length > 0 && (
        <nav aria-label={t('toc')} className="mt-6 rounded-md border border-slate-200 p-4">
          <h2 className="text-lg font-semibold">{t('toc')}</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-6">
            {toc.map((entry) => (
              <li key={entry.id} lang={bodyLang}>
                <a
                  href={`#${entry.id}`}
                  className="text-link"
                  onClick={(e) => {
                    e.preventDefault();
                    goTo(entry.id);
                  }}
                >
                  {entry.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}

      <div lang={bodyLang} className="mt-4 text-lg leading-relaxed">
        {shown.body.map((block, i) => (
          <Block key={i} block={block} h2Id={'h2' in block ? ids[h2Index++] : undefined} />
        ))}
      </div>

      {article.sources && article.sources.length > 0 && (
        <section aria-labelledby="article-sources" className="mt-10">
          <h2 id="article-sources" className="text-xl font-bold">
            {t('sources')}
          </h2>
          <ul lang="en" className="mt-2 list-disc space-y-1 pl-6">
            {article.sources.map((source) => (
              <li key={source.url}>
                <a href={source.url} target="_blank" rel="noopener noreferrer" className="text-link">
                  {source.title} <span className="sr-only">{t('newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
