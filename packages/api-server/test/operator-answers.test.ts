// No operator answer carries a link id (an emailed link's or an embed session's account id) or a
// card image id: with one, anyone on the operator side could open the card's number and CVV. Every
// operation of the operator table is called once, in the production posture (where the outbox
// shows no sealed body), and each answer is searched for every link and image id in the store.
// `card issue` is the one exception: it creates a test card and answers its number, CVV and link,
// and is refused in production unless ALLOW_TEST_DATA=true.
import { ADMIN_OPERATIONS, ADMIN_OPERATION_NAMES, type AdminOperation } from '../src/operator/operations';
import { captchaFor, harness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await harness({ settings: { production: true, testData: true } });
});
afterAll(() => h.close());

const reason = 'walking every operator answer';

test('no operator answer carries a link id or a card image id (card issue, the test-data maker, aside)', async () => {
  const shown = await h.issue({ virtual: true, registered: true, email: 'walk@example.com' });
  const changed = await h.issue({ virtual: true, registered: true, email: 'walk-b@example.com' });
  const frozen = await h.issue({ status: 'activated', registered: true, frozen: true });
  await h.post('/support/contact', {
    name: 'Walker Stone',
    email: 'walker@example.com',
    cardNumber: '',
    inquiryType: 'Card Use',
    message: 'Where is my link?',
    captchaResponse: captchaFor('ind_contact_form'),
  });
  const partner = await h.admin('POST', '/partners', {
    name: 'Walk Partner',
    origin: ['https://walk.example'],
  });
  const partnerId = partner.json<{ partnerId: string }>().partnerId;
  const supportId = (await h.rows<{ id: number }>('select max(id) as id from support_requests'))[0]!.id;

  const bodies: Partial<Record<(typeof ADMIN_OPERATION_NAMES)[number], Record<string, unknown>>> = {
    cardIssue: { virtual: true, email: 'walk-new@example.com', registered: true },
    cardShow: { card: shown.cardNumber, reason },
    cardUpdateContact: { card: changed.cardNumber, email: 'walk-c@example.com', reason },
    cardUnlock: { card: shown.cardNumber, reason },
    txnPost: { card: shown.cardNumber, amount: 5, merchant: 'Walk', date: '2026-01-02', type: 'load' },
    txnSeed: { card: shown.cardNumber, count: 3, days: 5 },
    cardFind: { last4: shown.cardNumber.slice(-4), reason },
    cardUnfreeze: { card: frozen.cardNumber, reason },
    sessionRevoke: { card: shown.cardNumber, reason },
    linkResend: { card: shown.cardNumber, reason },
    supportList: {},
    supportShow: { id: supportId },
    supportClose: { id: supportId, note: 'answered' },
    outboxList: {},
    outboxRetry: { id: 1 },
    purge: { 'dry-run': true },
    keysReencrypt: {},
    partnerCreate: { name: 'Walk Two', origin: ['https://walk-two.example'] },
    partnerList: {},
    partnerRotateKey: { id: partnerId },
    partnerRevoke: { id: partnerId, reason },
  };
  const answers: { name: string; status: number; body: string }[] = [];
  for (const name of ADMIN_OPERATION_NAMES) {
    const op: AdminOperation = ADMIN_OPERATIONS[name];
    const body = bodies[name] ?? {};
    const res =
      op.method === 'get'
        ? await h.admin('GET', `${op.path}?${new URLSearchParams(body as Record<string, string>).toString()}`)
        : await h.admin('POST', op.path, body);
    answers.push({ name, status: res.statusCode, body: res.body });
  }
  // the answers that show cards, links and messages did answer
  const status = Object.fromEntries(answers.map((a) => [a.name, a.status]));
  expect(status).toMatchObject({
    cardShow: 200,
    cardFind: 200,
    cardUpdateContact: 200,
    linkResend: 200,
    outboxList: 200,
    supportShow: 200,
    partnerList: 200,
  });

  const linkIds = (await h.rows<{ id: string }>('select account_id as id from virtual_links')).map(
    (r) => r.id,
  );
  const imageIds = (await h.rows<{ id: string }>('select card_image_id as id from cards')).map((r) => r.id);
  expect(linkIds.length).toBeGreaterThanOrEqual(4);
  const leaks = answers
    .filter((a) => a.name !== 'cardIssue')
    .flatMap((a) =>
      [...linkIds, ...imageIds].filter((id) => a.body.includes(id)).map((id) => `${a.name}: ${id}`),
    );
  expect(leaks).toEqual([]);
});
