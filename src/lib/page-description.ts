import { useEffect } from 'react';

/**
 * The page's `<meta name="description">` while a page is shown. The document keeps ONE such tag
 * (index.html's site description): a page sets its content and puts the site's back when it
 * leaves. (React 19 would add a second tag beside the static one, and crawlers read the first.)
 */
export function usePageDescription(text: string | null | undefined): void {
  useEffect(() => {
    if (!text) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const before = meta.content;
    meta.content = text;
    return () => {
      if (created) meta.remove();
      else meta.content = before;
    };
  }, [text]);
}
