// SVG card images, rendered in memory (nothing written to disk).
import type { Program } from '@portal/contracts';
import type { CarouselDesign } from '../config/program';

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

const FONT = 'font-family="\'Helvetica Neue\', Arial, sans-serif"';

/** The virtual card with full number, expiry, CVV and holder name (only ever served with no-store). */
export function virtualCardSvg(input: {
  program: Pick<Program, 'productName' | 'colors'>;
  cardNumber: string;
  expiry: string;
  cvv: string;
  holderName: string;
}): string {
  const { colors, productName } = input.program;
  const groups = input.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="604" height="380" viewBox="0 0 604 380" role="img" aria-label="${escapeXml(`${productName} virtual card`)}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(colors.primary)}"/><stop offset="1" stop-color="${escapeXml(colors.text)}"/></linearGradient></defs>
  <rect width="604" height="380" rx="28" fill="url(#bg)"/>
  <text x="36" y="62" ${FONT} font-size="24" font-weight="700" fill="${escapeXml(colors.primaryContrast)}">${escapeXml(productName)}</text>
  <text x="36" y="92" ${FONT} font-size="16" fill="${escapeXml(colors.accent)}">VIRTUAL</text>
  <text x="36" y="210" ${FONT} font-size="38" letter-spacing="3" fill="${escapeXml(colors.primaryContrast)}">${escapeXml(groups)}</text>
  <text x="36" y="262" ${FONT} font-size="13" fill="${escapeXml(colors.primaryContrast)}" opacity="0.8">VALID THRU</text>
  <text x="36" y="290" ${FONT} font-size="24" fill="${escapeXml(colors.primaryContrast)}">${escapeXml(input.expiry)}</text>
  <text x="200" y="262" ${FONT} font-size="13" fill="${escapeXml(colors.primaryContrast)}" opacity="0.8">CVV</text>
  <text x="200" y="290" ${FONT} font-size="24" fill="${escapeXml(colors.primaryContrast)}">${escapeXml(input.cvv)}</text>
  <text x="36" y="342" ${FONT} font-size="22" fill="${escapeXml(colors.primaryContrast)}">${escapeXml(input.holderName.toUpperCase())}</text>
  <text x="568" y="342" text-anchor="end" ${FONT} font-size="40" font-style="italic" font-weight="700" fill="${escapeXml(colors.primaryContrast)}">VISA</text>
</svg>`;
}

/** A carousel card design (no card data). */
export function carouselCardSvg(design: CarouselDesign, productName: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="302" height="190" viewBox="0 0 302 190" role="img" aria-label="${escapeXml(design.alt)}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${design.from}"/><stop offset="1" stop-color="${design.to}"/></linearGradient></defs>
  <rect width="302" height="190" rx="14" fill="url(#g)"/>
  <text x="18" y="34" ${FONT} font-size="13" font-weight="700" fill="#ffffff">${escapeXml(productName)}</text>
  <text x="18" y="56" ${FONT} font-size="11" fill="#ffffff" opacity="0.85">${escapeXml(design.label.toUpperCase())}</text>
  <rect x="18" y="78" width="40" height="30" rx="5" fill="#e8c766" opacity="0.9"/>
  <text x="18" y="140" ${FONT} font-size="16" letter-spacing="2" fill="#ffffff">4••• •••• •••• ••••</text>
  <text x="284" y="172" text-anchor="end" ${FONT} font-size="22" font-style="italic" font-weight="700" fill="#ffffff">VISA</text>
</svg>`;
}
