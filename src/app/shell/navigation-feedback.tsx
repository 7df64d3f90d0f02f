import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router-dom';

/**
 * While a lazy page loads, a thin bar runs along the top (the loading fallback of every route
 * change). After each change, focus moves to the main region so keyboard and screen-reader
 * users start at the new page's content.
 */
export function NavigationFeedback() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  if (navigation.state === 'idle') return null;
  return (
    <div role="progressbar" aria-label={t('pageLoading')} className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-emerald-100">
      <div className="loading-bar h-full w-1/3 bg-emerald-600" />
    </div>
  );
}
