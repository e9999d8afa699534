// The accessibility statement: the standard the portal meets, how it is tested, its known limits,
// the agreements in other formats and how to reach the support team. Programme values come from
// the runtime config and the page reads nothing of the browser, so the static render
// (server-render.tsx) can serve it as it serves the contact page.
import { Link } from '@portal/router';
import { PORTAL_ROUTES } from '@portal/contracts';
import { useProgram } from '@portal/session-store';
import { PageHeader, PhoneLink, fillNodes } from '@portal/ui';
import { ACCESSIBILITY_ANSWER_DAYS, ACCESSIBILITY_TEXT, reviewedOn } from './messages';
import styles from './accessibility-statement.module.css';

const t = ACCESSIBILITY_TEXT;

export function AccessibilityStatement() {
  const program = useProgram();
  const phone = <PhoneLink phone={program.supportPhone} />;
  return (
    <div className={styles.page}>
      <PageHeader title={t.title} lead={fillNodes(t.intro, { product: program.productName })} />
      <p className={styles.reviewed}>{fillNodes(t.reviewed, { date: reviewedOn() })}</p>

      <section className={styles.section}>
        <h2 className={styles.heading}>{t.standard.heading}</h2>
        <p>{t.standard.conformance}</p>
        <p>{t.standard.commitment}</p>
      </section>

      <section className={styles.section}>
        <h2 className={styles.heading}>{t.testing.heading}</h2>
        <p>{t.testing.intro}</p>
        <ul className={styles.list}>
          {Object.values(t.testing.items).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section className={styles.section}>
        <h2 className={styles.heading}>{t.limits.heading}</h2>
        <p>{t.limits.intro}</p>
        <ul className={styles.list}>
          {Object.values(t.limits.items).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section className={styles.section}>
        <h2 className={styles.heading}>{t.formats.heading}</h2>
        <p>
          {fillNodes(t.formats.html, {
            agreements: (
              <Link to={PORTAL_ROUTES.agreements} className={styles.link}>
                {t.formats.agreementsLink}
              </Link>
            ),
          })}
        </p>
        <p>{fillNodes(t.formats.request, { phone })}</p>
      </section>

      <section className={styles.section}>
        <h2 className={styles.heading}>{t.contact.heading}</h2>
        <p>{t.contact.intro}</p>
        <p>{fillNodes(t.contact.phone, { phone, hours: program.supportHours })}</p>
        <p>
          {fillNodes(t.contact.form, {
            contactForm: (
              <Link to={PORTAL_ROUTES.contact} className={styles.link}>
                {t.contact.contactFormLink}
              </Link>
            ),
          })}
        </p>
        <p className={styles.answer}>
          {fillNodes(t.contact.answerTime, { days: ACCESSIBILITY_ANSWER_DAYS })}
        </p>
      </section>
    </div>
  );
}
