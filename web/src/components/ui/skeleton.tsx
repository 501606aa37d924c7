import './skeleton.css';

/**
 * A grey block standing in for content that is loading; its class gives it the size of what it
 * stands for, so nothing moves when the content arrives. Decorative: the loading text is elsewhere.
 */
export function Skeleton({ className }: { className?: string }) {
  return <span className={className ? `skeleton ${className}` : 'skeleton'} aria-hidden="true" />;
}

/** Skeleton blocks one after another, one per class (each class sizes its block). */
export function Skeletons({ classNames }: { classNames: readonly string[] }) {
  return classNames.map((className) => <Skeleton key={className} className={className} />);
}
