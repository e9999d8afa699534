// spec §2 Not-found page: image, "Sorry, we couldn't find that page", a Home button to /.
import { Link } from '@portal/router';
import { PORTAL_ROUTES } from '@portal/contracts';
import { NOT_FOUND_TEXT } from './messages';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <svg
        viewBox="0 0 320 200"
        className={styles.image}
        role="img"
        aria-label={NOT_FOUND_TEXT.notFound.image}
      >
        <rect x="40" y="30" width="240" height="150" rx="16" fill="var(--portal-color-primary, #1d4ed8)" />
        <rect x="40" y="62" width="240" height="26" fill="#0b1f44" />
        <rect x="62" y="112" width="96" height="16" rx="4" fill="#ffffff" opacity="0.85" />
        <rect x="62" y="138" width="64" height="12" rx="4" fill="#ffffff" opacity="0.6" />
        <circle cx="238" cy="138" r="30" fill="var(--portal-color-accent, #f2a900)" />
        <text
          x="238"
          y="150"
          textAnchor="middle"
          fontFamily="sans-serif"
          fontSize="36"
          fontWeight="700"
          fill="#0b1f44"
        >
          ?
        </text>
      </svg>
      <h1 className={styles.text}>{NOT_FOUND_TEXT.notFound.text}</h1>
      <Link to={PORTAL_ROUTES.home} className={styles.home}>
        {NOT_FOUND_TEXT.notFound.home}
      </Link>
    </div>
  );
}
