// spec §2 Footer: Contact Us; Cardholder Agreement (the virtual agreement PDF for a logged-in
// virtual card, otherwise the in-app page); Privacy Policy; the two California links; the
// online gambling notice; the issuer disclaimer. Every URL and text from the programme config.
// The pages the remotes declare add their footer links after Contact Us and the agreement.
import { Link } from '@portal/router';
import { PORTAL_ROUTES } from '@portal/contracts';
import { selectIsLoggedIn, selectIsVirtualCard, useProgram, useSession } from '@portal/session-store';
import { useDeclaredLinks } from './declared-links';
import { SHELL_TEXT } from './messages';
import styles from './footer.module.css';

function External({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} className={styles.link} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={styles.visuallyHidden}> {SHELL_TEXT.footer.newWindow}</span>
    </a>
  );
}

export function Footer() {
  const program = useProgram();
  const virtualSession = useSession((s) => selectIsLoggedIn(s) && selectIsVirtualCard(s));
  const t = SHELL_TEXT.footer;
  const declared = useDeclaredLinks('footer');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={SHELL_TEXT.footer.label}>
          <ul className={styles.links}>
            <li>
              <Link to={PORTAL_ROUTES.contact} className={styles.link}>
                {t.contactUs}
              </Link>
            </li>
            <li>
              {virtualSession ? (
                <External href={program.virtualAgreementPdfUrl}>{t.cardholderAgreement}</External>
              ) : (
                <Link to={PORTAL_ROUTES.agreements} className={styles.link}>
                  {t.cardholderAgreement}
                </Link>
              )}
            </li>
            {declared.map((link) => (
              <li key={link.path}>
                <Link to={link.path} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <External href={program.privacyPolicyUrl}>{t.privacyPolicy}</External>
            </li>
            <li>
              <External href={program.californiaPrivacyChoicesUrl}>{t.californiaChoices}</External>
            </li>
            <li>
              <External href={program.californiaPrivacyNoticeUrl}>{t.californiaNotice}</External>
            </li>
          </ul>
        </nav>
        <p className={styles.notice}>{program.gamblingNotice}</p>
        <p className={styles.disclaimer}>{program.issuerDisclaimer}</p>
      </div>
    </footer>
  );
}
