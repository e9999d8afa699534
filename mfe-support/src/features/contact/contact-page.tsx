// spec §2 Contact Us: the form on the left; phones, mail address and website on the right,
// all from the programme config. The page's header, panels and call buttons are packages/ui's, so
// this page reads and looks as the card page does.
import { useProgram } from '@portal/session-store';
import { CallButton, PageHeader, Panel } from '@portal/ui';
import { CONTACT_TEXT } from './messages';
import { ContactForm } from './contact-form';
import styles from './contact.module.css';

export function ContactPage() {
  const program = useProgram();
  const t = CONTACT_TEXT;
  return (
    <div className={styles.page}>
      <PageHeader title={t.title} lead={t.intro} />
      <div className={styles.columns}>
        <ContactForm />
        <aside className={styles.aside} aria-label={t.title}>
          <Panel heading={t.phoneHeading}>
            <CallButton phone={program.supportPhone} label={t.customerService} hours={program.supportHours} />
            <CallButton
              phone={program.balancePhone}
              label={t.cardBalance}
              hours={program.balanceHours}
              variant="secondary"
            />
          </Panel>
          <Panel heading={t.mailHeading}>
            <address className={styles.address}>
              {program.mailAddress.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </Panel>
          <Panel heading={t.websiteHeading}>
            <a href={program.websiteUrl} className={styles.website} target="_blank" rel="noopener noreferrer">
              {program.websiteUrl.replace(/^https?:\/\//, '')}
            </a>
          </Panel>
        </aside>
      </div>
    </div>
  );
}
