import { InfoIcon } from '@/components/ui/shop-icons';
import type { LabelledValue } from '../utils/receipt-content';
import type { FiscalBlock } from '../utils/fiscal-receipt-view';
import { QrCodeSvg } from './qr-code-svg';
import './fiscal-receipt.css';

function Rows({ rows }: { rows: readonly LabelledValue[] }) {
  return (
    <dl className="fiscal-rows">
      {rows.map(([label, value]) => (
        <div key={label} className="fiscal-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One EBM receipt of the order (RRA's fiscal block): the label, the invoice and its amounts, then
 * either the SDC information with the QR code, or the sentence saying the tax authority has not
 * confirmed it yet.
 */
export function FiscalReceiptSection({ block }: { block: FiscalBlock }) {
  const titleId = `fiscal-${block.key}`;
  return (
    <section className="card fiscal-receipt" aria-labelledby={titleId} data-testid="fiscal-receipt" data-state={block.pending ? 'pending' : 'signed'}>
      <header className="fiscal-receipt-header">
        <h2 id={titleId} className="confirmation-section-title">
          {block.title}
        </h2>
        <p className="fiscal-receipt-label">
          {block.label}
          {block.copy ? <strong className="fiscal-receipt-copy">{block.copy.mark}</strong> : null}
        </p>
      </header>
      <Rows rows={block.summary} />
      {block.pending ? (
        <p className="fiscal-receipt-pending" role="status">
          <InfoIcon size={20} />
          <span>{block.pending}</span>
        </p>
      ) : (
        <div className="fiscal-receipt-sdc">
          <div>
            <h3 className="fiscal-receipt-subtitle">{block.sdcTitle}</h3>
            <Rows rows={block.sdc} />
          </div>
          {block.qr ? <QrCodeSvg content={block.qr.content} label={block.qr.label} /> : null}
        </div>
      )}
      {block.copy ? <p className="fiscal-receipt-not-official">{block.copy.notice}</p> : null}
    </section>
  );
}
