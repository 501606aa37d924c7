import './form.css';

/** A turning ring; decorative (the surrounding text says what is happening). */
export function Spinner({ size = 'default' }: { size?: 'default' | 'large' }) {
  return <span className={`spinner${size === 'large' ? ' spinner-lg' : ''}`} aria-hidden="true" />;
}
