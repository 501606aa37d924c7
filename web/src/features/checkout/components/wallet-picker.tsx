import { WALLET_NAMES, type Wallet } from '@shop/domain';
import { useT } from '@/lib/i18n/use-t';
import './wallet-picker.css';

/** Each wallet's mark: its colours and its name, drawn here (no image to fetch). */
const MARK: Record<Wallet, { background: string; colour: string; word: string }> = {
  mtn: { background: '#ffcb05', colour: '#004f71', word: 'MTN' },
  airtel: { background: '#e40000', colour: '#ffffff', word: 'airtel' },
};

export function WalletMark({ wallet }: { wallet: Wallet }) {
  const mark = MARK[wallet];
  return (
    <svg className="wallet-mark" width="44" height="28" viewBox="0 0 44 28" role="img" aria-label={WALLET_NAMES[wallet]}>
      <rect width="44" height="28" rx="6" fill={mark.background} />
      <text x="22" y="18.5" textAnchor="middle" fontSize={wallet === 'mtn' ? 12 : 10} fontWeight="700" fontFamily="system-ui, sans-serif" fill={mark.colour}>
        {mark.word}
      </text>
    </svg>
  );
}

export interface WalletPickerProps {
  wallets: Wallet[];
  chosen: Wallet;
  /** The wallet the number's prefix suggests, said beside it. */
  suggested?: Wallet;
  onChoose(wallet: Wallet): void;
}

/** Which wallet the prompt goes to: the number's own by default; the shopper may change it (a ported number). */
export function WalletPicker({ wallets, chosen, suggested, onChoose }: WalletPickerProps) {
  const t = useT();
  return (
    <fieldset className="wallet-picker" data-testid="wallet-picker">
      <legend className="field-label">{t('checkout.momo.wallet')}</legend>
      {wallets.map((wallet) => (
        <label key={wallet} className={`wallet-option${wallet === chosen ? ' is-selected' : ''}`}>
          <input type="radio" name="momoWallet" value={wallet} checked={wallet === chosen} onChange={() => onChoose(wallet)} />
          <WalletMark wallet={wallet} />
          <span className="wallet-option-name">{WALLET_NAMES[wallet]}</span>
          {wallet === suggested ? <span className="wallet-option-note">{t('checkout.momo.walletFromNumber')}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
