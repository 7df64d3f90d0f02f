import { AppLink } from './app-link';

export interface Crumb {
  label: string;
  to?: string;
}

/** Breadcrumb trail (spec 000 §2 "Breadcrumb form"): the last crumb is the current page. */
export function Breadcrumb({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm text-slate-700">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">›</span>}
            {item.to && i < items.length - 1 ? (
              <AppLink to={item.to} className="underline-offset-2 hover:underline">
                {item.label}
              </AppLink>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined} className="font-medium text-slate-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
