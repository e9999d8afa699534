// The links the remotes' declared pages ask for (/config.json `pages`, each page's `links`): in
// the nav bar or the footer, after the host's own, in their order, for whom they are meant, labelled
// in the page's language.
import { declaredLabel, type RuntimePage } from '@portal/contracts';
import { currentLocale } from '@portal/contracts/i18n';
import { selectIsLoggedIn, usePages, useSession } from '@portal/session-store';

export interface DeclaredLink {
  path: string;
  label: string;
}

/** The declared links of `place` for a visitor signed in or not, in order (then by path). */
export function declaredLinks(
  pages: readonly RuntimePage[],
  place: 'nav' | 'footer',
  signedIn: boolean,
): DeclaredLink[] {
  return pages
    .flatMap((page) =>
      page.links
        .filter((link) => link.in === place)
        .filter((link) => link.for === 'everyone' || (link.for === 'signedIn') === signedIn)
        .map((link) => ({ path: page.path, label: declaredLabel(link, currentLocale()), order: link.order })),
    )
    .sort((a, b) => a.order - b.order || (a.path < b.path ? -1 : 1))
    .map(({ path, label }) => ({ path, label }));
}

export function useDeclaredLinks(place: 'nav' | 'footer'): DeclaredLink[] {
  const pages = usePages();
  const signedIn = useSession((s) => selectIsLoggedIn(s));
  return declaredLinks(pages, place, signedIn);
}
