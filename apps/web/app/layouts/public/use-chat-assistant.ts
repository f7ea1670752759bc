import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_UNREAD_DOT_DELAY_MS } from '@mnch/shared';
import { chatUi, type ChatContact, type ChatLink } from '../../content/chat';
import { replyFor } from './chat-bot';
import type { FigureSet } from '../../lib/figures';

export interface ChatMessage {
  id: number;
  sender: 'user' | 'bot';
  text: string;
  links?: ChatLink[];
}

/** Send is allowed only with some text and while the bot is not replying. */
export function canSend(input: string, replying: boolean): boolean {
  return input.trim().length > 0 && !replying;
}

/**
 * The chat assistant's state (chat-assistant.tsx renders it): the conversation, the bot's scripted reply
 * after `delay()` ms, open and closed with focus moved to the message box and back to the launcher, and
 * the unread dot (when the bot answers while closed, or CHAT_UNREAD_DOT_DELAY_MS after the page loaded,
 * `sinceLoad()` being how long ago, while the chat was never opened). `contact` and `figures`: the centre's details and figures the answers quote.
 */
export function useChatAssistant(delay: () => number, contact: ChatContact, figures: FigureSet, sinceLoad: () => number) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [unread, setUnread] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [{ id: 0, sender: 'bot', text: chatUi.welcome }]);
  const [input, setInput] = useState('');
  const [replying, setReplying] = useState(false);
  const openRef = useRef(open);
  const nextId = useRef(1);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    openRef.current = open;
  }, [open]);

  // Unread dot 5 s after the page loaded (not after this code did: it loads when the chat is first
  // used) while the chat has never been opened.
  const since = useRef(sinceLoad);
  useEffect(() => {
    if (everOpened) return;
    const timer = setTimeout(() => setUnread(true), Math.max(0, CHAT_UNREAD_DOT_DELAY_MS - since.current()));
    return () => clearTimeout(timer);
  }, [everOpened]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  // Keep the newest message in view.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, replying, open]);

  function show() {
    setOpen(true);
    setEverOpened(true);
    setUnread(false);
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  function hide() {
    setOpen(false);
    launcherRef.current?.focus();
  }

  function send(event?: FormEvent) {
    event?.preventDefault();
    const text = input.trim();
    if (!canSend(text, replying)) return;
    setMessages((list) => [...list, { id: nextId.current++, sender: 'user', text }]);
    setInput('');
    setReplying(true);
    const timer = setTimeout(() => {
      const reply = replyFor(text, contact, figures);
      setMessages((list) => [...list, { id: nextId.current++, sender: 'bot', text: reply.text, links: reply.links }]);
      setReplying(false);
      if (!openRef.current) setUnread(true);
    }, delay());
    timers.current.push(timer);
  }

  /** Escape in the panel closes it (and does not reach a dialog behind it). */
  function onPanelKeyDown(event: Pick<KeyboardEvent, 'key' | 'stopPropagation'>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      hide();
    }
  }

  return {
    open,
    /** The dot on the launcher: a message not seen yet (never while open). */
    unread: unread && !open,
    messages,
    input,
    setInput,
    replying,
    sendable: canSend(input, replying),
    show,
    hide,
    send,
    onPanelKeyDown,
    launcherRef,
    inputRef,
    listRef,
  };
}
