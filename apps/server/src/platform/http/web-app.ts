import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isKnownRoute } from '@repclub/shared';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { type PageRoute, headTemplate } from './page-head';

/**
 * Serves the built web app (apps/web/dist) and answers other GETs that look like a page of the app with
 * index.html, so client routes work on reload (the app shows its own 404 for a page it does not know). A path
 * under /api or /.well-known, or one whose last part has a file extension (/robots.txt, /favicon.ico,
 * /sitemap.xml), is a file: it answers 404 when there is no such file, never the app's HTML — unless it
 * matches a route of the app (a dotted slug, /events/a.b). Hashed assets are cached for a year; index.html never.
 * The build writes a brotli (.br) and a gzip (.gz) copy beside each text file; a browser that accepts one
 * gets it as is, with no compression work per request (docs/decisions/055).
 *
 * The `pages` (the modules' shared links, e.g. /events/:slugOrId) answer index.html with the page's meta tags in
 * its <head> (link previews, docs/decisions/090), or the plain index.html when their `meta` answers null; index.html
 * is read once and kept in memory for them.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  pages: readonly PageRoute[] = [],
) {
  const indexPath = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'the web app is not built; run `npm run build` to serve it');
  }

  if (hasBuild && pages.length > 0) {
    const template = headTemplate(fs.readFileSync(indexPath, 'utf8'));
    for (const page of pages) {
      app.get(page.path, async (request, reply) => {
        reply.header('cache-control', 'no-cache');
        const meta = await page.meta(request.params as Record<string, string>, request);
        if (!meta) {
          const url = request.url.split('?')[0] ?? '/';
          if (!looksLikeAppPage(url)) throw notFound(`No route for ${request.method} ${url}.`);
          return reply.sendFile('index.html');
        }
        return reply.type('text/html; charset=utf-8').send(template.withHead(meta));
      });
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasBuild && isPage && looksLikeAppPage(url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw notFound(`No route for ${request.method} ${url}.`);
  });
}

const FILE_EXTENSION = /\.[A-Za-z0-9]{1,10}$/;

function looksLikeAppPage(pathname: string): boolean {
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (pathname === '/.well-known' || pathname.startsWith('/.well-known/')) return false;
  if (isKnownRoute(pathname)) return true;
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  return !FILE_EXTENSION.test(last);
}
