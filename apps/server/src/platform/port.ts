/**
 * A port: what a module needs from a module created after it (events needs bookings' attendance records,
 * documents needs the payments ledger for receipts). The needing module declares the port and uses `port.use`;
 * the module that answers it needs the first anyway and plugs itself in with `port.bind` when it is created. So
 * the dependency order stays one-way and no module imports the other's internals, only the port's type, which
 * the needing module owns.
 */
export type Port<T extends object> = {
  readonly name: string;
  /** The implementation; throws when nothing was bound (a module missing from the list). */
  readonly use: T;
  bind: (implementation: T) => void;
  readonly bound: boolean;
};

export function port<T extends object>(name: string): Port<T> {
  let implementation: T | undefined;
  const use = new Proxy({} as T, {
    get(_target, key) {
      if (!implementation) throw new Error(`Port ${name} is used before a module bound it`);
      const value = Reflect.get(implementation, key) as unknown;
      return typeof value === 'function' ? value.bind(implementation) : value;
    },
  });
  return {
    name,
    use,
    bind(impl) {
      if (implementation) throw new Error(`Port ${name} is already bound`);
      implementation = impl;
    },
    get bound() {
      return implementation !== undefined;
    },
  };
}
