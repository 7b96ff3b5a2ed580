import { QRCodeSVG } from 'qrcode.react';

/** The ticket's QR code (loaded on demand, so the library stays out of the main bundle). */
export default function TicketQr({ value, label, size }: { value: string; label: string; size: number }) {
  return <QRCodeSVG value={value} size={size} level="M" marginSize={0} role="img" aria-label={label} />;
}
