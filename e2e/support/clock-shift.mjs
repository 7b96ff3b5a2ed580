// Preloaded (node --import) only into a server that a journey starts for itself when time must pass at the
// server, as it does at a real door over a shift: the server's clock runs ahead by the number of milliseconds
// written in the file CLOCK_SHIFT_FILE (read every 100 ms). Test support, never loaded by the product.
import fs from 'node:fs';

const file = process.env.CLOCK_SHIFT_FILE;
let offset = 0;
const RealDate = Date;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }
}

if (file) {
  globalThis.Date = ShiftedDate;
  setInterval(() => {
    try {
      offset = Number(fs.readFileSync(file, 'utf8')) || 0;
    } catch {
      offset = 0;
    }
  }, 100).unref();
}
