// A cardholder who reads Spanish, on a phone (375 px), by what a screen reader gets (roles, names,
// focus): login with a refusal worded in Spanish, the card page (PIN reset with its SMS in Spanish,
// freeze, the lost-or-stolen dialog), the history's CSV and a dispute with its mail in Spanish,
// registration's field messages, contact, and an agreement with its Spanish PDF. The language is
// kept across a log out and a new login; axe finds nothing serious, and nothing is wider than the
// phone at 375 or 320 px. The texts are the catalogues' Spanish (docs/i18n.md's glossary).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { issueCard, outbox, postTransaction } from '../support/admin';
import { expectNoSeriousA11yViolations, screenshots, tabTo } from '../support/portal';

test.use({ locale: 'es-MX', viewport: { width: 375, height: 667 } });
test.describe.configure({ timeout: 120_000 });

const MERCHANT = 'MERCADO DE LA ESQUINA';

/** Nothing wider than the phone, at 375 px and at 320 px. */
async function expectNoOverflow(page: Page, what: string): Promise<void> {
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: 667 });
    const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(over, `${what} at ${width} px: wider than the phone by`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 375, height: 667 });
}

async function loginInSpanish(page: Page, card: { cardNumber: string; cvv: string }): Promise<void> {
  await page.goto('/ind/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  const form = page.getByRole('form', { name: 'Consulte su saldo' });
  await form.getByLabel('Número de tarjeta').fill(card.cardNumber);
  await form.getByLabel('CVV').fill(card.cvv);
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi tarjeta' })).toBeVisible({ timeout: 20_000 });
}

test('login, PIN reset and freeze in Spanish; the language is kept across a new login', async ({ page }) => {
  const card = issueCard('--status', 'activated', '--registered', '--amount', '80.00');
  // a wrong CVV: the refusal in Spanish, said by an alert
  await page.goto('/ind/login');
  const form = page.getByRole('form', { name: 'Consulte su saldo' });
  await form.getByLabel('Número de tarjeta').fill(card.cardNumber);
  await form.getByLabel('CVV').fill(String((Number(card.cvv) + 1) % 1000).padStart(3, '0'));
  await form.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'no coinciden con nuestros registros' }),
  ).toBeVisible();
  await expectNoOverflow(page, 'the login refusal');

  await loginInSpanish(page, card);
  await expect(page.getByText('$80.00').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoOverflow(page, 'the card page');
  await screenshots(page, 'spanish-card-page');

  // PIN reset, by keyboard: its SMS is in Spanish, since the card keeps the page's language
  await tabTo(page, page.getByRole('button', { name: 'Restablecer el PIN' }));
  await page.keyboard.press('Enter');
  const reset = page
    .getByRole('alertdialog', { name: 'Restablecer el PIN' })
    .or(page.getByRole('dialog', { name: 'Restablecer el PIN' }));
  await expect(reset).toBeVisible();
  await reset.getByRole('button', { name: 'Restablecer el PIN' }).click();
  await expect(page.getByRole('heading', { name: 'PIN restablecido' })).toBeVisible();
  await expect
    .poll(
      () =>
        outbox().filter((m) => m.channel === 'sms' && /su nuevo PIN|se envió un nuevo PIN/.test(m.body))
          .length,
    )
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Aceptar' }).click();

  // the lost-or-stolen dialog opens in Spanish and closes with Escape
  await page.getByRole('button', { name: 'Reportar la tarjeta perdida o robada' }).click();
  const lost = page.getByRole('alertdialog', { name: 'Reportar su tarjeta como perdida o robada' });
  await expect(lost.getByRole('radio', { name: 'La perdí' })).toBeVisible();
  await expectNoOverflow(page, 'the lost-or-stolen dialog');
  await page.keyboard.press('Escape');
  await expect(lost).toBeHidden();

  // freeze: the confirmation, then the chip says Congelada
  await page.getByRole('button', { name: 'Congelar la tarjeta' }).click();
  const freeze = page.getByRole('alertdialog', { name: '¿Está seguro de que desea congelar su tarjeta?' });
  await expect(freeze.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await freeze.getByRole('button', { name: 'Congelar' }).click();
  await expect(page.getByRole('heading', { name: 'Tarjeta congelada' })).toBeVisible();
  await expect(page.getByText('Congelada', { exact: true }).first()).toBeVisible();

  // log out, and a new login is in Spanish still
  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarjetas prepagadas' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
});

