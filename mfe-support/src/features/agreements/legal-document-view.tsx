// One legal document rendered as HTML, with the programme's {product} and {phone}.
import { fillLegalText, legalValues, type LegalDocument } from '@portal/legal';
import { useProgram } from '@portal/session-store';
import { AGREEMENTS_TEXT } from './messages';
import styles from './agreements.module.css';

export function LegalDocumentView({
  document,
  headingLevel = 1,
}: {
  document: LegalDocument;
  headingLevel?: 1 | 2;
}) {
  const program = useProgram();
  const values = legalValues(program);
  const f = (text: string) => fillLegalText(text, values);
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';
  const t = AGREEMENTS_TEXT;
  return (
    <article className={styles.document}>
      <Title className={styles.docTitle}>{f(document.title)}</Title>
      <p className={styles.effective}>{document.effective}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <Section className={styles.sectionTitle}>{f(section.heading)}</Section>
          {section.blocks.map((block, i) => {
            if (block.kind === 'paragraph') return <p key={i}>{f(block.text)}</p>;
            if (block.kind === 'list')
              return (
                <ul key={i}>
                  {block.items.map((item) => (
                    <li key={item}>{f(item)}</li>
                  ))}
                </ul>
              );
            return (
              <table key={i} className={styles.fees}>
                <caption className={styles.visuallyHidden}>{t.fees}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.fee}</th>
                    <th scope="col">{t.amount}</th>
                    <th scope="col">{t.details}</th>
                  </tr>
                </thead>
                <tbody>
                  {block.rows.map((row) => (
                    <tr key={row.fee}>
                      <th scope="row">{row.fee}</th>
                      <td>{row.amount}</td>
                      <td>{f(row.details)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            );
          })}
        </section>
      ))}
    </article>
  );
}
