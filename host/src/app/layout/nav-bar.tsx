// spec §2 Navigation bar: CHECK BALANCE (login), Register Card (registration), Log out only
// when logged in; on small screens the links collapse behind a disclosure button. The pages the
// remotes declare add their nav links before Log out.
import { useEffect, useId, useState, type MouseEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from '@portal/router';
import { api } from '@portal/api-client';
import { useHydrated } from '@portal/ui';
import { PORTAL_ROUTES } from '@portal/contracts';
import { currentLocale } from '@portal/contracts/i18n';
import { selectIsLoggedIn, useProgram, useSession } from '@portal/session-store';
import { followLink, saveCardLanguage } from '../../features/login/card-language';
import { useDeclaredLinks } from './declared-links';
import { SHELL_TEXT } from './messages';
import styles from './nav-bar.module.css';

export function NavBar() {
  const program = useProgram();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useSession((s) => selectIsLoggedIn(s));
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const menuId = useId();
  const declared = useDeclaredLinks('nav');

  // a followed link closes the menu
  useEffect(() => setOpen(false), [location.key]);

  const logout = async () => {
    try {
      await api.logout(); // spec §4: the server's logout call, then clear and go home
    } catch {
      // the local session ends whatever the server answers
    }
    useSession.getState().logout();
    setOpen(false);
    void navigate(PORTAL_ROUTES.home);
  };

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    [styles.link, isActive ? styles.active : ''].filter(Boolean).join(' ');

  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {SHELL_TEXT.nav.skip}
      </a>
      <nav className={styles.nav} aria-label={SHELL_TEXT.nav.label}>
        <Link
          to={PORTAL_ROUTES.home}
          className={styles.brand}
          aria-label={`${program.productName} ${SHELL_TEXT.nav.home}`}
        >
          {program.logoUrl ? (
            <img src={program.logoUrl} alt="" className={styles.logo} />
          ) : (
            <span className={styles.mark} aria-hidden="true">
              <svg viewBox="0 0 32 22" width="32" height="22" focusable="false">
                <rect width="32" height="22" rx="4" fill="currentColor" />
                <rect y="5" width="32" height="4" fill="var(--portal-color-accent, #f2a900)" />
              </svg>
            </span>
          )}
          <span className={styles.product}>{program.productName}</span>
        </Link>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          // a tap on the server's HTML before the page's code runs would be lost: not until then
          disabled={!hydrated}
          onClick={() => setOpen((o) => !o)}
        >
          <span className={styles.burger} aria-hidden="true" />
          {SHELL_TEXT.nav.menu}
        </button>
        <ul id={menuId} className={[styles.menu, open ? styles.open : ''].filter(Boolean).join(' ')}>
          <li>
            <NavLink to={PORTAL_ROUTES.login} className={linkClass}>
              {SHELL_TEXT.nav.checkBalance}
            </NavLink>
          </li>
          <li>
            <NavLink to={PORTAL_ROUTES.registration} end className={linkClass}>
              {SHELL_TEXT.nav.registerCard}
            </NavLink>
          </li>
          {declared.map((link) => (
            <li key={link.path}>
              <NavLink to={link.path} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <LanguageLink className={styles.link} />
          </li>
          {loggedIn ? (
            <li>
              <button type="button" className={styles.logout} onClick={() => void logout()}>
                {SHELL_TEXT.nav.logout}
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}

/**
 * The other language, named in that language ("Español" on an English page): a plain link to the
 * server's language route, which remembers the choice and brings the visitor back to this page in
 * it (api-server hosting/language-route.ts), so it works before the page's code has run. Signed
 * in, a click first saves the choice as the card's (its mail and SMS follow it), for a moment at
 * most, then follows the link.
 */
function LanguageLink({ className }: { className?: string }) {
  const location = useLocation();
  const loggedIn = useSession((s) => selectIsLoggedIn(s));
  const other = currentLocale() === 'es' ? 'en' : 'es';
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  const href = `/language/${other}?next=${next}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!loggedIn) return;
    // a new tab or window keeps this page: the save goes alongside
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      void saveCardLanguage(other);
      return;
    }
    event.preventDefault();
    void saveCardLanguage(other).then(() => followLink(href));
  };
  return (
    <a className={className} href={href} lang={other} hrefLang={other} onClick={onClick}>
      {SHELL_TEXT.language.switchTo}
    </a>
  );
}
