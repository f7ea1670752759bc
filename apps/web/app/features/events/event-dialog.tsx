import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../lib/toast';
import { CalendarDays, CalendarPlus, CheckCircle2, Clock, Coins, MapPin, Share2, Timer, UserRound, Users, Video } from 'lucide-react';
import {
  EVENT_MESSAGES,
  TOAST_DURATION_MS,
  eventRegistrationBodySchema,
  type EventItem,
  type EventRegistrationInput,
} from '@mnch/shared';
import { FormAlert, TextField } from '../../components/form-fields';
import { avatarColour, initialsOf } from '../../components/initials';
import { applyServerErrors } from '../../components/server-errors';
import { Badge, Button, Dialog, buttonClasses } from '../../components/ui';
import { eventsCopy } from '../../content/events';
import { api } from '../../lib/api-client';
import { EventImage } from './event-card';
import { durationDays, eventState, formatEventDate, formatEventWhen, formatFee, isVirtual } from './events';
import { shareLink } from '../../lib/share';

const copy = eventsCopy.dialog;
const regCopy = eventsCopy.registration;

interface RegistrationAnswer {
  registration: { status: 'confirmed' | 'pending' };
  event: { id: number; registered: number; capacity: number };
}

interface EventDialogProps {
  event: EventItem | null;
  /** Open with the registration form showing. */
  startRegistering?: boolean;
  now: Date;
  onClose: () => void;
  /** After a registration: the new count, so the page can show it. */
  onRegistered: (id: number, registered: number) => void;
}

/** The event's details with Register Now / Event Full / Event Completed, Add to Calendar and Share. */
export function EventDialog({ event, startRegistering = false, now, onClose, onRegistered }: EventDialogProps) {
  if (!event) return null;
  return (
    <OpenEventDialog key={event.id} event={event} startRegistering={startRegistering} now={now} onClose={onClose} onRegistered={onRegistered} />
  );
}

