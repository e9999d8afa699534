// The card page at /ind (spec §2 Individual home). Loads card info into the session store on
// mount; a legacy card (gift2GoBin) shows only the legacy notice (spec §1); a failed load says so
// and offers "Try again" (features/load-failed, where the departure from spec §8 is explained). The host places the history panel in `renderHistory`: this remote never
// imports the history remote.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { AccountPageProps, ReplacementResult } from '@portal/contracts';
import { useSession } from '@portal/session-store';
import { CardInfoProvider, useCardInfoState } from '#shared/card-info';
import { TEXTS } from '#shared/messages';
import { ActivationPanel } from '../features/activation/activation-panel';
import { CardOverview } from '../features/card-overview/card-overview';
import { NotRegisteredBanner } from '../features/card-overview/not-registered-banner';
import { FreezePanel } from '../features/freeze/freeze-panel';
import { LegacyNotice } from '../features/legacy-notice/legacy-notice';
import { LoadFailed } from '../features/load-failed/load-failed';
import { LostStolenPanel } from '../features/lost-stolen/lost-stolen-panel';
import { ReplacementDone } from '../features/lost-stolen/replacement-done';
import { PinResetPanel } from '../features/pin-reset/pin-reset-panel';
import styles from './account-page.module.css';

// the card's cases are read after the page is up: their code comes with them, not before
const CasesPanel = lazy(() => import('../features/cases/cases-panel'));

export function AccountPage({ renderHistory }: AccountPageProps) {
  const { loader, load } = useCardInfoState();
  const cardInfo = useSession((s) => s.cardInfo);
  // a card reported lost or stolen: the session is over, the page says what comes next
  const [replaced, setReplaced] = useState<ReplacementResult | null>(null);

  useEffect(() => {
    void load(false);
  }, [load]);

  if (replaced) {
    return (
      <div className={styles.page}>
        <ReplacementDone result={replaced} />
      </div>
    );
  }

  if (loader.phase === 'loading') {
    return (
      <div className={styles.page}>
        <p className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {TEXTS.page.loading}
        </p>
      </div>
    );
  }

  if (loader.phase === 'failed' || cardInfo === null) {
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{TEXTS.page.heading}</h1>
        <LoadFailed onRetry={loader.refresh} />
      </div>
    );
  }

  if (cardInfo.gift2GoBin) {
    return (
      <div className={styles.page}>
        <LegacyNotice />
      </div>
    );
  }

  return (
    <CardInfoProvider value={loader}>
      <div className={styles.page}>
        <h1 className={styles.heading}>{TEXTS.page.heading}</h1>
        {!cardInfo.cardRegistered && <NotRegisteredBanner />}
        <div className={styles.layout}>
          <CardOverview cardInfoVersion={loader.version} />
          <div className={styles.panels}>
            <ActivationPanel />
            <PinResetPanel />
            <FreezePanel />
            <LostStolenPanel onReplaced={setReplaced} />
          </div>
        </div>
        <Suspense fallback={null}>
          <CasesPanel />
        </Suspense>
        {renderHistory && <div className={styles.history}>{renderHistory()}</div>}
      </div>
    </CardInfoProvider>
  );
}
