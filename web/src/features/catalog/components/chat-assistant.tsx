import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { CHAT_REPLY_DELAY_MS, formatRwf } from '@shop/domain';
import { CloseIcon } from '@/components/ui/icons';
import { BotIcon, ChatIcon, SendIcon } from '@/components/ui/shop-icons';
import { useT, type MessageKey } from '@/lib/i18n/use-t';
import { deliveryZonesForReply, prefetchDeliveryZones } from '../api/get-delivery-zones';
import { getProducts } from '../api/get-products';
import type { Product } from '../types';
import { latestOrderReply } from '../utils/chat-latest-order';
import {
  chatReplyFor,
  noProductsReply,
  recommendationLink,
  type ChatLink,
  type ChatRecommendation,
  type ChatReply,
} from '../utils/chat-replies';
import { productPath } from '../utils/product-view';
import './chat-assistant.css';

interface ChatMessage {
  id: number;
  from: 'assistant' | 'shopper';
  /** What was said; null for the greeting, which follows the shop's language. */
  text: string | null;
  products?: Product[];
  link?: ChatLink;
}

const quickQuestions: MessageKey[] = ['chat.quick.keyboards', 'chat.quick.mice', 'chat.quick.headphones', 'chat.quick.delivery'];
const RECOMMENDATIONS = 3;

/** Real catalogue products in the asked part of the chat's price band, best rated first. */
async function findProducts({ category, price }: ChatRecommendation, signal: AbortSignal): Promise<Product[]> {
  try {
    const page = await getProducts(
      {
        category,
        minPrice: price.min,
        maxPrice: price.max,
        inStock: true,
        sortBy: 'rating',
        sortOrder: 'desc',
        limit: RECOMMENDATIONS,
        page: 1,
      },
      signal,
    );
    return page.products.filter((p) => p.price >= price.min && p.price <= price.max);
  } catch {
    return [];
  }
}

/** The full answer to a reply: its products, or the shopper's latest order, looked up. */
async function answerFor(reply: ChatReply, signal: AbortSignal): Promise<Omit<ChatMessage, 'id' | 'from'>> {
  if (reply.lookup === 'latest-order') return latestOrderReply(undefined, signal);
  if (!reply.recommend) return { text: reply.text, link: reply.link };
  const products = await findProducts(reply.recommend, signal);
  return products.length ? { text: reply.text, products, link: recommendationLink(reply.recommend) } : noProductsReply(reply.recommend);
}

/**
 * The floating shopping assistant (SPEC section 2): open or closed, greets first, and answers
 * after 1 second by keyword, in the shop's language, to questions asked in English, French or
 * Kinyarwanda: real products priced 15,000 to 95,000 RWF (within the shopper's price), delivery
 * (with the shop's delivery zones), payment, and where the shopper's latest order is.
 */
export function ChatAssistant() {
  const t = useT();
  const panelId = useId();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: 0, from: 'assistant', text: null }]);
  const [typing, setTyping] = useState(false);
  const [draft, setDraft] = useState('');
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const lookups = useRef(new AbortController());
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const pending = timers.current;
    const controller = new AbortController();
    lookups.current = controller;
    return () => {
      pending.forEach(clearTimeout);
      controller.abort();
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    // The admin's delivery zones, asked for as the chat opens so that a delivery answer has them.
    prefetchDeliveryZones();
  }, [open]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, typing]);

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  function send(text: string) {
    const message = text.trim();
    if (!message) return;
    setMessages((list) => [...list, { id: nextId.current++, from: 'shopper', text: message }]);
    setDraft('');
    setTyping(true);
    const signal = lookups.current.signal;
    const delay = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        resolve();
      }, CHAT_REPLY_DELAY_MS);
      timers.current.add(timer);
    });
    // The reply shows after the delay anyway: the admin's zones have until then to come in. Not in
    // by then, or not to be had, the seeded zones price the delivery.
    const zones = Promise.race([deliveryZonesForReply(), delay.then(() => undefined)]);
    const answer = zones.then((table) => answerFor(chatReplyFor(message, table), signal));
    void Promise.all([answer, delay]).then(
      ([reply]) => {
        setMessages((list) => [...list, { ...reply, id: nextId.current++, from: 'assistant' }]);
        setTyping(false);
      },
      () => {
        if (!signal.aborted) setTyping(false);
      },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(draft);
  }

  return (
    <div className="chat">
      {open ? (
        <section
          id={panelId}
          className="chat-panel"
          aria-labelledby={`${panelId}-title`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <header className="chat-head">
            <span className="chat-avatar" aria-hidden="true">
              <BotIcon size={20} />
            </span>
            <div>
              <h2 id={`${panelId}-title`}>{t('chat.title')}</h2>
              <p>{t('chat.subtitle')}</p>
            </div>
            <button type="button" className="chat-close" aria-label={t('chat.close')} onClick={close}>
              <CloseIcon size={20} />
            </button>
          </header>
          <div className="chat-log" ref={logRef} role="log" aria-live="polite" aria-label={t('chat.log')} tabIndex={0}>
            <ol className="chat-messages">
              {messages.map((message) => (
                <li key={message.id} className={`chat-message chat-from-${message.from}`}>
                  <span className="visually-hidden">{t(message.from === 'assistant' ? 'chat.from.assistant' : 'chat.from.you')}</span>
                  <p>{message.text ?? t('chat.greeting')}</p>
                  {message.products?.length ? (
                    <ul className="chat-products">
                      {message.products.map((product) => (
                        <li key={product._id}>
                          <Link to={productPath(product)} className="chat-product">
                            <span className="chat-product-name">{product.name}</span>
                            <span className="chat-product-price">{formatRwf(product.price)}</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {message.link ? (
                    <Link to={message.link.to} className="chat-more">
                      {message.link.label}
                    </Link>
                  ) : null}
                </li>
              ))}
              {typing ? (
                <li className="chat-message chat-from-assistant chat-typing">
                  <span className="visually-hidden">{t('chat.typing')}</span>
                  <span className="chat-dots" aria-hidden="true">
                    <span />
                    <span />
                    <span />
                  </span>
                </li>
              ) : null}
            </ol>
          </div>
          <div className="chat-quick" role="group" aria-label={t('chat.quick.label')}>
            {quickQuestions.map((question) => (
              <button key={question} type="button" onClick={() => send(t(question))} disabled={typing}>
                {t(question)}
              </button>
            ))}
          </div>
          <form className="chat-form" onSubmit={submit}>
            <label htmlFor={inputId} className="visually-hidden">
              {t('chat.input.label')}
            </label>
            <input
              id={inputId}
              ref={inputRef}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t('chat.input.placeholder')}
              autoComplete="off"
              maxLength={300}
            />
            <button type="submit" className="chat-send" aria-label={t('chat.send')} disabled={!draft.trim() || typing}>
              <SendIcon size={18} />
            </button>
          </form>
        </section>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        className="chat-toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t(open ? 'chat.close' : 'chat.open')}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <CloseIcon size={26} /> : <ChatIcon size={26} />}
      </button>
    </div>
  );
}
