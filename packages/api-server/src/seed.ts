// Demo cards for a fresh store (one of each case the spec describes).
import type { Db } from './db';
import type { Ctx } from './context';
import { addDays, formatIsoDate } from '@portal/contracts';
import { balanceOf } from './modules/card/repository';
import { issueCard, type IssueOptions } from './modules/admin/issuing';
import { cardCount, postTransaction, seedTransactions } from './modules/admin/repository';

export interface DemoCard {
  label: string;
  cardNumber: string;
  cvv: string;
  expiry: string;
  registrationUrl?: string;
}

const DEMO: { label: string; options: IssueOptions; history?: number }[] = [
  {
    label: 'Activated, registered, with history',
    options: { status: 'ACTIVATED', registered: true, amount: 250 },
    history: 240,
  },
  { label: 'Issued (not registered)', options: { status: 'ISSUED', amount: 50 } },
  {
    label: 'Requires activation (self-service)',
    options: { status: 'REQUIRES_ACTIVATION', permissions: ['freeze', 'pin-reset', 'activation'] },
  },
  {
    label: 'Requires activation (call support)',
    options: { status: 'REQUIRES_ACTIVATION', permissions: ['freeze', 'pin-reset'] },
  },
  { label: 'Frozen', options: { status: 'ACTIVATED', registered: true, frozen: true } },
  { label: 'Legacy BIN (gift2Go notice)', options: { status: 'ACTIVATED', legacy: true } },
  {
    label: 'Virtual card with an emailed link',
    options: { status: 'ACTIVATED', virtual: true, email: 'virtual.holder@example.com', amount: 100 },
  },
];

/** Seed the demo cards when the store has no card yet; returns them (empty when the store had cards). */
export async function seedDemoIfEmpty(db: Db, ctx: Ctx): Promise<DemoCard[]> {
  if ((await cardCount(db)) > 0) return [];
  const out: DemoCard[] = [];
  await db.tx(async (q) => {
    for (const d of DEMO) {
      const card = await issueCard(q, ctx, d.options, ctx.now());
      if (d.history) {
        await seedTransactions(q, card.id, d.history, 365, ctx.today());
        // keep the demo balance believable: one earlier load covers the seeded spending
        const balance = await balanceOf(q, card.id);
        if (balance < 187.45) {
          await postTransaction(q, card.id, {
            amount: Math.round((187.45 - balance) * 100) / 100,
            type: 'load',
            merchant: 'Card load',
            date: formatIsoDate(addDays(ctx.today(), -366)),
          });
        }
      }
      out.push({
        label: d.label,
        cardNumber: card.cardNumber,
        cvv: card.cvv,
        expiry: card.expiry,
        ...(card.registrationPath
          ? { registrationUrl: `${ctx.settings.publicUrl}${card.registrationPath}` }
          : {}),
      });
    }
  });
  return out;
}
