import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated, useStoredState } from '@/lib/hydration';
import { HIDDEN_ELEMENTS } from '@/lib/device-keys';
import { readStored } from '@/lib/stored-key';
import { pickTipIndex, TIP_COUNT, tipKey } from './tips-model';

const TIP_ELEMENT = 'tip-of-the-day';


/**
 * One random tip out of the ≈40 language-learning tips (spec 000 §2). The tips are their own
 * locale namespace, downloaded for the current language only when this box renders.
 */
export function TipOfTheDay() {
  const { t, ready } = useTranslation('tips');
  const common = useTranslation().t;
  const [index, setIndex] = useState(() => pickTipIndex(Math.random));
  // A prerendered page shows the visitor's box with no tip yet (the tips load on the client): the
  // random tip and a stored "hide" apply once hydrated, so the first pass matches the HTML.
  const hydrated = useHydrated();
  const [hiddenElements, setHiddenElements] = useStoredState(HIDDEN_ELEMENTS);
  const hidden = hiddenElements.includes(TIP_ELEMENT);

  if (hidden) return null;

  return (
    <aside aria-labelledby="tip-title" className="mx-auto mt-12 max-w-6xl px-4">
      <div className="flex gap-4 rounded-xl border border-amber-200 bg-amber-50 p-4">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-1 size-6 shrink-0 text-amber-600">
          <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.8.8 1 1.5 1 2.5h6c0-1 .2-1.7 1-2.5A6 6 0 0 0 12 3z" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        <div className="flex-1">
          <h2 id="tip-title" className="font-semibold text-slate-900">
            {common('tip.title')}
          </h2>
          <p className="mt-1 min-h-12 text-slate-800" aria-live="polite">
            {ready && hydrated ? t(tipKey(index)) : ''}
          </p>
          <div className="mt-2 flex flex-wrap gap-4 text-sm">
            <button type="button" className="text-link" onClick={() => setIndex((i) => (i + 1) % TIP_COUNT)}>
              {common('tip.next')}
            </button>
            <button
              type="button"
              className="text-link"
              onClick={() => {
                // Another page may have hidden something since this one mounted: add to what is stored now.
                setHiddenElements([...readStored(HIDDEN_ELEMENTS), TIP_ELEMENT]);
              }}
            >
              {common('tip.hide')}
            </button>
          </div>
        </div>
      </div>
    </aside>
  );
}
