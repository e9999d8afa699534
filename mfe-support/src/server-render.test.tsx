/**
 * @jest-environment node
 */
// The static render of the support remote's public pages, as the server runs it (no DOM).
import { render } from './server-render';
import { CONFIG } from '#test/fixtures';

const url = (path: string) => `http://portal.example${path}`;

describe("the support remote's static render", () => {
  test('the contact page: its texts, the programme’s phone, a form whose Send is disabled until the code runs', async () => {
    const html = (await render({
      module: 'support/ContactPage',
      props: {},
      url: url('/contact-us'),
      config: CONFIG,
    }))!;
    expect(html).toContain('<h1');
    expect(html).toContain('Contact Us</h1>');
    expect(html).toContain('Send us your question and we will get back to you by email.');
    // a call button that dials without the page's code
    expect(html).toMatch(/<a[^>]*href="tel:\+1\d{10}"/);
    expect(html).toContain(`>${CONFIG.program.supportPhone}</span></a>`);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    // its ids cannot meet the host's (another tree)
    expect(html).toMatch(/ id="_support-/);
    expect(html).not.toMatch(/ id="_R_/);
  });

  test('an agreement: the document with links that work without the page’s code (root-relative PDF)', async () => {
    const html = (await render({
      module: 'support/Agreements',
      props: { document: 'vv' },
      url: url('/cardholder-agreement/vv'),
      config: CONFIG,
    }))!;
    expect(html).toContain('Virtual Visa Cardholder Agreement');
    expect(html).toMatch(/href="\/cardholder-agreement"/);
    expect(html).toMatch(/href="[^"]*\/legal\/[^"]+\.pdf"/);
    expect(html).not.toContain('http://localhost');
  });

  test('the contact page in Spanish (locale es): its words, the same phone and form', async () => {
    const html = (await render({
      module: 'support/ContactPage',
      props: {},
      url: url('/contact-us'),
      config: CONFIG,
      locale: 'es',
    }))!;
    expect(html).toContain('Contáctenos</h1>');
    expect(html).toContain('Envíenos su pregunta y le responderemos por correo electrónico.');
    expect(html).toContain('Motivo de la consulta');
    expect(html).toContain('<option value="Card Use">Uso de la tarjeta</option>');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>.*Enviar/);
    expect(html).toContain(`>${CONFIG.program.supportPhone}</span></a>`);
    expect(html).not.toContain('Send us your question');
    expect(html).not.toContain('Contact Us</h1>');
  });

  test('an agreement in Spanish: the Spanish document, which version governs, its Spanish PDF', async () => {
    const html = (await render({
      module: 'support/Agreements',
      props: { document: 'vv' },
      url: url('/cardholder-agreement/vv'),
      config: CONFIG,
      locale: 'es',
    }))!;
    expect(html).toContain('Contrato del titular de la tarjeta Visa virtual</h1>');
    expect(html).toContain('prevalecerá la versión en inglés');
    expect(html).toMatch(/href="[^"]*\/legal\/vv-es\.pdf"/);
    expect(html).toMatch(/href="\/cardholder-agreement"/);
  });

  test('a render in Spanish leaves the next, in English, in English', async () => {
    await render({
      module: 'support/ContactPage',
      props: {},
      url: url('/contact-us'),
      config: CONFIG,
      locale: 'es',
    });
    const html = (await render({
      module: 'support/ContactPage',
      props: {},
      url: url('/contact-us'),
      config: CONFIG,
    }))!;
    expect(html).toContain('Contact Us</h1>');
  });

  test('a module it does not render without the browser gives null', async () => {
    expect(
      await render({ module: 'support/Nothing' as never, props: {}, url: url('/x'), config: CONFIG }),
    ).toBeNull();
  });
});
