import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { installScannerApp } from './pwa';
import classes from './scanner.module.css';
import { useOnline } from './use-online';

/** The scanner's own frame (no main shell): installs the app (manifest, service worker) on the way in. */
export function ScannerLayout({ children }: { children: ReactNode }) {
  useEffect(() => {
    void installScannerApp();
  }, []);
  return <div className={classes.root}>{children}</div>;
}

/** The purple bar: a way back, the title, and whether the device is online. */
export function ScannerBar({ title, backTo }: { title: string; backTo?: '/scanner' | '/home' }) {
  const online = useOnline();
  return (
    <header className={classes.bar}>
      {backTo ? (
        <Link
          to={backTo}
          className={classes.barLink}
          aria-label={backTo === '/scanner' ? 'All events' : 'Back to RepClub'}
        >
          <IconArrowLeft size={26} aria-hidden />
        </Link>
      ) : null}
      <h1 className={classes.barTitle}>{title}</h1>
      <span className={classes.network} data-offline={online ? undefined : ''} role="status">
        {online ? 'Online' : 'Offline'}
      </span>
    </header>
  );
}
