/** @jsxImportSource preact */
import { MSG, type ParentLanguage, type ParentView } from '@wycieczki/shared';
import { useCallback, useEffect, useState } from 'preact/hooks';
import { ChildDataForm } from './child-data-form';
import { ConsentSection } from './consent-section';
import { PaymentSection } from './payment-section';
import type { SectionProps } from './use-parent-save';
import { ToDo } from './to-do';
import { loadLanguage, pageLanguage, showLanguage, t } from './i18n';
import { LanguageChoice } from './language-choice';
import { browserLanguage } from './language-guess';
import { followMessages } from './follow-messages';
import { ParentApiError, linkSecret, noticeOf, parentApi } from './parent-api';
import { sayMessage, sayNotice, type Notice } from './say-message';
import { SECONDARY } from './styles';
import { Messages, Program, TripCard } from './trip-sections';

type State = { kind: 'loading' } | { kind: 'expired' } | { kind: 'failed'; notice: Notice } | { kind: 'ready'; view: ParentView };

export function ParentApp() {
  const [state, setState] = useState<State>(() => (linkSecret() ? { kind: 'loading' } : { kind: 'expired' }));
  // The page's language (issue 53): the link's, or until it is known (or for a link that does not
  // open) the browser's guess. Texts follow `t`; this state re-renders the page when it changes.
  const [guess] = useState(browserLanguage);
  const [language, setLanguage] = useState<ParentLanguage>(pageLanguage);
  const show = useCallback(async (next: ParentLanguage) => {
    if (await showLanguage(next)) setLanguage(next);
  }, []);
  useEffect(() => void show(guess), [show, guess]);

  const fail = useCallback((error: unknown) => {
    if (error instanceof ParentApiError && error.status === 404) setState({ kind: 'expired' });
    else setState({ kind: 'failed', notice: noticeOf(error) });
  }, []);

  const load = useCallback(() => {
    parentApi.view().then(async (view) => {
      // A link never given a language takes the browser's at once and keeps it, so that its
      // notifications speak it too; the view comes back with the consent translated.
      const shown = view.language === null ? await parentApi.setLanguage(guess).catch(() => view) : view;
      await show(shown.language ?? guess);
      setState({ kind: 'ready', view: shown });
    }, fail);
  }, [fail, guess, show]);

  // 'Українська' chosen: kept with the link, and the page with everything in it (the consent's
  // translation comes with the view) shown in it. A catalog that cannot load is the network's fault.
  const choose = async (next: ParentLanguage) => {
    const loaded = loadLanguage(next).catch(() => {
      throw new ParentApiError(0, { text: 'error.network' });
    });
    try {
      const [view] = await Promise.all([parentApi.setLanguage(next), loaded]);
      await show(next);
      setState({ kind: 'ready', view });
    } catch (failure) {
      if (failure instanceof ParentApiError && failure.status === 404) setState({ kind: 'expired' });
      else throw failure;
    }
  };

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
        {sayMessage(MSG.parentLinkExpired, 'parentLinkExpired')}
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div role="alert" class="grid gap-3 rounded-lg border border-border bg-card p-4">
        <p>{sayNotice(state.notice)}</p>
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
      <LanguageChoice current={language} choose={choose} />
      <header class="grid gap-1">
        <p class="text-sm text-muted-foreground">{t('page.kicker')}</p>
        <h1 class="text-2xl font-bold leading-tight">{view.student.name}</h1>
        <p class="text-sm">{t('page.intro')}</p>
      </header>
      <ToDo view={view} />
      <TripCard view={view} />
      <Messages messages={view.messages} />
      {view.pickup ? <Pickup view={view} onSaved={update} onExpired={() => setState({ kind: 'expired' })} /> : null}
      <Notify />
      <ConsentSection view={view} onSaved={update} onExpired={() => setState({ kind: 'expired' })} />
      {view.payments ? <PaymentSection payments={view.payments} /> : null}
      {view.rooming ? <Rooming view={view} onSaved={update} onExpired={() => setState({ kind: 'expired' })} /> : null}
      <Medicines view={view} onSaved={update} onExpired={() => setState({ kind: 'expired' })} />
      <ChildDataForm view={view} onSaved={update} onExpired={() => setState({ kind: 'expired' })} />
      <Program view={view} />
    </div>
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

/** 'Leki na wycieczce' (issue 54): its code loads after the page's first screen. */
function Medicines(props: SectionProps) {
  const [Section, setSection] = useState<preact.FunctionComponent<SectionProps> | null>(null);
  useEffect(() => {
    import('./medicines-section').then(
      (module) => setSection(() => module.default),
      () => undefined,
    );
  }, []);
  return Section ? <Section {...props} /> : null;
}

/** 'Odbiór dziecka' (issue 54): who may collect the child, the handover to confirm, the code; its code loads after the first screen. */
function Pickup(props: SectionProps) {
  const [Section, setSection] = useState<preact.FunctionComponent<SectionProps> | null>(null);
  useEffect(() => {
    import('./pickup-section').then(
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
