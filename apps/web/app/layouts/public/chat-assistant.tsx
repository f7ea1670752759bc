import { useId } from 'react';
import { Link } from 'react-router';
import { Bot, MessageCircle, SendHorizontal, X } from 'lucide-react';
import { clsx } from 'clsx';
import { CHAT_UNREAD_DOT_DELAY_MS, EMPTY_SITE_SETTINGS } from '@mnch/shared';
import { chatContact, chatUi, type ChatContact } from '../../content/chat';
import { figureSet, type FigureSet } from '../../lib/figures';
import { useHydrated } from '../../lib/use-hydrated';
import { replyDelay } from './chat-bot';
import { useChatAssistant } from './use-chat-assistant';

const NO_FIGURES = figureSet([]);

const UNREAD_DOT = 'absolute right-0.5 top-0.5 size-3.5 rounded-full bg-red-600 ring-2 ring-white';

const NO_CONTACT = chatContact(EMPTY_SITE_SETTINGS);

const LAUNCHER =
  'relative flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-xl shadow-brand-900/30 ring-4 ring-white/70 transition-transform hover:scale-105 hover:bg-brand-800';

interface ChatAssistantProps {
  /** For tests: the reply delay. */
  delay?: () => number;
  /** The centre's details the answers quote (`chatContact` of the public layout's site settings: only these ride in the page). */
  contact?: ChatContact;
  /** The site's figures the answers quote (the public layout's). */
  figures?: FigureSet;
  /** For tests: milliseconds since the page loaded (the unread dot shows 5 s after). */
  sinceLoad?: () => number;
}

/**
 * The floating chat assistant, a landmark of its own (complementary, named): scripted answers by keyword
 * after a random 1-3 s delay with a typing indicator; an unread dot when the bot answers while closed,
 * or 5 s after the page loads if the chat was never opened. It needs its scripts: until they have run
 * (and without JavaScript) its launcher is a link to the contact page, never a dead button
 * (docs/no-script.md, "Controls"), whose dot appears 5 s after the page loads by CSS alone, since the
 * chat's code loads only when used. On a page served as islands the chat's code loads when that
 * launcher is first used, and the click that woke it opens the chat (islands/entry.ts replays it on the
 * button, `data-replay`). The conversation and the focus moves are use-chat-assistant.ts; this renders them.
 */
