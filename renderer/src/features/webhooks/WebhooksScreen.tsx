import { useTranslation } from 'react-i18next';
import { useCurrentStore } from '@renderer/app/current-store';
import { useStores } from '../stores';
import { DeliveryLog } from './DeliveryLog';
import { KeySection } from './KeySection';
import { SubscribeForm } from './SubscribeForm';
import { SubscriptionList } from './SubscriptionList';
import './webhooks.css';

/** "Уведомления (вебхуки)": the signing key (masked), subscriptions for the six events, and the Sandbox's delivery log. */
export function WebhooksScreen() {
  const { t } = useTranslation();
  const { profileId } = useCurrentStore();
  const stores = useStores();
  const store = stores.data?.find((s) => s.id === profileId);
  if (stores.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (profileId === undefined || !store) return <p className="muted">{t('webhooks.noStore')}</p>;
  return (
    <div className="wh-screen" key={profileId}>
      <p className="muted wh-intro">{t('webhooks.intro')}</p>
      <KeySection profileId={profileId} />
      <SubscribeForm profileId={profileId} sandbox={store.isSandbox} />
      <SubscriptionList profileId={profileId} sandbox={store.isSandbox} />
      <DeliveryLog profileId={profileId} sandbox={store.isSandbox} />
    </div>
  );
}
