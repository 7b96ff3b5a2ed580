// Preloaded (node --import) only into a server that a journey starts for itself when time must pass at the
// server, as it does at a real door over a shift: each SIGUSR2 moves the server's clock forward by
// CLOCK_SHIFT_STEP_MS. Test support, never loaded by the product.
const step = Number(process.env.CLOCK_SHIFT_STEP_MS ?? 0);
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

globalThis.Date = ShiftedDate;
process.on('SIGUSR2', () => {
  offset += step;
});
