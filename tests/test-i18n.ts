import { initReactI18next } from 'react-i18next';
import { i18n } from '@/i18n/i18n';

const english = import.meta.glob<Record<string, unknown>>('/locales/en/*.json', { eager: true, import: 'default' });

/** English strings, loaded synchronously, on the app's own i18n instance. */
export async function initTestI18n(): Promise<void> {
  if (i18n.isInitialized) return;
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [file, strings] of Object.entries(english)) {
    const ns = /\/([\w-]+)\.json$/.exec(file)?.[1];
    if (ns) resources[ns] = strings;
  }
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}
