// spec §2 Guard on registration routes with ids: if the card is already registered (checked
// with the account id and any query parameters) go to ind/card/info/{accountId}/{cardImageId};
// if the check fails go home. The host does not run this guard, so the stepper does, before it
// shows anything.
// A link that expired or was superseded, or that the server does not know,
// goes to the card information screen too, which ends on the expired-link view with resend; a
// link whose signature does not verify (400) is a visible 'invalid' state, not a silent trip home.
// Only a failure with no answer (network) still goes home.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@portal/router';
import { ApiRequestError, api } from '@portal/api-client';
import { PORTAL_ROUTES } from '@portal/contracts';

export type GuardState = 'checking' | 'unregistered' | 'invalid';

export function useRegisteredGuard(
  accountId: string,
  cardImageId: string,
  linkClickParams: Record<string, string> | null | undefined,
): GuardState {
  const [state, setState] = useState<GuardState>('checking');
  const navigate = useNavigate();
  const { search } = useLocation();
  const params = JSON.stringify(linkClickParams ?? null);

  useEffect(() => {
    let live = true;
    setState('checking');
    const query = JSON.parse(params) as Record<string, string> | null;
    api
      .isRegistered({ cardNum: accountId, linkClickParams: query })
      .then(({ registered, expired }) => {
        if (!live) return;
        // the query parameters (a signed link's) go along to the card information screen
        if (registered || expired)
          void navigate(PORTAL_ROUTES.cardInfo.build({ accountId, cardImageId }, search), { replace: true });
        else setState('unregistered');
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (error instanceof ApiRequestError && error.status === 400) setState('invalid');
        else if (error instanceof ApiRequestError && error.status === 404)
          void navigate(PORTAL_ROUTES.cardInfo.build({ accountId, cardImageId }), { replace: true });
        else void navigate(PORTAL_ROUTES.home, { replace: true });
      });
    return () => {
      live = false;
    };
  }, [accountId, cardImageId, params, navigate, search]);

  return state;
}
