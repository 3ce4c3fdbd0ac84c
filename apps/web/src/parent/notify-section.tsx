/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { currentSubscription, pushSupport, subscribeBrowser, workerRegistration } from '@/lib/web-push';
import { t } from './i18n';
import { noticeOf, ParentApiError, parentPush, pushKey } from './parent-api';
import { sayNotice, type Notice } from './say-message';
import { CARD, PRIMARY, SECONDARY } from './styles';

/** The parent page's own worker: notifications only, nothing cached (public/rodzic-sw.js). */
const WORKER = { url: '/rodzic-sw.js', scope: '/rodzic' };

type State = 'checking' | 'off' | 'on' | 'busy';

/**
 * 'Powiadamiaj mnie' (issue 50): new 'Komunikaty' as notifications on this phone, for this child's
 * link; off again with one tap. A browser that cannot says why, in words a parent can act on.
 */
export default function NotifySection() {
  const support = pushSupport();
  const [state, setState] = useState<State>('checking');
  const [error, setError] = useState<Notice | null>(null);

  useEffect(() => {
    if (support !== 'available') return;
    (async () => {
      const subscription = await currentSubscription(await navigator.serviceWorker.getRegistration(WORKER.scope).then((r) => r ?? null));
      if (!subscription || !(await parentPush.status(subscription.endpoint)).subscribed) return setState('off');
      // Turned on before: the browser's subscription as it is now (it may renew it).
      await parentPush.subscribe(subscription);
      setState('on');
    })().catch(() => setState('off'));
  }, [support]);

  const turnOn = async () => {
    setState('busy');
    setError(null);
    try {
      const registration = await workerRegistration(WORKER);
      const subscription = await subscribeBrowser(registration!, await pushKey()).catch((failure: unknown) => {
        throw new ParentApiError(0, { text: failure instanceof Error && failure.message === 'blocked' ? 'notify.blocked' : 'notify.refused' });
      });
      await parentPush.subscribe(subscription);
      setState('on');
    } catch (failure) {
      setError(noticeOf(failure));
      setState('off');
    }
  };

  // Off for this child's link only: another child's page on this phone keeps its notifications (one
  // browser subscription serves every link it was given to).
  const turnOff = async () => {
    setState('busy');
    setError(null);
    try {
      const subscription = await currentSubscription(await navigator.serviceWorker.getRegistration(WORKER.scope).then((r) => r ?? null));
      if (subscription) await parentPush.unsubscribe(subscription.endpoint);
      setState('off');
    } catch (failure) {
      setError(noticeOf(failure));
      setState('on');
    }
  };

  const explanation = support === 'ios-home-screen' ? t('notify.iosHint') : support === 'blocked' ? t('notify.blocked') : support === 'unsupported' ? t('notify.unsupported') : null;
  return (
    <section aria-labelledby="notify-title" class={CARD}>
      <h2 id="notify-title" class="text-lg font-semibold">
        {t('notify.title')}
      </h2>
      <p class="text-sm text-muted-foreground">{t('notify.intro')}</p>
      {explanation ? (
        <p class="text-sm">{explanation}</p>
      ) : state === 'on' ? (
        <div class="grid gap-2">
          <p role="status" class="text-sm font-medium text-emerald-700">
            {t('notify.isOn')}
          </p>
          <button type="button" class={`${SECONDARY} sm:justify-self-start`} onClick={() => void turnOff()}>
            {t('notify.turnOff')}
          </button>
        </div>
      ) : state === 'checking' ? null : (
        <button type="button" class={`${PRIMARY} sm:justify-self-start`} disabled={state === 'busy'} onClick={() => void turnOn()}>
          {state === 'busy' ? t('notify.turningOn') : t('notify.turnOn')}
        </button>
      )}
      {error ? (
        <p role="alert" class="text-sm text-destructive">
          {sayNotice(error)}
        </p>
      ) : null}
    </section>
  );
}
