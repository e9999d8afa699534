// Key ids and rotation: card numbers under AES-GCM with the card id as associated data and a key
// id; MASTER_KEY_PREVIOUS keeps old blobs readable, `keys reencrypt` moves them, CVVs never change.
import { createCipheriv, randomBytes } from 'node:crypto';
import { captchaFor, harness, openTestDb } from './helpers';
import { createCardCrypto } from '../src/crypto/card';
import { deriveKeys, loadKeys } from '../src/crypto/keys';
import { keyId } from '../src/crypto/sealed';

test('rotating MASTER_KEY: logins keep working before and after keys reencrypt; blobs move to the new key id; CVVs stay', async () => {
  const masterA = randomBytes(32).toString('hex');
  const masterB = randomBytes(32).toString('hex');
  const shared = await openTestDb();
  const a = await harness({ db: shared, keys: loadKeys({ MASTER_KEY: masterA }, '/nonexistent', true).keys });
  const card = await a.issue({ status: 'activated', registered: true });
  const virtual = await a.issue({ virtual: true, status: 'activated', email: 'rot@example.com' });
  await a.app.close();

  const rotated = loadKeys({ MASTER_KEY: masterB, MASTER_KEY_PREVIOUS: masterA }, '/nonexistent', true).keys;
  const b = await harness({ db: shared, keys: rotated });
  try {
    // before the re-encrypt: found through the previous fingerprint, opened with the previous key
    expect((await b.login(card)).length).toBeGreaterThan(20);
    const res = await b.admin('POST', '/keys/reencrypt', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cards: 2, outbox: 1 });
    const rows = await b.rows<{ pan_enc: string }>('select pan_enc from cards order by id');
    for (const r of rows) expect(r.pan_enc.startsWith(`v2.${keyId(rotated.panEnc)}.`)).toBe(true);
    // after: same number, same CVV, current fingerprint
    expect((await b.login(card)).length).toBeGreaterThan(20);
    const virtualLogin = await b.post('/auth/card', {
      cardNumber: virtual.cardNumber,
      cardCvv: virtual.cvv,
      captchaResponse: captchaFor('ind_login'),
    });
    expect(virtualLogin.statusCode).toBe(200);
    const mail = (await b.admin('GET', '/outbox')).json<{ body: string }[]>().at(-1)!;
    expect(mail.body).toContain('/ind/registration/');
    expect((await b.admin('POST', '/keys/reencrypt', {})).json()).toEqual({ cards: 0, outbox: 0 });
  } finally {
    await b.close();
  }
});

test('without MASTER_KEY_PREVIOUS, a blob under an unknown key id does not open', () => {
  const old = createCardCrypto(deriveKeys(randomBytes(32)));
  const fresh = createCardCrypto(deriveKeys(randomBytes(32)));
  expect(() => fresh.decryptPan(old.encryptPan('4111111111111111', 1), 1)).toThrow(/unknown key id/);
});

test('the card id is associated data: a blob copied to another card does not open', () => {
  const crypto = createCardCrypto(deriveKeys(randomBytes(32)));
  const blob = crypto.encryptPan('4111111111111111', 1);
  expect(crypto.decryptPan(blob, 1)).toBe('4111111111111111');
  expect(() => crypto.decryptPan(blob, 2)).toThrow();
});

test('a v1 blob (before key ids) still opens, and is not current', () => {
  const keys = deriveKeys(randomBytes(32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.panEnc, iv);
  const ct = Buffer.concat([cipher.update('4111111111111111', 'utf8'), cipher.final()]);
  const v1 = `v1.${iv.toString('base64url')}.${ct.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}`;
  const crypto = createCardCrypto(keys);
  expect(crypto.decryptPan(v1, 99)).toBe('4111111111111111');
  expect(crypto.isCurrent(v1)).toBe(false);
});