test('the history in Spanish: its CSV header and a dispute, whose mail is in Spanish', async ({ page }) => {
  const card = issueCard('--status', 'activated', '--registered', '--amount', '100.00');
  const today = new Date().toISOString().slice(0, 10);
  postTransaction(card, { amount: '-23.45', merchant: MERCHANT, date: today, type: 'purchase' });
  await loginInSpanish(page, card);
  const panel = page.getByRole('region', { name: 'Transacciones recientes' });
  await expect(panel.getByText(MERCHANT).filter({ visible: true }).first()).toBeVisible({ timeout: 20_000 });

  // the CSV's header row in Spanish
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Exportar a CSV' }).click();
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  expect(csv.split(/\r?\n/)[0]).toBe('Fecha,Tipo,Comercio,Monto');

  // a dispute, by keyboard: the purchase's row opens its details, with its report button
  const purchase = panel
    .getByRole('button', { name: new RegExp(`^${MERCHANT}, −\\$23\\.45, `) })
    .filter({ visible: true });
  await tabTo(page, purchase);
  await page.keyboard.press('Enter');
  await expect(purchase).toHaveAttribute('aria-expanded', 'true');
  await tabTo(
    page,
    panel
      .getByRole('button', { name: new RegExp(`^Reportar un problema con ${MERCHANT} del `) })
      .filter({ visible: true }),
  );
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: `Reportar un problema con ${MERCHANT}` });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('radio', { name: 'El monto es incorrecto' }).check();
  await sheet.getByLabel('¿Qué pasó?').fill('Me cobraron 23,45 y el precio era 13,45.');
  await sheet.getByLabel('¿Cómo podemos comunicarnos con usted?').fill('titular@example.com');
  await expectNoOverflow(page, 'the dispute sheet');
  await sheet.getByRole('button', { name: 'Enviar reporte' }).click();
  const received = page.getByText(/Recibimos su reporte\. El número de referencia de su caso es /);
  await expect(received).toBeVisible();
  const reference = /es ([A-Z0-9-]+)\.?$/.exec((await received.textContent()) ?? '')![1]!;
  // the case's mail, in the card's language
  await expect
    .poll(() =>
      outbox()
        .filter((m) => m.body.includes(reference))
        .map((m) => `${m.subject ?? ''}\n${m.body}`),
    )
    .toEqual([expect.stringMatching(/Recibimos|caso/)]);
});

test('registration, contact and an agreement in Spanish', async ({ page }) => {
  // registration: a field's message in Spanish, tied to its field
  await page.goto('/ind/registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de la tarjeta' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Registrar/ })
    .last()
    .click();
  const cardNumber = page.getByRole('textbox', { name: /^Número de tarjeta/ });
  await expect(cardNumber).toHaveAccessibleDescription(/El número de tarjeta es obligatorio/);
  await expectNoSeriousA11yViolations(page);
  await expectNoOverflow(page, 'registration');

  // contact: sent, with its reference
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeVisible();
  const contact = page.getByRole('form', { name: 'Envíenos un mensaje' });
  await contact.getByLabel('Nombre').fill('Ana Pérez');
  await contact.getByLabel('Correo electrónico').fill('ana@example.com');
  await contact
    .getByRole('combobox', { name: 'Motivo de la consulta' })
    .selectOption({ label: 'Saldo de la tarjeta' });
  await contact.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Su número de referencia:')).toBeVisible({ timeout: 15_000 });
  await expectNoOverflow(page, 'contact sent');

  // an agreement in Spanish, its PDF in Spanish beside it
  await page.goto('/cardholder-agreement/vv');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Contrato del titular de la tarjeta');
  await expect(page.getByText(/prevalecerá la versión en inglés/)).toBeVisible();
  const pdf = page.getByRole('link', { name: /PDF/ }).first();
  await expect(pdf).toHaveAttribute('href', /vv-es\.pdf$/);
  const res = await page.request.get((await pdf.getAttribute('href'))!);
  expect([res.status(), res.headers()['content-type']]).toEqual([200, 'application/pdf']);
  await expectNoOverflow(page, 'the agreement');
});
