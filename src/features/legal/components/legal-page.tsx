import type { ReactNode } from 'react';

/**
 * A German legal page. The text is German whatever the interface language, so the page says
 * so (`lang="de"`) for screen readers and translation tools.
 */
export function LegalPage({ title, documentTitle, children }: { title: string; documentTitle?: string; children: ReactNode }) {
  return (
    <article lang="de" className="page">
      <title>{documentTitle ?? title}</title>
      <h1 className="page-title">{title}</h1>
      <div className="legal-text mt-6">{children}</div>
    </article>
  );
}
