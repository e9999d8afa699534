// The virtual agreement and the e-sign consent from @portal/legal, rendered as HTML inside the
// modal's scrollable region, with {product} and {phone} filled from the programme.
import { fillLegalText, type LegalBlock, type LegalDocument, type LegalValues } from '@portal/legal';
import { AGREEMENT_TEXT } from '#shared/messages';
import styles from './agreement-modal.module.css';

function Block({ block, values }: { block: LegalBlock; values: LegalValues }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{fillLegalText(block.text, values)}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{fillLegalText(item, values)}</li>
          ))}
        </ul>
      );
    case 'fees':
      return (
        <table className={styles.fees}>
          <thead>
            <tr>
              <th scope="col">{AGREEMENT_TEXT.fee}</th>
              <th scope="col">{AGREEMENT_TEXT.amount}</th>
              <th scope="col">{AGREEMENT_TEXT.feeDetails}</th>
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.fee}>
                <th scope="row">{fillLegalText(row.fee, values)}</th>
                <td>{fillLegalText(row.amount, values)}</td>
                <td>{fillLegalText(row.details, values)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

export function LegalText({ document, values }: { document: LegalDocument; values: LegalValues }) {
  return (
    <article className={styles.document}>
      <h3 className={styles.documentTitle}>{fillLegalText(document.title, values)}</h3>
      <p className={styles.effective}>{document.effective}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h4 className={styles.sectionHeading}>{fillLegalText(section.heading, values)}</h4>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} values={values} />
          ))}
        </section>
      ))}
    </article>
  );
}
