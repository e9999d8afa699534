// Registration of a physical card (number + CVV prove the holder) and of a virtual card (its
// emailed link proves the holder), and whether a link's card is registered.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { usToIso } from '@portal/contracts';
import { ApiFailure } from '../../errors';
import { route } from '../../http/route';
import { cardById } from '../card/repository';
import { claimRegistration, upsertHolder, type HolderInput } from './repository';

function holderFrom(body: {
  firstName: string;
  lastName: string;
  dateOfBirth?: string | null | undefined;
  address1: string;
  address2?: string | null | undefined;
  city: string;
  state: string;
  zipCode: string;
  email: string;
  phone: string;
}): HolderInput {
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    dateOfBirth: body.dateOfBirth ? usToIso(body.dateOfBirth) : null,
    address1: body.address1,
    address2: body.address2 ? body.address2 : null,
    city: body.city,
    state: body.state,
    zipCode: body.zipCode,
    email: body.email,
    phone: body.phone,
  };
}

/**
 * A registered card is refused (409 already_registered): changing a registered holder's contact
 * details is a call-centre action (admin `card update-contact`).
 */
async function registerHolder(
  req: FastifyRequest,
  cardId: number,
  holder: HolderInput,
  detail: { virtual?: boolean },
): Promise<void> {
  const { ctx } = req.server;
  const done = await ctx.db.tx(async (q) => {
    if (!(await claimRegistration(q, cardId))) return false;
    await upsertHolder(q, cardId, holder, ctx.now());
    await req.audit('success', { cardId, detail, q });
    return true;
  });
  if (!done) {
    await req.audit('already_registered', { cardId, detail });
    throw new ApiFailure('already_registered');
  }
}

export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'register', async ({ req, body, auth: { card } }) => {
    if (card.sanctioned) {
      await req.audit('sanctioned');
      throw new ApiFailure('not_permitted');
    }
    await registerHolder(req, card.id, holderFrom(body), {});
    return { needToUpdateInfo: true };
  });

  route(app, 'registerVirtualCard', async ({ req, body, auth: { link } }) => {
    await registerHolder(req, link.card_id, holderFrom(body), { virtual: true });
    return { needToUpdateInfo: false };
  });

  route(app, 'isRegistered', async ({ auth: { link } }) => {
    const card = await cardById(app.ctx.db, link.card_id);
    return { registered: card?.registered ?? false, expired: Boolean(link.expired || link.retired) };
  });
}