export function ChatAssistant({
  delay = replyDelay,
  contact = NO_CONTACT,
  figures = NO_FIGURES,
  sinceLoad = () => performance.now(),
}: ChatAssistantProps) {
  const hydrated = useHydrated();
  const panelId = useId();
  const titleId = useId();
  const inputId = useId();
  const { open, unread, messages, input, setInput, replying, sendable, show, hide, send, onPanelKeyDown, launcherRef, inputRef, listRef } =
    useChatAssistant(delay, contact, figures, sinceLoad);

  if (!hydrated) {
    return (
      <aside aria-label={chatUi.landmark} className="fixed bottom-4 right-4 z-40 sm:bottom-6 sm:right-6">
        <a href="/contact" data-replay="chat-launcher" aria-label={chatUi.launcherFallback} className={LAUNCHER}>
          <MessageCircle aria-hidden="true" className="size-6" />
          {/* Hidden until CHAT_UNREAD_DOT_DELAY_MS after the page loads (app.css, `animate-unread-dot`). */}
          <span
            data-testid="chat-unread-dot"
            aria-hidden="true"
            className={clsx(UNREAD_DOT, 'invisible animate-unread-dot')}
            style={{ animationDelay: `${CHAT_UNREAD_DOT_DELAY_MS}ms` }}
          />
        </a>
      </aside>
    );
  }
  return (
    <aside aria-label={chatUi.landmark} className="fixed bottom-4 right-4 z-40 flex flex-col items-end gap-3 sm:bottom-6 sm:right-6">
      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          onKeyDown={onPanelKeyDown}
          className="flex h-[min(34rem,calc(100dvh-7rem))] w-[min(23rem,calc(100vw-2rem))] animate-pop-in flex-col overflow-hidden rounded-2xl bg-white shadow-2xl shadow-slate-900/20 ring-1 ring-slate-900/10"
        >
          <div className="flex items-center gap-3 bg-gradient-to-r from-brand-800 to-brand-700 px-4 py-3 text-white">
            <span className="flex size-9 items-center justify-center rounded-full bg-white/15">
              <Bot aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="truncate text-sm font-semibold">
                {chatUi.title}
              </h2>
              <p className="text-xs text-brand-100">{chatUi.subtitle}</p>
            </div>
            <button
              type="button"
              onClick={hide}
              aria-label="Close chat assistant"
              className="rounded-full p-2 text-white hover:bg-white/15"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>

          <div
            ref={listRef}
            role="log"
            aria-live="polite"
            aria-label="Conversation"
            className="flex-1 space-y-3 overflow-y-auto bg-slate-50 px-4 py-4"
          >
            {messages.map((m) => (
              <div key={m.id} className={clsx('flex', m.sender === 'user' ? 'justify-end' : 'justify-start')}>
                <div
                  className={clsx(
                    'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed',
                    m.sender === 'user'
                      ? 'rounded-br-md bg-brand-700 text-white'
                      : 'rounded-bl-md bg-white text-slate-800 shadow-sm ring-1 ring-slate-200',
                  )}
                >
                  <span className="sr-only">{m.sender === 'user' ? 'You: ' : 'Assistant: '}</span>
                  {m.text}
                  {m.links?.length ? (
                    <span className="mt-2 flex flex-wrap gap-2">
                      {m.links.map((link) => (
                        <Link
                          key={link.to}
                          to={link.to}
                          className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
                        >
                          {link.label}
                        </Link>
                      ))}
                    </span>
                  ) : null}
                </div>
              </div>
            ))}
            {replying ? (
              <div className="flex justify-start">
                <div className="flex items-center gap-1 rounded-2xl rounded-bl-md bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
                  <span className="sr-only">{chatUi.typing}</span>
                  {[0, 150, 300].map((d) => (
                    <span
                      key={d}
                      aria-hidden="true"
                      className="size-2 animate-bounce rounded-full bg-brand-500"
                      style={{ animationDelay: `${d}ms` }}
                    />
                  ))}
                </div>
              </div>
            ) : null}
          </div>

          <form onSubmit={send} className="flex items-center gap-2 border-t border-slate-200 bg-white p-3">
            <label htmlFor={inputId} className="sr-only">
              Your message
            </label>
            <input
              ref={inputRef}
              id={inputId}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              placeholder={chatUi.placeholder}
              autoComplete="off"
              maxLength={500}
              className="h-11 min-w-0 flex-1 rounded-full bg-slate-100 px-4 text-sm text-slate-900 outline-none placeholder:text-slate-500 focus-visible:bg-white focus-visible:ring-2 focus-visible:ring-brand-500"
            />
            <button
              type="submit"
              disabled={!sendable}
              className="inline-flex h-11 items-center gap-1.5 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
            >
              <SendHorizontal aria-hidden="true" className="size-4" />
              Send
            </button>
          </form>
        </div>
      ) : null}

      <button
        ref={launcherRef}
        type="button"
        onClick={open ? hide : show}
        aria-label={open ? 'Close chat assistant' : 'Open chat assistant'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-describedby={unread ? `${panelId}-unread` : undefined}
        data-replay="chat-launcher"
        className={LAUNCHER}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
        {unread ? (
          <>
            <span data-testid="chat-unread-dot" aria-hidden="true" className={UNREAD_DOT} />
            <span id={`${panelId}-unread`} className="sr-only">
              New message
            </span>
          </>
        ) : null}
      </button>
    </aside>
  );
}
