import { formatCents } from '@repclub/shared';
import { type PDFFont, PDFDocument, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** A line of a receipt: the shape of the ledger's transaction items (amounts in cents). */
export type ReceiptLine = { description: string; quantity: number; unitAmount: number; amount: number };

export type ReceiptContent = {
  receiptNumber: string;
  issuedTo: { name: string; email: string | null };
  description: string;
  type: string;
  status: string;
  paidAt: Date;
  createdAt: Date;
  totalAmount: number;
  currency: string;
  quantity: number;
  items: ReceiptLine[];
  paymentMethod: string | null;
  providerReference: string | null;
};

const BRAND = rgb(0x3d / 255, 0x12 / 255, 0x77 / 255);
const TEXT = rgb(0.12, 0.09, 0.19);
const MUTED = rgb(0.36, 0.32, 0.44);
const RULE = rgb(0.86, 0.83, 0.9);

/** 'MMM D, YYYY h:mm A' (the spec's display format) in UTC, with the zone named. */
export function formatReceiptDate(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()} UTC`;
}

const humanize = (code: string) =>
  code
    .toLowerCase()
    .split('_')
    .map((word, i) => (i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');

/**
 * A receipt as a real PDF (US Letter, standard Helvetica): who paid, what for, each line, the total and
 * how it was paid. Characters the standard font cannot draw are replaced, never dropped silently.
 */
export async function renderReceiptPdf(receipt: ReceiptContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${receipt.receiptNumber}`);
  pdf.setAuthor('RepClub');
  pdf.setCreator('RepClub');
  pdf.setProducer('RepClub');
  pdf.setCreationDate(receipt.paidAt);
  pdf.setModificationDate(receipt.paidAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const drawable = new Set(regular.getCharacterSet());
  const clean = (text: string) =>
    Array.from(text.normalize('NFC'))
      .map((ch) => (drawable.has(ch.codePointAt(0)!) ? ch : '?'))
      .join('');

  const width = 612;
  const height = 792;
  const margin = 56;
  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - margin;

  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: typeof TEXT } = {},
  ) => {
    page.drawText(clean(value), {
      x,
      y,
      font: options.font ?? regular,
      size: options.size ?? 11,
      color: options.color ?? TEXT,
    });
  };
  const right = (value: string, xRight: number, options: { font?: PDFFont; size?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 11;
    const shown = clean(value);
    page.drawText(shown, { x: xRight - font.widthOfTextAtSize(shown, size), y, font, size, color: TEXT });
  };
  /** Cuts a text to fit a width, with an ellipsis. */
  const fit = (value: string, maxWidth: number, font: PDFFont = regular, size = 11) => {
    let shown = clean(value);
    if (font.widthOfTextAtSize(shown, size) <= maxWidth) return shown;
    while (shown.length > 1 && font.widthOfTextAtSize(`${shown}...`, size) > maxWidth)
      shown = shown.slice(0, -1);
    return `${shown}...`;
  };
  const rule = () => {
    page.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 1, color: RULE });
  };
  const nextLine = (step: number) => {
    y -= step;
    if (y < margin + 40) {
      page = pdf.addPage([width, height]);
      y = height - margin;
    }
  };

  text('RepClub', margin, { font: bold, size: 22, color: BRAND });
  right('Receipt', width - margin, { font: bold, size: 22 });
  nextLine(30);
  text(`Receipt number ${receipt.receiptNumber}`, margin, { color: MUTED });
  nextLine(16);
  text(`Paid ${formatReceiptDate(receipt.paidAt)}`, margin, { color: MUTED });
  if (receipt.status !== 'COMPLETED') {
    right(humanize(receipt.status).toUpperCase(), width - margin, { font: bold });
  }
  nextLine(32);

  text('Billed to', margin, { font: bold });
  nextLine(16);
  text(receipt.issuedTo.name, margin);
  if (receipt.issuedTo.email) {
    nextLine(15);
    text(receipt.issuedTo.email, margin, { color: MUTED });
  }
  nextLine(32);

  text(fit(receipt.description, width - 2 * margin, bold, 13), margin, { font: bold, size: 13 });
  nextLine(14);
  text(humanize(receipt.type), margin, { size: 10, color: MUTED });
  nextLine(22);

  const qtyX = width - margin - 210;
  const unitX = width - margin - 100;
  text('Item', margin, { font: bold, size: 10, color: MUTED });
  right('Qty', qtyX, { font: bold, size: 10 });
  right('Unit price', unitX, { font: bold, size: 10 });
  right('Amount', width - margin, { font: bold, size: 10 });
  nextLine(8);
  rule();
  nextLine(18);
  const lines: ReceiptLine[] =
    receipt.items.length > 0
      ? receipt.items
      : [
          {
            description: receipt.description,
            quantity: receipt.quantity,
            unitAmount:
              receipt.quantity > 0 ? Math.floor(receipt.totalAmount / receipt.quantity) : receipt.totalAmount,
            amount: receipt.totalAmount,
          },
        ];
  for (const item of lines) {
    text(fit(item.description, qtyX - margin - 50), margin);
    right(String(item.quantity), qtyX);
    right(formatCents(item.unitAmount, receipt.currency), unitX);
    right(formatCents(item.amount, receipt.currency), width - margin);
    nextLine(20);
  }
  rule();
  nextLine(22);
  text('Total', margin, { font: bold, size: 13 });
  right(formatCents(receipt.totalAmount, receipt.currency), width - margin, { font: bold, size: 13 });
  nextLine(36);

  if (receipt.paymentMethod) {
    text(`Payment method: ${humanize(receipt.paymentMethod)}`, margin, { size: 10, color: MUTED });
    nextLine(14);
  }
  if (receipt.providerReference) {
    text(`Payment reference: ${receipt.providerReference}`, margin, { size: 10, color: MUTED });
    nextLine(14);
  }
  text(`Ordered ${formatReceiptDate(receipt.createdAt)}`, margin, { size: 10, color: MUTED });
  nextLine(28);
  text('Thank you for using RepClub. Keep this receipt for your records.', margin, {
    size: 10,
    color: MUTED,
  });

  return pdf.save({ useObjectStreams: false });
}
