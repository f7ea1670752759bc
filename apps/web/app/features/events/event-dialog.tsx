import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../lib/toast';
import { CalendarDays, CalendarPlus, Clock, Coins, MapPin, Share2, Timer, UserRound, Users, Video } from 'lucide-react';
import {
  EVENT_MESSAGES,
  TOAST_DURATION_MS,
  eventDuration,
  eventPath,
  eventRegistrationBodySchema,
  formatEventDuration,
  eventRegistrationResponseSchema,
  type EventItem,
  type EventRegistrationInput,
  type EventRegistrationResponse,
} from '@mnch/shared';
import { FormAlert, FormConfirmation, TextField } from '../../components/form-fields';
import { avatarColour, initialsOf } from '../../components/initials';
import { applyServerErrors } from '../../components/server-errors';
import { Badge, Button, Dialog, InPlaceLink, buttonClasses, MarkedList, NewTabLink } from '../../components/ui';
import { eventsCopy } from '../../content/events';
import { eventDialogsCopy } from '../../content/event-dialogs';
import { api } from '../../lib/api-client';
import { formFailure, typed, type FormFailure, usePostOutcome } from '../../lib/form-result';
import { useHydrated } from '../../lib/use-hydrated';
import { EventImage } from './event-card';
import { EVENT_FORMS, type RegistrationOutcome } from './event-forms';
import { eventState, formatEventDate, formatEventWhen, formatFee, isVirtual } from './events';
import { shareLink } from '../../lib/share';

/** The message of a registration's outcome, sent with the scripts or without (the address's flag). */
function outcomeMessage(outcome: RegistrationOutcome): string {
  return outcome === 'pending' ? EVENT_MESSAGES.pendingApproval : EVENT_MESSAGES.registeredSuccess;
}

const copy = eventDialogsCopy.dialog;
const regCopy = eventDialogsCopy.registration;

interface EventDialogProps {
  event: EventItem | null;
  /** Open with the registration form showing. */
  startRegistering?: boolean;
  /** The outcome of a registration posted without scripts, which the address names (event-forms.ts). */
  outcome?: RegistrationOutcome | null;
  now: Date;
  onClose: () => void;
  /** After a registration: the new count, so the page can show it. */
  onRegistered: (id: number, registered: number) => void;
  /** Addresses the server renders: the page without the dialog, the dialog with its registration form, and with its details. */
  closeHref: string;
  registerHref: string;
  detailsHref: string;
  /** What the page's last post came back with (its action's answer), if it failed. */
  posted: FormFailure | null;
}

/**
 * The event's details with Register Now / Event Full / Event Completed, Add to Calendar and Share.
 * An address opens it (event-forms.ts), with the registration form or a registration's outcome: the
 * form posts there before or without scripts (events.route.tsx's action) and sends itself once they run.
 */
export function EventDialog({ event, ...props }: EventDialogProps) {
  if (!event) return null;
  return <OpenEventDialog key={`${event.id}:${props.startRegistering}:${props.outcome}`} event={event} {...props} />;
}

