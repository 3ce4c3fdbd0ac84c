/** @jsxImportSource preact */
import type { ParentView, TripMessage } from '@wycieczki/shared';
import { formatDateTime, formatDay } from './format';
import { pageLanguage, t } from './i18n';
import { CARD } from './styles';

export function TripCard({ view }: { view: ParentView }) {
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

/** The language of what the teacher writes (issue 53): Polish, marked so where the page is in another. */
const written = () => (pageLanguage() === 'pl' ? undefined : 'pl');

/**
 * 'Komunikaty': the teacher's messages as written. In Ukrainian or English the page says once, here,
 * that these and the programme are the teacher's Polish (issue 53).
 */
export function Messages({ messages }: { messages: TripMessage[] }) {
  return (
    <section aria-labelledby="messages-title" class={CARD}>
      <h2 id="messages-title" class="text-lg font-semibold">
        {t('messages.title')}
      </h2>
      {written() ? <p class="text-sm text-muted-foreground">{t('page.teacherTexts')}</p> : null}
      {messages.length === 0 ? (
        <p class="text-sm text-muted-foreground">{t('messages.none')}</p>
      ) : (
        <ul class="grid gap-3" aria-label={t('messages.list')}>
          {messages.map((message) => (
            <li key={message.id} data-testid="parent-message" class="rounded-lg bg-muted p-3">
              <p class="whitespace-pre-line" lang={written()}>
                {message.body}
              </p>
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

export function Program({ view }: { view: ParentView }) {
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
            {': '}
            <span lang={written()}>{item.destination}</span>
            {item.program ? (
              <span class="block text-muted-foreground" lang={written()}>
                {item.program}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
