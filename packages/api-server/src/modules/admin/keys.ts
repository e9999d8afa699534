// After MASTER_KEY rotation (old one in MASTER_KEY_PREVIOUS): every card number and sealed body
// moves to the current key, and fingerprints to the current fingerprint key; batch by batch.
import type { FastifyInstance } from 'fastify';
import { outboxSealedBatch, resealBody } from '../../notify/repository';
import { adminRoute } from './route';
import { cardBatch, moveLockouts, reencryptCard } from './repository';

export async function adminKeyRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db, cardCrypto, sealer } = ctx;

  adminRoute(app, 'keysReencrypt', async ({ req }) => {
    let cards = 0;
    let outbox = 0;
    for (let after = 0; ;) {
      const rows = await cardBatch(db, after);
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!.id;
      const stale = rows.filter((r) => !cardCrypto.isCurrent(r.pan_enc));
      await db.tx(async (q) => {
        // [old fingerprint, new fingerprint] of each number: its lockout (a hold) moves with it
        const moves: string[] = [];
        for (const r of stale) {
          const pan = cardCrypto.decryptPan(r.pan_enc, r.id);
          const fp = cardCrypto.fingerprint(pan);
          await reencryptCard(q, r.id, cardCrypto.encryptPan(pan, r.id), fp);
          for (const old of cardCrypto.previousFingerprints(pan)) if (old !== fp) moves.push(old, fp);
        }
        await moveLockouts(q, moves);
      });
      cards += stale.length;
    }
    for (let after = 0; ;) {
      const rows = await outboxSealedBatch(db, after);
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!.id;
      for (const r of rows.filter((x) => !sealer.isCurrent(x.body_enc))) {
        const plain = sealer.open(r.body_enc);
        if (plain === null) continue; // under no known key: left as it is, and not delivered
        if (await resealBody(db, r.id, sealer.seal(plain), r.body_enc)) outbox++;
      }
    }
    await req.audit('success', { detail: { cards, outbox } });
    return { cards, outbox };
  });
}
