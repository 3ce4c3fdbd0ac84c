/** @jsxImportSource preact */
import { MSG, type ParentView, type TripMessage } from '@wycieczki/shared';
import { useCallback, useEffect, useState } from 'preact/hooks';
import { ChildDataForm } from './child-data-form';
import { ConsentSection } from './consent-section';
import { PaymentSection } from './payment-section';
import type { SectionProps } from './use-parent-save';
import { ToDo } from './to-do';
import { formatDateTime, formatDay } from './format';
import { t } from './i18n';
import { followMessages } from './follow-messages';
import { ParentApiError, linkSecret, parentApi } from './parent-api';
import { CARD, SECONDARY } from './styles';

type State = { kind: 'loading' } | { kind: 'expired' } | { kind: 'failed'; message: string } | { kind: 'ready'; view: ParentView };

export function ParentApp() {
  const [state, setState] = useState<State>(() => (linkSecret() ? { kind: 'loading' } : { kind: 'expired' }));

  const fail = useCallback((error: unknown) => {
    if (error instanceof ParentApiError && error.status === 404) setState({ kind: 'expired' });
    else setState({ kind: 'failed', message: error instanceof Error ? error.message : MSG.serverError });
  }, []);

  const load = useCallback(() => {
    parentApi.view().then((view) => setState({ kind: 'ready', view }), fail);
  }, [fail]);

  useEffect(() => {
    if (state.kind === 'loading') load();
  }, [state.kind, load]);

  const ready = state.kind === 'ready';
  // News from the trip arrive by themselves while the page is open (issue 50: over a stream, no poll),
  // and are read again when the page is shown after a while in the background.
  useEffect(() => {
    if (!ready) return;
    const refresh = () => {
      parentApi.messages().then(
        (messages) => setState((current) => (current.kind === 'ready' ? { kind: 'ready', view: { ...current.view, messages } } : current)),
        (error: unknown) => {
          if (error instanceof ParentApiError && error.status === 404) setState({ kind: 'expired' });
        },
      );
    };
    const stop = followMessages(refresh, () => setState({ kind: 'expired' }));
    const shown = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', shown);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', shown);
    };
  }, [ready]);

  if (state.kind === 'loading') return <p class="text-sm">{t('page.loading')}</p>;
  if (state.kind === 'expired') {
    return (
      <p role="alert" class="rounded-lg border border-border bg-card p-4 text-base">
        {MSG.parentLinkExpired}
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div role="alert" class="grid gap-3 rounded-lg border border-border bg-card p-4">
        <p>{state.message}</p>
        <button type="button" class={SECONDARY} onClick={() => setState({ kind: 'loading' })}>
          {t('page.retry')}
        </button>
      </div>
    );
  }
  const { view } = state;
  const update = (next: ParentView) => setState({ kind: 'ready', view: next });
  return (
    <div class="grid gap-5">
      <header class="grid gap-1">
        <p class="text-sm text-muted-foreground">{t('page.kicker')}</p>
        <h1 class="text-2xl font-bold leading-tight">{view.student.name}</h1>
        <p class="text-sm">{t('page.intro')}</p>
      </header>
      <ToDo view={view} />
      <TripCard view={view} />
      <Messages messages={view.messages} />
      <Notify />
      <ConsentSection view={view} onSaved={update} onExpired={() => setState({ kind: 'expired' })} />
      {view.payments ? <PaymentSection payments={view.payments} /> : null}
      {view.rooming ? <Rooming view={view} onSaved={update} onExpired={() => setState({ kind: 'expired' })} /> : null}
      <ChildDataForm view={view} onSaved={update} onExpired={() => setState({ kind: 'expired' })} />
      <Program view={view} />
    </div>
  );
}

function TripCard({ view }: { view: ParentView }) {
  const { trip } = view;
  return (
    <section aria-labelledby="trip-title" class={CARD}>
      <h2 id="trip-title" class="text-lg font-semibold">
        {trip.name}
      </h2>
      <dl class="grid gap-2 text-sm">
        <Row label={t('trip.where')}>{trip.destination}</Row>
        <Row label={t('trip.when')}>
          {formatDay(trip.startDate)} – {formatDay(trip.endDate)}
        </Row>
        {trip.meetingPoint ? <Row label={t('trip.meetingPoint')}>{trip.meetingPoint}</Row> : null}
        {trip.returnPoint ? <Row label={t('trip.returnPoint')}>{trip.returnPoint}</Row> : null}
        {trip.leaderName ? (
          <Row label={t('trip.leader')}>
            {trip.leaderName}
            {trip.leaderPhone ? (
              <>
                {`, ${t('trip.phone')} `}
                <a class="font-medium text-primary underline" href={`tel:${trip.leaderPhone.replace(/[^\d+]/g, '')}`}>
                  {trip.leaderPhone}
                </a>
              </>
            ) : null}
          </Row>
        ) : null}
      </dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: preact.ComponentChildren }) {
  return (
    <div>
      <dt class="text-muted-foreground">{label}</dt>
      <dd class="font-medium">{children}</dd>
    </div>
  );
}

function Messages({ messages }: { messages: TripMessage[] }) {
  return (
    <section aria-labelledby="messages-title" class={CARD}>
      <h2 id="messages-title" class="text-lg font-semibold">
        {t('messages.title')}
      </h2>
      {messages.length === 0 ? (
        <p class="text-sm text-muted-foreground">{t('messages.none')}</p>
      ) : (
        <ul class="grid gap-3" aria-label={t('messages.list')}>
          {messages.map((message) => (
            <li key={message.id} data-testid="parent-message" class="rounded-lg bg-muted p-3">
              <p class="whitespace-pre-line">{message.body}</p>
              <p class="mt-1 text-xs text-muted-foreground">
                {message.authorName}, {formatDateTime(message.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Program({ view }: { view: ParentView }) {
  if (view.trip.program.length === 0) return null;
  return (
    <section aria-labelledby="program-title" class={CARD}>
      <h2 id="program-title" class="text-lg font-semibold">
        {t('program.title')}
      </h2>
      <ul class="grid gap-2 text-sm">
        {view.trip.program.map((item, index) => (
          <li key={index}>
            <span class="font-medium">
              {formatDay(item.day)}
              {item.departureTime ? `, ${t('program.departure', { time: item.departureTime })}` : ''}
              {item.arrivalTime ? `, ${t('program.arrival', { time: item.arrivalTime })}` : ''}
            </span>
            {`: ${item.destination}`}
            {item.program ? <span class="block text-muted-foreground">{item.program}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Z kim w pokoju?' (issue 52): only while the teacher takes wishes, its code loaded then. */
function Rooming(props: SectionProps) {
  const [Section, setSection] = useState<preact.FunctionComponent<SectionProps> | null>(null);
  useEffect(() => {
    import('./rooming-section').then(
      (module) => setSection(() => module.default),
      () => undefined,
    );
  }, []);
  return Section ? <Section {...props} /> : null;
}

/** 'Powiadamiaj mnie' (issue 50): its code loads after the page's first screen. */
function Notify() {
  const [Section, setSection] = useState<preact.FunctionComponent | null>(null);
  useEffect(() => {
    import('./notify-section').then(
      (module) => setSection(() => module.default),
      () => undefined,
    );
  }, []);
  return Section ? <Section /> : null;
}
