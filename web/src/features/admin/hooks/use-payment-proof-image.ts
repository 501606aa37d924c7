import { useEffect, useState } from 'react';
import { getPaymentProof, proofLoadFailed } from '../api/get-payment-proof';

export type ProofImage = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error'; message: string };

/**
 * The private proof screenshot as an object URL the page can show. The URL is revoked when the
 * proof changes or the screen goes away, so the bytes do not stay in memory.
 */
export function usePaymentProofImage(proofUrl: string): ProofImage {
  const [image, setImage] = useState<{ for: string; state: ProofImage }>({ for: proofUrl, state: { status: 'loading' } });

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    getPaymentProof(proofUrl, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setImage({ for: proofUrl, state: { status: 'ready', src: objectUrl } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setImage({ for: proofUrl, state: { status: 'error', message: error instanceof Error ? error.message : proofLoadFailed() } });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [proofUrl]);

  return image.for === proofUrl ? image.state : { status: 'loading' };
}
