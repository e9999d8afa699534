// A contact request answers with its reference, the one its row keeps and its acknowledgement
// quotes: what the cardholder gives when they write or call again (docs/product.md, Contact Us).
import { randomBytes } from 'node:crypto';
import { CONTACT_REPLY_BUSINESS_DAYS } from '@portal/contracts';
import { harness, captchaFor, type Harness } from './helpers';
import { contactReference, referenceKey } from '../src/modules/support/reference';

let h: Harness;
beforeAll(async () => {
  h = await harness({ settings: { contactRateLimit: 100 } });
});
afterAll(() => h.close());

const send = (email: string) =>
  h.post('/support/contact', {
    name: 'Avery Stone',
    email,
    cardNumber: '',
    inquiryType: 'Card Use',
    message: 'My card was declined',
    captchaResponse: captchaFor('ind_contact_form'),
  });

const REFERENCE = /^C-[A-HJ-NP-Z2-9]{6}$/;

describe('POST /support/contact answers a reference', () => {
  test('the answer carries a reference (C- and six characters never misread), and the stored row has the same one', async () => {
    const res = await send('ref-one@example.com');
    expect(res.statusCode).toBe(200);
    const { received, reference } = res.json<{ received: boolean; reference: string }>();
    expect(received).toBe(true);
    expect(reference).toMatch(REFERENCE);
    const rows = await h.rows<{ reference: string }>(
      'select reference from support_requests where email = $1',
      ['ref-one@example.com'],
    );
    expect(rows).toEqual([{ reference }]);
  });

  test('each request gets its own reference, kept with its own row', async () => {
    const first = (await send('ref-two@example.com')).json<{ reference: string }>().reference;
    const second = (await send('ref-two@example.com')).json<{ reference: string }>().reference;
    expect(second).not.toBe(first);
    const rows = await h.rows<{ reference: string }>(
      'select reference from support_requests where email = $1 order by id',
      ['ref-two@example.com'],
    );
    expect(rows.map((r) => r.reference)).toEqual([first, second]);
  });

  test('the acknowledgement to the cardholder quotes the reference and the reply time', async () => {
    const { reference } = (await send('ref-ack@example.com')).json<{ reference: string }>();
    const [ack] = await h.rows<{ body: string }>('select body from outbox where recipient = $1', [
      'ref-ack@example.com',
    ]);
    expect(ack!.body).toContain(`We received your request ${reference}`);
    expect(ack!.body).toContain(`within ${CONTACT_REPLY_BUSINESS_DAYS} business days`);
  });
});

describe('contactReference', () => {
  const key = referenceKey(randomBytes(32));

  test('one key gives every id its own reference', () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 5_000; id++) seen.add(contactReference(id, key));
    expect(seen.size).toBe(5_000);
    for (const reference of seen) expect(reference).toMatch(REFERENCE);
  });

  test('another key gives other references: they cannot be worked out from the id', () => {
    const other = referenceKey(randomBytes(32));
    const ids = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const mine = ids.map((id) => contactReference(id, key));
    const theirs = ids.map((id) => contactReference(id, other));
    expect(mine.filter((reference, i) => reference === theirs[i])).toEqual([]);
  });

  test('ids past 2^30 get eight characters, still one per id', () => {
    const big = [2 ** 30, 2 ** 30 + 1, 2 ** 35, 2 ** 40 - 1].map((id) => contactReference(id, key));
    for (const reference of big) expect(reference).toMatch(/^C-[A-HJ-NP-Z2-9]{8}$/);
    expect(new Set(big).size).toBe(big.length);
    expect(() => contactReference(2 ** 40, key)).toThrow(RangeError);
  });
});
