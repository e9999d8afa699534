// spec §2: 'Card is not registered' banner with a 'Register card' link to /ind/registration.
import { Link } from '@portal/router';
import { PORTAL_ROUTES } from '@portal/contracts';
import { TEXTS } from '#shared/messages';
import styles from './card-overview.module.css';

const T = TEXTS.overview;

export function NotRegisteredBanner() {
  return (
    <section className={styles.banner} aria-labelledby="account-not-registered">
      <div>
        <h2 id="account-not-registered" className={styles.bannerTitle}>
          {T.notRegistered}
        </h2>
        <p className={styles.bannerText}>{T.notRegisteredHint}</p>
      </div>
      <Link className={styles.bannerLink} to={PORTAL_ROUTES.registration}>
        {T.registerCard}
      </Link>
    </section>
  );
}
