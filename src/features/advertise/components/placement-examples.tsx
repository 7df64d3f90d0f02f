import { useTranslation } from 'react-i18next';
import type { AdvertiseKey } from '../model/form';

export type AdvertiseVariant = 'general' | 'travel' | 'schools';

/** A few German words of an example topic ("Reisen"): the site's content language, the same in every interface. */
const EXAMPLE_WORDS = [
  ['der Bahnhof', 'die Fahrkarte'],
  ['das Hotel', 'der Koffer'],
  ['die Reise', 'der Stadtplan'],
] as const;

const sponsor: Record<AdvertiseVariant, { title: AdvertiseKey; text: AdvertiseKey }> = {
  general: { title: 'examples.sponsorGeneralTitle', text: 'examples.sponsorGeneralText' },
  travel: { title: 'examples.sponsorTravelTitle', text: 'examples.sponsorTravelText' },
  schools: { title: 'examples.sponsorSchoolTitle', text: 'examples.sponsorSchoolText' },
};

function ExampleBadge() {
  const { t } = useTranslation('advertise');
  return <span className="absolute top-2 right-2 rounded bg-amber-200 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-950 uppercase">{t('example')}</span>;
}

function SponsoredTag() {
  const { t } = useTranslation('advertise');
  return <span className="inline-block rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">{t('sponsored')}</span>;
}

function SponsorCard({ variant }: { variant: AdvertiseVariant }) {
  const { t } = useTranslation('advertise');
  return (
    <div className="col-span-2 rounded-lg border-2 border-dashed border-brand-700 bg-brand-50 p-3 sm:col-span-1">
      <SponsoredTag />
      <p className="mt-1 font-semibold text-slate-900">{t(sponsor[variant].title)}</p>
      <p className="text-sm text-slate-700">{t(sponsor[variant].text)}</p>
      <p className="mt-1 text-sm font-semibold text-brand-800 underline">{t('examples.more')}</p>
    </div>
  );
}

/**
 * Simplified CSS sketches of two placements, each labelled "Example": a sponsored card among a
 * hub's topic cards, and a banner under a topic's word list. Pictures, not controls: nothing in
 * them is a link or a button.
 */
export function PlacementExamples({ variant }: { variant: AdvertiseVariant }) {
  const { t } = useTranslation('advertise');
  const topics: AdvertiseKey[] = ['examples.topicFood', 'examples.topicAnimals', 'examples.topicTravel'];
  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-2">
      <figure className="relative min-w-0 rounded-xl border border-slate-300 bg-slate-100 p-4 pt-10">
        <ExampleBadge />
        <div className="grid grid-cols-2 gap-2">
          {topics.map((topic, i) => (
            // On a phone two topic cards and the sponsored one, full width, keep every word whole.
            <div key={topic} className={`rounded-lg border border-slate-200 bg-white p-3 ${i === 2 ? 'hidden sm:block' : ''}`}>
              <div className="mb-2 h-8 w-8 rounded-full bg-slate-300" aria-hidden="true" />
              <p className="font-semibold text-slate-900">{t(topic)}</p>
            </div>
          ))}
          <SponsorCard variant={variant} />
        </div>
        <figcaption className="mt-3 text-sm text-slate-700">{t('examples.hubCaption')}</figcaption>
      </figure>
      <figure className="relative min-w-0 rounded-xl border border-slate-300 bg-slate-100 p-4 pt-10">
        <ExampleBadge />
        <div className="rounded-lg border border-slate-200 bg-white p-3">
          <p className="text-sm font-semibold text-slate-700">{t('examples.wordList')}</p>
          <ul className="mt-2 divide-y divide-slate-100 text-slate-900">
            {EXAMPLE_WORDS.map((row) => (
              <li key={row[0]} lang="de" className="flex flex-wrap justify-between gap-x-4 py-1.5">
                <span>{row[0]}</span>
                <span>{row[1]}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border-2 border-dashed border-brand-700 bg-brand-50 p-3">
          <div className="h-10 w-10 shrink-0 rounded bg-brand-100" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <SponsoredTag />
            <p className="font-semibold text-slate-900">{t(sponsor[variant].title)}</p>
            <p className="text-sm text-slate-700">{t(sponsor[variant].text)}</p>
          </div>
        </div>
        <figcaption className="mt-3 text-sm text-slate-700">{t('examples.bannerCaption')}</figcaption>
      </figure>
    </div>
  );
}