function OpenEventDialog({
  event,
  startRegistering,
  outcome,
  now,
  onClose,
  onRegistered,
  closeHref,
  registerHref,
  detailsHref,
  posted: pagePosted,
}: EventDialogProps & { event: EventItem }) {
  const posted = formFailure(pagePosted, EVENT_FORMS.registration);
  const hydrated = useHydrated();
  const [registered, setRegistered] = useState(event.registered);
  const [registering, setRegistering] = useState(Boolean(startRegistering || posted));
  const [done, setDone] = useState<string | null>(outcome ? outcomeMessage(outcome) : null);
  const state = eventState({ ...event, registered }, now);
  /** The server's reason when the event filled up (or closed) while the form was open. */
  const [fullNotice, setFullNotice] = useState<string | null>(posted && state !== 'open' ? posted.message : null);
  const online = isVirtual(event);
  const link = event.virtualLink ?? event.virtual_link;
  const duration = eventDuration(event.startDate, event.endDate);
  const fee = formatFee(event.registrationFee, event.currency);
  // Cleaned once by the API when it was written (apps/api/src/lib/sanitize.ts, decision 0014).
  const description = event.description;

  async function onShare() {
    const url = new URL(eventPath(event.slug), window.location.origin).toString();
    const sharing = await shareLink({ title: event.title, text: formatEventWhen(event.startDate, event.endDate), url });
    if (sharing === 'copied') toast.success(copy.linkCopied, { duration: TOAST_DURATION_MS });
    else if (sharing === 'failed') toast.error(copy.copyFailed, { duration: TOAST_DURATION_MS });
  }

  const primary =
    state === 'past' ? (
      <Button disabled>{copy.completed}</Button>
    ) : state === 'full' ? (
      <Button disabled>{copy.full}</Button>
    ) : state === 'closed' ? (
      <Button disabled>{EVENT_MESSAGES.closed}</Button>
    ) : done || registering ? null : (
      <InPlaceLink href={registerHref} onActivate={() => setRegistering(true)} className={buttonClasses()}>
        {eventsCopy.registerNow}
      </InPlaceLink>
    );

  return (
    <Dialog
      open
      id={EVENT_FORMS.dialog}
      onClose={onClose}
      closeHref={closeHref}
      title={event.title}
      size="xl"
      footer={
        <>
          <InPlaceLink href={closeHref} onActivate={onClose} className={buttonClasses({ variant: 'ghost' })}>
            {copy.close}
          </InPlaceLink>
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
          <Detail icon={online ? Video : MapPin} label={online ? eventsCopy.card.onlineEvent : copy.where}>
            {online ? (
              link && state !== 'past' ? (
                <NewTabLink href={link} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                  {copy.joinLink}
                </NewTabLink>
              ) : (
                eventsCopy.card.online
              )
            ) : (
              event.venueName
            )}
          </Detail>
          {duration ? (
            <Detail icon={Timer} label={copy.duration}>
              <span data-testid="event-duration">{formatEventDuration(duration)}</span>
            </Detail>
          ) : null}
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
        {/* Sharing needs the scripts: shown once hydrated (the address of the dialog is the link to share). */}
        {hydrated ? (
          <Button variant="secondary" size="sm" onClick={onShare}>
            <Share2 aria-hidden="true" className="size-4" />
            {copy.share}
          </Button>
        ) : null}
      </div>

      {done ? (
        <FormConfirmation id={EVENT_FORMS.registration} className="mt-6">
          {done}
        </FormConfirmation>
      ) : fullNotice && state !== 'open' ? (
        <div role="alert" className="mt-6">
          <FormAlert tone="error">{fullNotice}</FormAlert>
        </div>
      ) : registering && state === 'open' ? (
        <RegistrationForm
          eventId={event.id}
          action={registerHref}
          posted={posted}
          cancelHref={detailsHref}
          onCancel={() => setRegistering(false)}
          onDone={(answer) => {
            setRegistered(answer.event.registered);
            onRegistered(event.id, answer.event.registered);
            const message = outcomeMessage(answer.status === 'pending' ? 'pending' : 'confirmed');
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
          <MarkedList items={event.highlights} mark="check" className="mt-2 space-y-1.5" />
        </section>
      ) : null}

      {event.speakers.length ? (
        <section aria-labelledby={`event-${event.id}-speakers`} className="mt-6">
          <h3 id={`event-${event.id}-speakers`} className="font-semibold text-slate-900">
            {copy.speakers}
          </h3>
          <ul className="mt-3 flex flex-wrap gap-3">
            {event.speakers.map((s) => (
              <li
                key={s.name}
                className="flex items-center gap-2 rounded-full bg-slate-50 py-1 pl-1 pr-4 text-sm font-medium text-slate-800 ring-1 ring-slate-200"
              >
                <span
                  aria-hidden="true"
                  className={`flex size-8 items-center justify-center rounded-full text-xs font-bold text-white ${avatarColour(s.name)}`}
                >
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
  /** Where it posts before or without scripts: the dialog's address with the form shown. */
  action: string;
  /** What that post came back with. */
  posted: FormFailure | null;
  /** The dialog's details (the form hidden). */
  cancelHref: string;
  onCancel: () => void;
  onDone: (answer: EventRegistrationResponse) => void;
  onFull: (registered: number, message: string) => void;
}

/**
 * Name and email, sent to POST /api/events/{id}/registrations; 409 shows the server's reason. Before or
 * without scripts it posts to `action`, which answers with the same errors and the values typed.
 */
function RegistrationForm({ eventId, capacity, action, posted, cancelHref, onCancel, onDone, onFull }: RegistrationFormProps) {
  const outcome = usePostOutcome(posted);
  const first = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EventRegistrationInput>({
    resolver: zodResolver(eventRegistrationBodySchema),
    defaultValues: { name: typed(posted, 'name'), email: typed(posted, 'email') },
  });
  const fieldError = (field: 'name' | 'email') => outcome.fieldError(field, errors[field]?.message);
  // The field that takes focus when the form opens: the first one the server refused, else the name. The
  // server writes it as `autofocus`, so without scripts the browser focuses it as the page loads (the
  // form's address has no #fragment, which would block that); with scripts the effect below does.
  const focusEmail = !fieldError('name') && !!fieldError('email');
  const focusRef = (el: HTMLInputElement | null) => {
    first.current = el;
    // The dialog focuses [autofocus] when it opens with the form showing.
    el?.setAttribute('autofocus', '');
  };
  const nameField = register('name');
  const emailField = register('email');

  useEffect(() => {
    first.current?.focus();
  }, []);

  async function onSubmit(values: EventRegistrationInput) {
    outcome.clear();
    try {
      const answer = await api.post(`/events/${eventId}/registrations`, values, eventRegistrationResponseSchema);
      onDone(answer);
    } catch (error) {
      const message = applyServerErrors(error, setError, ['name', 'email'], regCopy.failed);
      outcome.fail(message);
      if (message === EVENT_MESSAGES.full) onFull(capacity, message);
      toast.error(message, { duration: TOAST_DURATION_MS });
    }
  }

  return (
    <form
      id={EVENT_FORMS.registration}
      method="post"
      action={action}
      noValidate
      aria-label={regCopy.title}
      onSubmit={(event) => {
        outcome.dropPosted();
        return handleSubmit(onSubmit)(event);
      }}
      className="mt-6 scroll-mt-6 rounded-2xl bg-slate-50 p-5 ring-1 ring-inset ring-slate-200"
    >
      <input type="hidden" name="_form" value={EVENT_FORMS.registration} />
      <h3 className="font-semibold text-slate-900">{regCopy.title}</h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label={regCopy.name}
          autoComplete="name"
          required
          error={fieldError('name')}
          defaultValue={typed(posted, 'name')}
          autoFocus={!focusEmail}
          {...nameField}
          ref={(el) => {
            nameField.ref(el);
            if (!focusEmail) focusRef(el);
          }}
        />
        <TextField
          label={regCopy.email}
          type="email"
          autoComplete="email"
          required
          error={fieldError('email')}
          defaultValue={typed(posted, 'email')}
          autoFocus={focusEmail}
          {...emailField}
          ref={(el) => {
            emailField.ref(el);
            if (focusEmail) focusRef(el);
          }}
        />
      </div>
      {outcome.message ? (
        <div className="mt-4">
          <FormAlert tone="error">{outcome.message}</FormAlert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <InPlaceLink href={cancelHref} onActivate={onCancel} className={buttonClasses({ variant: 'ghost' })}>
          {regCopy.cancel}
        </InPlaceLink>
        <Button type="submit" loading={isSubmitting} loadingText={regCopy.submitting}>
          {regCopy.submit}
        </Button>
      </div>
    </form>
  );
}
