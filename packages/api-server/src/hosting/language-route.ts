// GET /language/:locale?next=/path — the language control of every page (the host's nav): remembers
// the choice in the language cookie and sends the visitor back to the page they were on, now
// rendered in that language (hosting/page-render.ts reads the cookie). A plain link, so the choice
// works from the server's HTML before any script has run; the host also saves it on the card's
// record when a cardholder is signed in (the card/language operation). `next` is a path of this
// site only: anything else goes home.
import type { FastifyInstance } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, isLanguage, type Locale } from '@portal/contracts/i18n';
import { errorBody } from '../errors';

/** A path on this site (not `//host`, not `/\host`, no scheme), else '/'. */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || next.length > 2000) return '/';
  return /^\/(?![/\\])[^\s]*$/.test(next) ? next : '/';
}

export async function languageRoute(app: FastifyInstance, { pseudo }: { pseudo: boolean }): Promise<void> {
  app.get<{ Params: { locale: string }; Querystring: { next?: string } }>(
    '/language/:locale',
    async (req, reply) => {
      const locale = req.params.locale as Locale;
      if (!isLanguage(locale) && !(pseudo && locale === 'en-XA'))
        return reply.code(404).send(errorBody('not_found'));
      const secure = req.protocol === 'https' ? '; Secure' : '';
      return reply
        .header(
          'Set-Cookie',
          `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`,
        )
        .header('Cache-Control', 'no-store')
        .redirect(safeNext(req.query.next), 303);
    },
  );
}
