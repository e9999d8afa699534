// spec §2 Home: anonymous — 'Prepaid Cards', 'Order cards', and under 'Already have a card?
// Check your balance' the login form 'Check your balance'; with a session — the 'Card
// registration' block and the 'Popular types of cards' carousel.
import { Link } from '@portal/router';
import { PORTAL_ROUTES } from '@portal/contracts';
import { selectIsLoggedIn, useProgram, useSession } from '@portal/session-store';
import { HOME_TEXT } from '../../features/home/messages';
import { LOGIN_TEXT } from '../../features/login/messages';
import { SHELL_TEXT } from '../layout/messages';
import { DeferredLoginForm } from '../../features/login/deferred-login-form';
import { prefetchAfterLogin, refreshRuntimeRemotes } from '../remote-routes';
import { CardCarousel } from '../../features/home/card-carousel';
import styles from './home-page.module.css';

function CardArt() {
  return (
    <svg viewBox="0 0 340 214" className={styles.art} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="home-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.28" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0.05" />
        </linearGradient>
      </defs>
      <rect
        x="24"
        y="10"
        width="300"
        height="190"
        rx="16"
        fill="var(--portal-color-accent, #f2a900)"
        transform="rotate(-6 174 105)"
      />
      <rect x="10" y="20" width="300" height="190" rx="16" fill="#0f172a" />
      <rect x="10" y="20" width="300" height="190" rx="16" fill="url(#home-card)" />
      <rect x="34" y="70" width="44" height="34" rx="6" fill="#e8c66a" />
      <text x="34" y="150" fill="#fff" fontFamily="monospace" fontSize="20" letterSpacing="2">
        4••• •••• •••• 1234
      </text>
      <text
        x="250"
        y="190"
        fill="#fff"
        fontFamily="sans-serif"
        fontSize="26"
        fontWeight="700"
        fontStyle="italic"
      >
        VISA
      </text>
    </svg>
  );
}

// A cardholder comes to check a balance: the form follows the heading, on a phone within the
// first screen; ordering cards, for businesses, comes after it.
function AnonymousHome() {
  const program = useProgram();
  const t = HOME_TEXT.home;
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.heading}>{t.heading}</h1>
          <p className={styles.intro}>{t.intro}</p>
        </div>
        <CardArt />
      </section>
      <section className={styles.balance} aria-labelledby="check-balance-heading">
        <h2 id="check-balance-heading" className={styles.sectionHeading}>
          {t.checkBalanceHeading}
        </h2>
        <DeferredLoginForm
          title={LOGIN_TEXT.login.formTitle}
          headingLevel={3}
          onStart={prefetchAfterLogin}
          onSubmitting={refreshRuntimeRemotes}
        />
      </section>
      <p className={styles.order}>
        <span>{t.orderCardsNote}</span>
        <a
          className={styles.orderLink}
          href={program.orderCardsUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.orderCards}
          <span className={styles.visuallyHidden}> {SHELL_TEXT.footer.newWindow}</span>
        </a>
      </p>
    </>
  );
}

function SessionHome() {
  const program = useProgram();
  const t = HOME_TEXT.home;
  return (
    <>
      <h1 className={styles.visuallyHidden}>{t.heading}</h1>
      <div className={styles.sessionGrid}>
        <section className={styles.panel} aria-labelledby="registration-heading">
          <h2 id="registration-heading" className={styles.sectionHeading}>
            {t.registrationHeading}
          </h2>
          <ul className={styles.benefits}>
            {t.registrationBenefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
          <p className={styles.zeroLiability}>{t.zeroLiability}</p>
          <Link to={PORTAL_ROUTES.registration} className={styles.primaryLink}>
            {t.registrationButton}
          </Link>
        </section>
        <div className={styles.panel}>
          <h2 id="carousel-heading" className={styles.sectionHeading}>
            {t.carouselHeading}
          </h2>
          <CardCarousel labelledBy="carousel-heading" images={program.carouselImages} />
        </div>
      </div>
    </>
  );
}

export function HomePage() {
  const loggedIn = useSession((s) => selectIsLoggedIn(s));
  return <div className={styles.page}>{loggedIn ? <SessionHome /> : <AnonymousHome />}</div>;
}
