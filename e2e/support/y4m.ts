import fs from 'node:fs';
import QRCode from 'qrcode';

/**
 * A fake camera for Chromium (`--use-file-for-fake-video-capture`): a YUV4MPEG2 file whose frames show a QR code,
 * black modules on white, each module `scale` pixels, with a quiet zone, centred in a `width`×`height` picture.
 * Chromium reads the file when a page opens the camera and loops it. Without `text`, a plain white picture.
 */
export function writeQrVideo(
  file: string,
  text: string | null,
  { width = 640, height = 480, scale = 8, quietZone = 4, frames = 5 } = {},
) {
  const y = Buffer.alloc(width * height, 235);
  if (text) {
    const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const size = qr.modules.size;
    const side = (size + 2 * quietZone) * scale;
    if (side > width || side > height)
      throw new Error(`the QR code (${side} px) does not fit ${width}×${height}`);
    const left = Math.floor((width - side) / 2) + quietZone * scale;
    const top = Math.floor((height - side) / 2) + quietZone * scale;
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        if (!qr.modules.get(row, col)) continue;
        for (let dy = 0; dy < scale; dy++) {
          y.fill(
            16,
            (top + row * scale + dy) * width + left + col * scale,
            (top + row * scale + dy) * width + left + (col + 1) * scale,
          );
        }
      }
    }
  }
  // 4:2:0 chroma planes at half size, neutral grey (no colour).
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
