import { QRCodeSVG } from 'qrcode.react';

/**
 * A pass's QR code, black on white with a quiet zone so a door scanner reads it off a bright or dim phone
 * screen. Loaded on demand (`lazy(() => import('@/ui/pass-qr'))`), so the library stays out of the main bundle.
 */
export default function PassQr({ value, label, size }: { value: string; label: string; size: number }) {
  return (
    <QRCodeSVG
      value={value}
      size={size}
      level="M"
      marginSize={2}
      bgColor="#ffffff"
      fgColor="#000000"
      role="img"
      aria-label={label}
      style={{ width: '100%', height: 'auto', maxWidth: size, display: 'block' }}
    />
  );
}
