import { useMemo } from 'react';
import { qrMatrix, qrPath, qrSide } from '../utils/qr-code';

/**
 * A QR code as inline SVG: black squares on white, drawn from the code's modules (no image URL,
 * which the CSP may refuse, and sharp at any zoom). `label` names it to screen readers.
 */
export function QrCodeSvg({ content, label, size = 160 }: { content: string; label: string; size?: number }) {
  const matrix = useMemo(() => qrMatrix(content), [content]);
  const side = qrSide(matrix);
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-testid="fiscal-qr"
      data-content={content}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPath(matrix)} fill="#000" />
    </svg>
  );
}
