import type { ReactNode } from 'react';
import { TermsModal } from '@/features/legal/terms-modal';
import { BottomNav } from './bottom-nav';
import classes from './main-shell.module.css';
import { RightColumn } from './right-column';
import { ShellHeader } from './shell-header';
import { Sidebar } from './sidebar';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The main shell of the signed-in area (accounts §2.4): a 232 px sidebar, the header, the page and, from
 * 1200 px, a right column; at most 1440 px wide. Below 768 px the sidebar and the right column give way to
 * a bottom navigation. The terms modal appears here when the user has not agreed to the current terms.
 */
export function MainShell({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        Skip to content
      </a>
      <div className={classes.frame}>
        <Sidebar />
        <div className={classes.center}>
          <ShellHeader />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
            {children}
          </main>
        </div>
        <RightColumn />
      </div>
      <BottomNav />
      <TermsModal />
    </div>
  );
}
