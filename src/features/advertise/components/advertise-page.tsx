import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/ui/app-link';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { LANGS, NATIVE_NAMES, htmlLangOf } from '@/i18n/languages';
import { usePageDescription } from '@/lib/page-description';
import type { AdvertiseKey, Offer } from '../model/form';
import { AdvertiseForm } from './advertise-form';
import { PlacementExamples, type AdvertiseVariant } from './placement-examples';

const pageKeys: Record<AdvertiseVariant, { title: AdvertiseKey; lead: AdvertiseKey; description: AdvertiseKey; path: string; offer?: Offer }> = {
  general: { title: 'general.title', lead: 'general.lead', description: 'general.description', path: paths.advertise },
  travel: { title: 'travel.title', lead: 'travel.lead', description: 'travel.description', path: paths.advertiseTravel, offer: 'travelPackage' },
  schools: { title: 'schools.title', lead: 'schools.lead', description: 'schools.description', path: paths.advertiseSchools, offer: 'schoolPackage' },
};

interface Place {
  title: AdvertiseKey;
  body: AdvertiseKey;
  links: { label: AdvertiseKey; to: string }[];
}

/** The areas of the site where each audience learns: real pages, linked. */
const places: Record<'travel' | 'schools', { title: AdvertiseKey; suggestion: AdvertiseKey; items: Place[] }> = {
  travel: {
    title: 'travel.audienceTitle',
    suggestion: 'travel.suggestion',
    items: [
      { title: 'travel.phrasesTitle', body: 'travel.phrasesBody', links: [{ label: 'travel.phrasesLink', to: paths.phrases }] },
      { title: 'travel.articlesTitle', body: 'travel.articlesBody', links: [{ label: 'travel.articlesLink', to: `${paths.articles}/german-cities-for-language-learners` }] },
      { title: 'travel.quizTitle', body: 'travel.quizBody', links: [{ label: 'travel.quizLink', to: '/map-game' }] },
    ],
  },
  schools: {
    title: 'schools.audienceTitle',
    suggestion: 'schools.suggestion',
    items: [
      { title: 'schools.levelsTitle', body: 'schools.levelsBody', links: [{ label: 'schools.levelsLink', to: paths.wordsA1 }] },
      { title: 'schools.examTitle', body: 'schools.examBody', links: [{ label: 'schools.examLink', to: paths.profSectionsExam }] },
      {
        title: 'schools.grammarTitle',
        body: 'schools.grammarBody',
        links: [
          { label: 'schools.grammarLink', to: paths.grammar },
          { label: 'schools.grammarA2Link', to: paths.grammarA2 },
        ],
      },
    ],
  },
};

const formats: { title: AdvertiseKey; body: AdvertiseKey }[] = [
  { title: 'formats.hubCardTitle', body: 'formats.hubCardBody' },
  { title: 'formats.topicBannerTitle', body: 'formats.topicBannerBody' },
  { title: 'formats.phraseSetTitle', body: 'formats.phraseSetBody' },
  { title: 'formats.articleTitle', body: 'formats.articleBody' },
];

const others: { variant: AdvertiseVariant; label: AdvertiseKey }[] = [
  { variant: 'general', label: 'others.general' },
  { variant: 'travel', label: 'others.travel' },
  { variant: 'schools', label: 'others.schools' },
];

/** One of the three advertising pages (spec 000 §2 "Advertising"): audience, formats, examples, the enquiry form. */
export function AdvertisePage({ variant }: { variant: AdvertiseVariant }) {
  const { t } = useTranslation('advertise');
  const keys = pageKeys[variant];
  usePageDescription(t(keys.description));
  const crumbs: Crumb[] = [{ label: t('breadcrumbMain'), to: paths.home }];
  crumbs.push(variant === 'general' ? { label: t('breadcrumbAdvertise') } : { label: t('breadcrumbAdvertise'), to: paths.advertise }, ...(variant === 'general' ? [] : [{ label: t(keys.title) }]));
  const audience = variant === 'general' ? null : places[variant];
  return (
    <div className="page">
      <title>{`${t(keys.title)} – ${env.siteName}`}</title>
      <Breadcrumb label={t('breadcrumb')} items={crumbs} />
      <h1 className="page-title mt-4">{t(keys.title)}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t(keys.lead)}</p>

      <section aria-labelledby="ad-audience" className="mt-10">
        <h2 id="ad-audience" className="text-2xl font-bold text-slate-900">
          {t('audience.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-800">{t('audience.body')}</p>
        <p className="mt-3 max-w-3xl text-slate-800">{t('audience.languages')}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {LANGS.map((lang) => (
            <li key={lang} lang={htmlLangOf(lang)} className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-900">
              {NATIVE_NAMES[lang]}
            </li>
          ))}
        </ul>
        <p className="mt-3 max-w-3xl text-slate-700">{t('audience.languagesNote')}</p>
      </section>

      {audience && (
        <section aria-labelledby="ad-places" className="mt-10">
          <h2 id="ad-places" className="text-2xl font-bold text-slate-900">
            {t(audience.title)}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {audience.items.map((item) => (
              <li key={item.title} className="card">
                <h3 className="text-lg font-semibold text-slate-900">{t(item.title)}</h3>
                <p className="mt-1 text-slate-700">{t(item.body)}</p>
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
                  {item.links.map((link) => (
                    <AppLink key={link.to} to={link.to} className="text-link">
                      {t(link.label)}
                    </AppLink>
                  ))}
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-4 max-w-3xl text-slate-800">{t(audience.suggestion)}</p>
        </section>
      )}

      <section aria-labelledby="ad-formats" className="mt-10">
        <h2 id="ad-formats" className="text-2xl font-bold text-slate-900">
          {t('formats.title')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {formats.map((format) => (
            <li key={format.title} className="card">
              <h3 className="text-lg font-semibold text-slate-900">{t(format.title)}</h3>
              <p className="mt-1 text-slate-700">{t(format.body)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ad-examples" className="mt-10">
        <h2 id="ad-examples" className="text-2xl font-bold text-slate-900">
          {t('examples.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t('examples.lead')}</p>
        <PlacementExamples variant={variant} />
      </section>

      <section aria-labelledby="ad-rules" className="mt-10">
        <h2 id="ad-rules" className="text-2xl font-bold text-slate-900">
          {t('rules.title')}
        </h2>
        <ul className="mt-3 max-w-3xl list-disc space-y-1 pl-6 text-slate-800">
          <li>{t('rules.marked')}</li>
          <li>{t('rules.noTracking')}</li>
          <li>{t('rules.fit')}</li>
        </ul>
      </section>

      <section aria-labelledby="ad-form" className="mt-10">
        <h2 id="ad-form" className="text-2xl font-bold text-slate-900">
          {t('form.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t('form.lead')}</p>
        <AdvertiseForm defaultOffer={keys.offer} />
      </section>

      <nav aria-labelledby="ad-others" className="mt-10">
        <h2 id="ad-others" className="text-lg font-semibold text-slate-900">
          {t('others.title')}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {others
            .filter((o) => o.variant !== variant)
            .map((o) => (
              <li key={o.variant}>
                <AppLink to={pageKeys[o.variant].path} className="text-link">
                  {t(o.label)}
                </AppLink>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}
