import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { IconPicture } from '@/components/ui/icon-picture';

/**
 * One area of the site on the home page: picture, title (the link, stretched over the whole
 * card so the card is one tap target), one line, and optionally the learner's standing there.
 */
export function AreaTile({ to, icon, title, text, children }: { to: string; icon: string; title: string; text: string; children?: ReactNode }) {
  return (
    <li className="card relative flex h-full gap-4 hover:border-brand-600 hover:shadow-md focus-within:border-brand-600">
      <IconPicture name={icon} size={48} className="size-10 shrink-0 sm:size-12" />
      <div className="min-w-0">
        <h3 className="text-lg font-semibold text-slate-900">
          <AppLink to={to} className="after:absolute after:inset-0 after:rounded-xl after:content-['']">
            {title}
          </AppLink>
        </h3>
        <p className="mt-1 text-slate-700">{text}</p>
        {children}
      </div>
    </li>
  );
}

/** The stars line of a tile: one star picture and the count in words. */
export function StarsLine({ label }: { label: string }) {
  return (
    <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-amber-800">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-amber-500">
        <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" fill="currentColor" />
      </svg>
      {label}
    </p>
  );
}
