// spec §2 Contact Us: the form on the left; phones, mail address and website on the right,
// all from the programme config.
import { useProgram } from '@portal/session-store';
import { PhoneLink } from '@portal/ui';
import { CONTACT_TEXT } from './messages';
import { ContactForm } from './contact-form';
import styles from './contact.module.css';

export function ContactPage() {
  const program = useProgram();
  const t = CONTACT_TEXT;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.intro}>{t.intro}</p>
      <div className={styles.columns}>
        <ContactForm />
        <aside className={styles.aside} aria-label={t.title}>
          <section>
            <h2 className={styles.asideTitle}>{t.phoneHeading}</h2>
            <p className={styles.line}>
              <span className={styles.muted}>{t.customerService}</span>
              <PhoneLink phone={program.supportPhone} className={styles.phone} />
              <span>{program.supportHours}</span>
            </p>
            <p className={styles.line}>
              <span className={styles.muted}>{t.cardBalance}</span>
              <PhoneLink phone={program.balancePhone} className={styles.phone} />
              <span>{program.balanceHours}</span>
            </p>
          </section>
          <section>
            <h2 className={styles.asideTitle}>{t.mailHeading}</h2>
            <address className={styles.address}>
              {program.mailAddress.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </section>
          <section>
            <h2 className={styles.asideTitle}>{t.websiteHeading}</h2>
            <a href={program.websiteUrl} className={styles.website} target="_blank" rel="noopener noreferrer">
              {program.websiteUrl.replace(/^https?:\/\//, '')}
            </a>
          </section>
        </aside>
      </div>
    </div>
  );
}
