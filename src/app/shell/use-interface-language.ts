import { useAppStore } from '@/store/store';
import { isLang, type Lang } from '@/i18n/languages';

/**
 * The interface language and the one way to change it, shared by the header's select and the
 * language page (`/loc`): the store's `setLang` saves `site-language`, and main.tsx follows the
 * store with i18next and `<html lang>`.
 */
export function useInterfaceLanguage(): { lang: Lang; choose: (value: string) => boolean } {
  const lang = useAppStore((s) => s.curLang);
  const setLang = useAppStore((s) => s.setLang);
  return {
    lang,
    choose: (value) => {
      if (!isLang(value)) return false;
      setLang(value);
      return true;
    },
  };
}
