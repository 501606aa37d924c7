import { localMessage } from '@/lib/i18n/shop-messages';
import { AlertIcon } from './icons';
import './form.css';

/** Why a form was refused, announced as an alert above its buttons; nothing when there is no message. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="form-alert" role="alert">
      <AlertIcon size={18} />
      {localMessage(message)}
    </p>
  );
}
