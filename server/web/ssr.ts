import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import { graphql, type GraphQLSchema } from 'graphql';
import type { Language } from '../../shared/i18n';
import { VISITOR_COOKIE, VISITOR_ID_PATTERN } from '../../shared/visitor';
import type { AppDeps, Context } from '../graphql/context';
import { translator } from '../lib/i18n';
import { readCookie } from '../lib/cookies';
import { pageRenders } from './pageCache';
import type { RenderPool } from './renderPool';
import type { RenderedPage, SsrModule } from './renderProtocol';

// The public site's pages rendered on the server with the PWA's own components
// (pwa/ssr/entry-server.tsx, built into dist/.ssr by `npm run build`): the
// first paint needs no JavaScript, and boot.ts hydrates on the first
// interaction. The render itself runs in a worker thread (renderPool.ts); its
// operations run here, in-process against the schema, as the visitor of this
// request (language, visitor id cookie), never over HTTP to ourselves.

/**
 * The visitor of a page load: the id its browser holds (`known`), else a new one given to it now, which the browser
 * adopts into localStorage (pwa/data/public/visitor.ts). Only a known id has its views counted by a render: a
 * crawler or link preview sends none and so never counts, and a first visit's views are counted by boot.ts.
 */
export function pageVisitor(req: Request, res: Response): { id: string; known: boolean } {
  const id = readCookie(req.get('cookie'), VISITOR_COOKIE);
  if (id && VISITOR_ID_PATTERN.test(id)) return { id, known: true };
  const fresh = randomUUID();
  res.append('Set-Cookie', `${VISITOR_COOKIE}=${fresh}; Path=/; Max-Age=${TWO_YEARS_S}; SameSite=Lax`);
  return { id: fresh, known: false };
}

/** The branch a page is rendered for: the `current_branch` cookie boot.ts mirrors from localStorage, else the default. */
export function pageBranch(req: Request): string {
  const slug = readCookie(req.get('cookie'), 'current_branch');
  return slug && BRANCH_SLUG.test(slug) ? slug : DEFAULT_BRANCH;
}

const BRANCH_SLUG = /^[a-z0-9-]{1,64}$/;
const DEFAULT_BRANCH = 'smouha';
const TWO_YEARS_S = 2 * 365 * 24 * 3600;

export class PublicPageRenderer {
  private module: Promise<SsrModule | null> | undefined;

  constructor(
    private readonly staticDir: string,
    private readonly deps: AppDeps,
    private readonly schema: GraphQLSchema,
    private readonly workers: RenderPool,
  ) {
    // Loaded now rather than by the first visitor, whose page would wait for it.
    void this.load();
  }

  /** Whether `path` is a public page the server renders (false while the renderer is not built or failed to load). */
  async renders(path: string): Promise<boolean> {
    return Boolean((await this.load())?.rendersOnServer(path));
  }

  /**
   * Renders `req`'s public page in `language` for the `branch` chosen, or answers undefined when it is not one (or
   * the renderer is not built): the plain shell then. With a `visitor` the page is theirs: their likes, and their
   * views counted by the render. Without one it is every visitor's, fit for the cache (pageCache.ts): views are left
   * to the browser (boot.ts counts them once the page has loaded, as it does for a first visit).
   */
  async render(
    req: Request,
    res: Response,
    page: { language: Language; branch: string; visitor?: string | undefined },
  ): Promise<RenderedPage | undefined> {
    const ssr = await this.load();
    if (!ssr?.rendersOnServer(req.path)) return undefined;
    pageRenders.inc();
    const { language, branch, visitor } = page;
    const context = this.contextFor(req, res, language, visitor);
    const run = (query: string, variables: Record<string, unknown> | undefined) => this.execute(context, query, variables);
    const settings = (await run('{ appSettings { theme } }', undefined)) as { appSettings: { theme: string } };
    // The router needs a URL; not the request's Host, which would then be in a page kept for everyone.
    const url = `http://localhost${req.originalUrl}`;
    const input = { url, language, branch, theme: settings.appSettings.theme, countViews: visitor !== undefined };
    return (await this.workers.render(input, run)) ?? undefined;
  }

  private contextFor(req: Request, res: Response, language: Language, visitor: string | undefined): Context {
    // The operations read the visitor from the X-Visitor-Id header, as the browser sends it; a page for everyone has none.
    const asVisitor = Object.create(req, {
      get: { value: (name: string) => (name.toLowerCase() === 'x-visitor-id' ? visitor : req.get(name)) },
    }) as Request;
    return { ...this.deps, user: null, authProblem: null, language, t: translator(language), req: asVisitor, res };
  }

  private async execute(contextValue: Context, query: string, variables: Record<string, unknown> | undefined): Promise<unknown> {
    const result = await graphql({ schema: this.schema, source: query, variableValues: variables, contextValue });
    if (result.errors?.length || !result.data) throw new Error(result.errors?.[0]?.message ?? 'no data');
    return result.data;
  }

  private load(): Promise<SsrModule | null> {
    this.module ??= (async () => {
      const file = path.join(this.staticDir, '.ssr', 'entry-server.js');
      if (!fs.existsSync(file)) return null;
      // Here only for rendersOnServer: the renders are the workers'.
      return (await import(pathToFileURL(file).href)) as SsrModule;
    })().catch((err: unknown) => {
      this.deps.logger.error({ err }, 'the server renderer failed to load; public pages fall back to the shell');
      return null;
    });
    return this.module;
  }
}
