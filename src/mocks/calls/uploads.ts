import { http, HttpResponse } from 'msw';
import { crosswordGridSvg } from '../answers';
import { db } from '../db';
import { notoSvg } from '../icons';
import { api } from '../respond';

/** Uploads: section, word, article and crossword pictures. */
export const uploadHandlers = [
  http.get(api('uploads/:folder/:file'), ({ params }) => {
    const folder = String(params.folder);
    const stem = String(params.file).replace(/\.svg$/, '');
    let svg: string | undefined;
    if (folder === 'crosswords') svg = crosswordGridSvg(Number(stem));
    else if (folder === 'articles') svg = notoSvg(db.articles.find((a) => a.id === Number(stem))?.icon ?? '');
    else svg = notoSvg(stem);
    if (!svg) return new HttpResponse('Not found', { status: 404 });
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } });
  }),
];
