/** @jsxImportSource preact */
import type { ParentView } from '@wycieczki/shared';
import { formatDay, formatMoney } from './format';
import { t } from './i18n';
import { CARD } from './styles';

type Task = { key: string; text: string; target: string };

/** What the parent still has to do, in the order a trip needs it: the consent, the child's data, the money. */
function tasksOf(view: ParentView): Task[] {
  const tasks: Task[] = [];
  // 'Potwierdzam odbiór' (issue 54): the teacher waits for it with the child at the door.
  if (view.pickup?.handover && !view.pickup.handover.confirmedAt) tasks.push({ key: 'pickup', text: t('toDo.pickup'), target: 'pickup-title' });
  if (view.consent.open && view.consent.status === 'missing') tasks.push({ key: 'consent', text: t('toDo.consent'), target: 'consent-title' });
  else if (view.consent.open && view.consent.status === 'given' && view.consent.medical === 'missing')
    tasks.push({ key: 'consent', text: t('toDo.medical'), target: 'consent-title' });
  else if (view.consent.open && view.consent.status === 'given' && view.consent.extra.some((item) => item.answer === null))
    tasks.push({ key: 'consent', text: t('toDo.extra'), target: 'consent-title' });
  if (!view.student.filledAt) tasks.push({ key: 'data', text: t('toDo.data'), target: 'child-data-title' });
  const pay = view.payments;
  if (pay && pay.toPayNow > 0) {
    const overdue = pay.status === 'behind';
    tasks.push({
      key: 'pay',
      text: overdue
        ? t('toDo.payOverdue', { amount: formatMoney(pay.toPayNow) })
        : pay.toPayBy
          ? t('toDo.payBy', { amount: formatMoney(pay.toPayNow), date: formatDay(pay.toPayBy) })
          : t('toDo.pay', { amount: formatMoney(pay.toPayNow) }),
      target: 'payments-title',
    });
  }
  return tasks;
}

/**
 * 'Do zrobienia' at the top of the parent page (issue 48): what is still to do, each a tap away from
 * its section. Gone when all is done. Buttons, not links: the page's address holds the link's secret.
 */
export function ToDo({ view }: { view: ParentView }) {
  const tasks = tasksOf(view);
  if (tasks.length === 0) return null;
  const go = (target: string) => {
    const element = document.getElementById(target);
    if (!element) return;
    element.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // Sections above it may still be loading (the pick-up, the medicines) and grow after the scroll
    // began: for a moment, each growth of the page brings the section back to the top.
    // A parent who scrolls, taps or types meanwhile is not pulled back.
    let first = true;
    const follow = new ResizeObserver(() => {
      if (first) first = false;
      else element.scrollIntoView({ block: 'start' });
    });
    const stop = () => {
      follow.disconnect();
      for (const kind of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(kind, stop);
    };
    follow.observe(document.body);
    for (const kind of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(kind, stop, { passive: true });
    setTimeout(stop, 2000);
  };
  return (
    <section aria-labelledby="to-do-title" class={`${CARD} border-primary/40`}>
      <h2 id="to-do-title" class="text-lg font-semibold">
        {t('toDo.title')}
      </h2>
      <ul class="grid gap-2" data-testid="parent-to-do">
        {tasks.map((task) => (
          <li key={task.key}>
            <button type="button" class="min-h-11 w-full rounded-lg bg-primary-soft px-3 py-2 text-left text-sm font-medium text-primary" onClick={() => go(task.target)}>
              {task.text}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