function OpenEventDialog({ event, startRegistering, now, onClose, onRegistered }: EventDialogProps & { event: EventItem }) {
  const [registered, setRegistered] = useState(event.registered);
  const [registering, setRegistering] = useState(Boolean(startRegistering));
  const [done, setDone] = useState<string | null>(null);
  /** The server's reason when the event filled up while the form was open. */
  const [fullNotice, setFullNotice] = useState<string | null>(null);
  const state = eventState({ ...event, registered }, now);
  const online = isVirtual(event);
  const link = event.virtualLink ?? event.virtual_link;
  const days = durationDays(event.startDate, event.endDate);
  const fee = formatFee(event.registrationFee, event.currency);
  // Cleaned once by the API when it was written (apps/api/src/lib/sanitize.ts, decision 0014).
  const description = event.description;

  async function onShare() {
    const url = new URL(`/events?event=${event.id}`, window.location.origin).toString();
    const outcome = await shareLink({ title: event.title, text: formatEventWhen(event.startDate, event.endDate), url });
    if (outcome === 'copied') toast.success(copy.linkCopied, { duration: TOAST_DURATION_MS });
    else if (outcome === 'failed') toast.error(copy.copyFailed, { duration: TOAST_DURATION_MS });
  }

  const primary =
    state === 'past' ? (
      <Button disabled>{copy.completed}</Button>
    ) : state === 'full' ? (
      <Button disabled>{copy.full}</Button>
    ) : state === 'closed' ? (
      <Button disabled>{EVENT_MESSAGES.closed}</Button>
    ) : done || registering ? null : (
      <Button onClick={() => setRegistering(true)}>{copy.registerNow}</Button>
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={event.title}
      size="xl"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {copy.close}
          </Button>
          {primary}
        </>
      }
    >
      <div className="grid gap-6 md:grid-cols-[2fr_3fr]">
        <div>
          <EventImage event={event} className="aspect-[4/3] rounded-xl" />
          <div className="mt-3 flex flex-wrap gap-2">
            <Badge tone="brand">{event.type}</Badge>
            {online ? <Badge tone="blue">{eventsCopy.card.online}</Badge> : null}
            {state === 'past' ? <Badge>{eventsCopy.card.past}</Badge> : null}
            {state === 'full' ? <Badge tone="red">{eventsCopy.card.full}</Badge> : null}
          </div>
        </div>
        <dl className="grid gap-3 text-sm">
          <Detail icon={CalendarDays} label={copy.when}>
            {formatEventWhen(event.startDate, event.endDate)}
          </Detail>
          <Detail icon={online ? Video : MapPin} label={online ? copy.online : copy.where}>
            {online ? (
              link && state !== 'past' ? (
                <a href={link} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline-offset-4 hover:underline">
                  {copy.joinLink}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                eventsCopy.card.online
              )
            ) : (
              event.venueName
            )}
          </Detail>
          <Detail icon={Timer} label={copy.duration}>
            {eventsCopy.card.days(days)}
          </Detail>
          <Detail icon={Users} label={copy.capacity}>
            <span data-testid="event-seats">{eventsCopy.card.seats(registered, event.capacity)}</span>
          </Detail>
          {event.organizer ? (
            <Detail icon={UserRound} label={copy.organizer}>
              {event.organizer}
            </Detail>
          ) : null}
          <Detail icon={Coins} label={copy.fee}>
            {fee ?? eventsCopy.card.free}
          </Detail>
          {event.registrationDeadline ? (
            <Detail icon={Clock} label={copy.deadline}>
              {formatEventDate(event.registrationDeadline)}
            </Detail>
          ) : null}
        </dl>
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={`/api/events/${event.id}/ics`} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          {copy.addToCalendar}
        </a>
        <Button variant="secondary" size="sm" onClick={onShare}>
          <Share2 aria-hidden="true" className="size-4" />
          {copy.share}
        </Button>
      </div>

      {done ? (
        <div role="status" className="mt-6 flex items-start gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900 ring-1 ring-inset ring-brand-200">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          {done}
        </div>
      ) : fullNotice && state === 'full' ? (
        <div role="alert" className="mt-6">
          <FormAlert tone="error">{fullNotice}</FormAlert>
        </div>
      ) : registering && state === 'open' ? (
        <RegistrationForm
          eventId={event.id}
          onCancel={() => setRegistering(false)}
          onDone={(answer) => {
            setRegistered(answer.event.registered);
            onRegistered(event.id, answer.event.registered);
            const message = answer.registration.status === 'pending' ? EVENT_MESSAGES.pendingApproval : EVENT_MESSAGES.registeredSuccess;
            setDone(message);
            toast.success(message, { duration: TOAST_DURATION_MS });
          }}
          onFull={(count, message) => {
            setFullNotice(message);
            setRegistered(Math.max(count, registered));
          }}
          capacity={event.capacity}
        />
      ) : null}

      {description ? (
        <div className="prose-content mt-6 text-slate-700" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: description }} />
      ) : null}

      {event.highlights.length ? (
        <section aria-labelledby={`event-${event.id}-highlights`} className="mt-6">
          <h3 id={`event-${event.id}-highlights`} className="font-semibold text-slate-900">
            {copy.highlights}
          </h3>
          <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
            {event.highlights.map((h) => (
              <li key={h} className="flex items-start gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {h}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {event.speakers.length ? (
        <section aria-labelledby={`event-${event.id}-speakers`} className="mt-6">
          <h3 id={`event-${event.id}-speakers`} className="font-semibold text-slate-900">
            {copy.speakers}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-3">
            {event.speakers.map((s) => (
              <li key={s.name} className="flex items-center gap-2 rounded-full bg-slate-50 py-1 pl-1 pr-4 text-sm font-medium text-slate-800 ring-1 ring-slate-200">
                <span aria-hidden="true" className={`flex size-8 items-center justify-center rounded-full text-xs font-bold text-white ${avatarColour(s.name)}`}>
                  {initialsOf(s.name)}
                </span>
                {s.name}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Dialog>
  );
}

function Detail({ icon: Icon, label, children }: { icon: typeof CalendarDays; label: string; children: React.ReactNode }) {
  return (
    <div className="relative pl-7">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
        <Icon aria-hidden="true" className="absolute left-0 top-0.5 size-4 text-brand-700" />
        {label}
      </dt>
      <dd className="mt-0.5 text-slate-800">{children}</dd>
    </div>
  );
}

interface RegistrationFormProps {
  eventId: number;
  capacity: number;
  onCancel: () => void;
  onDone: (answer: RegistrationAnswer) => void;
  onFull: (registered: number, message: string) => void;
}

/** Name and email, sent to POST /api/events/{id}/registrations; 409 shows the server's reason. */
function RegistrationForm({ eventId, capacity, onCancel, onDone, onFull }: RegistrationFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const first = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EventRegistrationInput>({ resolver: zodResolver(eventRegistrationBodySchema), defaultValues: { name: '', email: '' } });
  const nameField = register('name');

  useEffect(() => {
    first.current?.focus();
  }, []);

  async function onSubmit(values: EventRegistrationInput) {
    setFailure(null);
    try {
      const answer = await api.post<RegistrationAnswer>(`/events/${eventId}/registrations`, values);
      onDone(answer);
    } catch (error) {
      const message = applyServerErrors(error, setError, ['name', 'email'], regCopy.failed);
      setFailure(message);
      if (message === EVENT_MESSAGES.full) onFull(capacity, message);
      toast.error(message, { duration: TOAST_DURATION_MS });
    }
  }

  return (
    <form
      noValidate
      aria-label={regCopy.title}
      onSubmit={handleSubmit(onSubmit)}
      className="mt-6 rounded-2xl bg-slate-50 p-5 ring-1 ring-inset ring-slate-200"
    >
      <h3 className="font-semibold text-slate-900">{regCopy.title}</h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label={regCopy.name}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...nameField}
          ref={(el) => {
            nameField.ref(el);
            first.current = el;
            // The dialog focuses [autofocus] when it opens with the form showing.
            el?.setAttribute('autofocus', '');
          }}
        />
        <TextField label={regCopy.email} type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      </div>
      {failure ? (
        <div className="mt-4">
          <FormAlert tone="error">{failure}</FormAlert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {regCopy.cancel}
        </Button>
        <Button type="submit" loading={isSubmitting} loadingText={regCopy.submitting}>
          {regCopy.submit}
        </Button>
      </div>
    </form>
  );
}
