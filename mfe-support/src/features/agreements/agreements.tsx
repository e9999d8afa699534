// spec §2 Agreement index (heading 'Cardholder Agreement', PDF and HTML links for four
// documents) and the four agreement pages, the documents and their PDFs in the page's language.
import { Link } from '@portal/router';
import { PORTAL_ROUTES } from '@portal/contracts';
import { AGREEMENT_DOCUMENTS, type AgreementsProps } from '@portal/contracts/props';
import { legalDocument } from '@portal/legal';
import { useProgram } from '@portal/session-store';
import { PageHeader } from '@portal/ui';
import { AGREEMENTS_TEXT } from './messages';
import { legalLanguage } from './language';
import { LegalDocumentView } from './legal-document-view';
import { pdfUrl } from './pdf-url';
import styles from './agreements.module.css';

const t = AGREEMENTS_TEXT;

function AgreementIndex() {
  const language = legalLanguage();
  return (
    <div className={styles.page}>
      <PageHeader title={t.title} lead={t.intro} />
      <ul className={styles.index}>
        {AGREEMENT_DOCUMENTS.map((id) => (
          <li key={id} className={styles.item}>
            <span className={styles.itemName}>{t.documents[id]}</span>
            <span className={styles.itemLinks}>
              <a href={pdfUrl(id, language)} className={styles.button} download>
                {t.pdf}
                <span className={styles.visuallyHidden}> – {t.documents[id]}</span>
              </a>
              <Link to={PORTAL_ROUTES.agreement.build(id)} className={styles.button}>
                {t.html}
                <span className={styles.visuallyHidden}> – {t.documents[id]}</span>
              </Link>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Agreements({ document }: AgreementsProps) {
  if (!document) return <AgreementIndex />;
  return <AgreementPage document={document} />;
}

function AgreementPage({ document }: { document: NonNullable<AgreementsProps['document']> }) {
  const language = legalLanguage();
  // which version governs is the programme's decision (a Spanish version says it)
  const { governingLanguage } = useProgram();
  return (
    <div className={styles.page}>
      <nav className={styles.docNav} aria-label={t.nav}>
        <Link to={PORTAL_ROUTES.agreements} className={styles.back}>
          ‹ {t.back}
        </Link>
        <a href={pdfUrl(document, language)} className={styles.button} download>
          {t.download}
        </a>
      </nav>
      <LegalDocumentView document={legalDocument(document, language, { governingLanguage })} />
    </div>
  );
}
