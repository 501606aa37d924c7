import type { ReactNode } from 'react';

/** A section named by its own heading (aria-labelledby), so assistive technology lists it by that title. */
export function TitledSection({
  titleId,
  title,
  className,
  titleClassName,
  children,
}: {
  titleId: string;
  title: string;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
