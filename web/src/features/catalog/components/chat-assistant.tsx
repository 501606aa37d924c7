import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { CHAT_REPLY_DELAY_MS, formatRwf } from '@shop/domain';
import { CloseIcon } from '@/components/ui/icons';
import { BotIcon, ChatIcon, SendIcon } from '@/components/ui/shop-icons';
import { getProducts } from '../api/get-products';
import type { Product } from '../types';
import { CHAT_GREETING, CHAT_PRICE_RANGE, chatReplyFor, type ChatRecommendation } from '../utils/chat-replies';
import { productPath } from '../utils/product-view';
import './chat-assistant.css';

interface ChatMessage {
  id: number;
  from: 'assistant' | 'shopper';
  text: string;
  products?: Product[];
  moreLink?: { to: string; label: string };
}

const quickQuestions = ['Keyboards', 'Mice', 'Headphones', 'Delivery'];
const RECOMMENDATIONS = 3;

/** Real catalogue products in the chat's price band for a recommendation, best rated first. */
async function findProducts(recommend: ChatRecommendation): Promise<Product[]> {
  try {
    const page = await getProducts({
      category: recommend.category,
      minPrice: CHAT_PRICE_RANGE.min,
      maxPrice: CHAT_PRICE_RANGE.max,
      inStock: true,
      sortBy: 'rating',
      sortOrder: 'desc',
      limit: RECOMMENDATIONS,
      page: 1,
    });
    return page.products.filter((p) => p.price >= CHAT_PRICE_RANGE.min && p.price <= CHAT_PRICE_RANGE.max);
  } catch {
    return [];
  }
}

function listingLink(recommend: ChatRecommendation) {
  const query = `minPrice=${CHAT_PRICE_RANGE.min}&maxPrice=${CHAT_PRICE_RANGE.max}`;
  return recommend.category
    ? { to: `/products?category=${recommend.category}&${query}`, label: `See all ${recommend.label} in this range` }
    : { to: `/products?${query}`, label: 'See everything in this range' };
}

/**
 * The floating shopping assistant (SPEC section 2): open or closed, greets first, and answers
 * after 1 second by keyword, recommending real products priced 15,000 to 95,000 RWF.
 */
export function ChatAssistant() {
  const panelId = useId();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: 0, from: 'assistant', text: CHAT_GREETING }]);
  const [typing, setTyping] = useState(false);
  const [draft, setDraft] = useState('');
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    if (open) inputRef.current?.focus();
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
    const reply = chatReplyFor(message);
    const found = reply.recommend ? findProducts(reply.recommend) : Promise.resolve(undefined);
    const delay = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        resolve();
      }, CHAT_REPLY_DELAY_MS);
      timers.current.add(timer);
    });
    void Promise.all([found, delay]).then(([products]) => {
      let answer: ChatMessage = { id: nextId.current++, from: 'assistant', text: reply.text };
      if (reply.recommend) {
        answer = products?.length
          ? { ...answer, products, moreLink: listingLink(reply.recommend) }
          : {
              ...answer,
              text: `I couldn't find ${reply.recommend.label} priced ${formatRwf(CHAT_PRICE_RANGE.min)} to ${formatRwf(CHAT_PRICE_RANGE.max)} in stock right now. Have a look at the full catalogue:`,
              moreLink: { to: reply.recommend.category ? `/products/${reply.recommend.category}` : '/products', label: 'Browse products' },
            };
      }
      setMessages((list) => [...list, answer]);
      setTyping(false);
    });
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
              <h2 id={`${panelId}-title`}>DevShop Assistant</h2>
              <p>Usually replies in a second</p>
            </div>
            <button type="button" className="chat-close" aria-label="Close chat assistant" onClick={close}>
              <CloseIcon size={20} />
            </button>
          </header>
          <div className="chat-log" ref={logRef} role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
            <ol className="chat-messages">
              {messages.map((message) => (
                <li key={message.id} className={`chat-message chat-from-${message.from}`}>
                  <span className="visually-hidden">{message.from === 'assistant' ? 'Assistant: ' : 'You: '}</span>
                  <p>{message.text}</p>
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
                  {message.moreLink ? (
                    <Link to={message.moreLink.to} className="chat-more">
                      {message.moreLink.label}
                    </Link>
                  ) : null}
                </li>
              ))}
              {typing ? (
                <li className="chat-message chat-from-assistant chat-typing">
                  <span className="visually-hidden">Assistant is typing</span>
                  <span className="chat-dots" aria-hidden="true">
                    <span />
                    <span />
                    <span />
                  </span>
                </li>
              ) : null}
            </ol>
          </div>
          <div className="chat-quick" role="group" aria-label="Quick questions">
            {quickQuestions.map((question) => (
              <button key={question} type="button" onClick={() => send(question)} disabled={typing}>
                {question}
              </button>
            ))}
          </div>
          <form className="chat-form" onSubmit={submit}>
            <label htmlFor={inputId} className="visually-hidden">
              Message the assistant
            </label>
            <input
              id={inputId}
              ref={inputRef}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Ask about keyboards, delivery…"
              autoComplete="off"
              maxLength={300}
            />
            <button type="submit" className="chat-send" aria-label="Send message" disabled={!draft.trim() || typing}>
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
        aria-label={open ? 'Close chat assistant' : 'Open chat assistant'}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <CloseIcon size={26} /> : <ChatIcon size={26} />}
      </button>
    </div>
  );
}
