import { Icon, type IconProps } from '@/components/ui/icon';

/** A card, in the shop's icon style (decorative). */
export function CreditCardIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </Icon>
  );
}
